import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from 'shared-session';
import { Avatar, Button, EmptyState, ErrorState, PageContainer, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { usePublicShowcase } from '../api/showcase-api';
import { keyGridStyle, ShowcaseKey } from './showcase-key';

/** `/collector/<nickname>`: a member's public showcase (their nickname, profile image and the KEYs they chose); public. */
export function CollectorShowcase() {
  const { t } = useTranslation(NAMESPACE);
  const { nickname = '' } = useParams();
  const showcase = usePublicShowcase(nickname);

  if (showcase.isPending) {
    return (
      <PageContainer title={t('showcase.collectorTitle', { nickname })} hideTitle>
        <div
          aria-busy="true"
          css={css`
            display: grid;
            gap: 12px;
          `}
          data-testid="collector-loading"
        >
          <Skeleton height={64} width="60%" />
          <Skeleton height={240} />
        </div>
      </PageContainer>
    );
  }
  if (showcase.isError) {
    const missing =
      showcase.error instanceof ApiError &&
      (showcase.error.code === 'SHOWCASE_NOT_FOUND' || showcase.error.status === 404 || showcase.error.code === 'VALIDATION_FAILED');
    return (
      <PageContainer title={t('showcase.notFound')} hideTitle={missing}>
        {missing ? (
          <EmptyState
            title={t('showcase.notFound')}
            description={t('showcase.notFoundHint')}
            action={<Button to="/main">{t('showcase.toMain')}</Button>}
            data-testid="collector-not-found"
          />
        ) : (
          <ErrorState error={showcase.error} title={t('showcase.loadFailed')} onRetry={() => void showcase.refetch()} />
        )}
      </PageContainer>
    );
  }
  const data = showcase.data;
  return (
    <PageContainer title={t('showcase.collectorTitle', { nickname: data.nickname })}>
      <div
        css={css`
          display: grid;
          gap: 16px;
        `}
        data-testid="collector-showcase"
      >
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 12px;
          `}
        >
          <Avatar
            src={data.profileImageUrl}
            name={data.nickname}
            alt={t('showcase.profileImage', { nickname: data.nickname })}
            size={56}
            framed
            data-testid="collector-avatar"
          />
          <div
            css={css`
              display: grid;
              gap: 2px;
              min-width: 0;
            `}
          >
            <strong
              css={css`
                font-size: 18px;
                overflow-wrap: anywhere;
              `}
              data-testid="collector-nickname"
            >
              {data.nickname}
            </strong>
            <span
              css={css`
                font-size: 14px;
                color: ${theme.colors.gray700};
              `}
            >
              {t('showcase.collectorCount', { count: data.items.length })}
            </span>
          </div>
        </div>
        {data.items.length === 0 ? (
          <EmptyState title={t('showcase.collectorEmpty')} />
        ) : (
          <ul css={keyGridStyle}>
            {data.items.map((item) => (
              <li key={item.keyItemId} data-testid="collector-key">
                <ShowcaseKey drawn={item.key} serialNo={item.serialNo} heading={<KeyLink id={item.key.id} name={item.key.name} />} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}

function KeyLink({ id, name }: { id: number; name: { ko: string; en: string } }) {
  const language = useLanguage();
  return (
    <Link
      to={`/key/details?id=${id}`}
      css={css`
        display: inline-flex;
        align-items: center;
        min-height: 44px;
        font-size: 15px;
        font-weight: 700;
        color: ${theme.colors.gray900};
        overflow-wrap: anywhere;
        &:focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
      `}
      data-testid="collector-key-name"
    >
      {name[language]}
    </Link>
  );
}
