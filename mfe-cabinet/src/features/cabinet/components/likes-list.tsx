import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickLanguage } from 'shared-contract';
import { EmptyState, ErrorState, formatKst, mq, Skeleton, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useMyLikes } from '../api/get-likes';

/** The likes tab: liked KEYs and projects, newest first, each to its page. */
export function LikesList({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = pickLanguage(i18n.language);
  const likes = useMyLikes(userId);
  if (likes.isPending) {
    return (
      <div
        aria-busy="true"
        data-testid="likes-loading"
        css={css`
          display: grid;
          gap: 12px;
          margin-top: 16px;
        `}
      >
        <Skeleton height={64} />
      </div>
    );
  }
  if (likes.isError) return <ErrorState error={likes.error} title={t('cabinet.likes.loadFailed')} onRetry={() => void likes.refetch()} />;
  if (likes.data.length === 0) return <EmptyState title={t('cabinet.likes.empty')} description={t('cabinet.likes.hint')} data-testid="likes-empty" />;
  return (
    <ul
      css={css`
        list-style: none;
        margin: 16px 0 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 10px;
        ${mq.desktop} {
          grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
          gap: 16px;
        }
      `}
    >
      {likes.data.map((like) => (
        <li key={`${like.targetType}-${like.targetId}`} data-testid="cabinet-like">
          <Link
            to={like.targetType === 'KEY' ? `/key/details?id=${like.targetId}` : `/project?id=${like.targetId}`}
            css={css`
              display: grid;
              gap: 4px;
              color: inherit;
              text-decoration: none;
            `}
          >
            <img
              src={like.imageUrl}
              alt=""
              loading="lazy"
              draggable={false}
              css={css`
                width: 100%;
                height: auto;
                aspect-ratio: ${like.targetType === 'KEY' ? '300 / 420' : '600 / 400'};
                object-fit: cover;
                border-radius: ${theme.radius.sm}px;
                background: ${theme.colors.gray100};
              `}
            />
            <span
              css={css`
                font-size: 12px;
                color: ${theme.colors.gray500};
              `}
            >
              {like.targetType === 'KEY' ? t('cabinet.likes.key') : t('cabinet.likes.project')}
            </span>
            <strong
              css={css`
                font-size: 14px;
                overflow-wrap: anywhere;
              `}
            >
              {like.name[language]}
            </strong>
            <span
              css={css`
                font-size: 12px;
                color: ${theme.colors.gray500};
              `}
            >
              {t('cabinet.likes.likedAt', { date: formatKst(like.likedAt, 'date', language) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
