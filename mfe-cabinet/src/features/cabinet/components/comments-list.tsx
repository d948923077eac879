import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { communityPaths, pickLanguage, type MyComment } from 'shared-contract';
import { Button, EmptyState, ErrorState, RelativeTime, Skeleton, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useMyComments } from '../api/get-my-comments';

const markerStyle = css`
  display: inline-flex;
  align-items: center;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: ${theme.colors.gray900};
  background: ${theme.colors.gray100};
`;

const linkStyle = css`
  display: inline-block;
  min-height: 24px;
  font-size: 15px;
  font-weight: 600;
  line-height: 1.5;
  color: ${theme.colors.gray900};
  overflow-wrap: anywhere;
  text-decoration: underline;
  text-underline-offset: 3px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const metaStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  font-size: 13px;
  color: ${theme.colors.gray600};
`;

function CommentRow({ comment }: { comment: MyComment }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = pickLanguage(i18n.language);
  return (
    <li
      css={css`
        display: grid;
        gap: 6px;
        padding: 14px 0;
        border-bottom: 1px solid ${theme.colors.gray100};
        min-width: 0;
      `}
      data-testid="cabinet-comment"
    >
      <span css={metaStyle}>
        <span
          data-testid="cabinet-comment-project"
          css={css`
            font-weight: 600;
            color: ${theme.colors.gray700};
          `}
        >
          {comment.projectTitle[language]}
        </span>
        {comment.isReply ? <span css={markerStyle}>{t('cabinet.comments.reply')}</span> : null}
        {comment.hidden ? (
          <span
            css={[
              markerStyle,
              css`
                background: ${theme.colors.pinkSoft};
              `,
            ]}
            data-testid="cabinet-comment-hidden"
          >
            {t('cabinet.comments.hidden')}
          </span>
        ) : null}
      </span>
      <Link to={communityPaths.post(comment.projectId, comment.postId)} css={linkStyle} data-testid="cabinet-comment-link">
        {comment.excerpt}
      </Link>
      <span
        css={css`
          font-size: 13px;
          color: ${theme.colors.gray700};
          overflow-wrap: anywhere;
        `}
        data-testid="cabinet-comment-post"
      >
        {t('cabinet.comments.onPost', { excerpt: comment.postExcerpt })}
      </span>
      <span css={metaStyle}>
        <span>{t('cabinet.comments.likes', { count: comment.likeCount })}</span>
        <RelativeTime iso={comment.createdAt} />
      </span>
    </li>
  );
}

/** The comments tab: the member's community comments, newest first, each to its post; "Load more" by cursor. */
export function CommentsList({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const pages = useMyComments(userId);
  if (pages.isPending) {
    return (
      <div
        aria-busy="true"
        data-testid="comments-loading"
        css={css`
          display: grid;
          gap: 12px;
          margin-top: 16px;
        `}
      >
        <Skeleton height={72} />
        <Skeleton height={72} />
      </div>
    );
  }
  if (pages.isError) return <ErrorState error={pages.error} title={t('cabinet.comments.loadFailed')} onRetry={() => void pages.refetch()} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('cabinet.comments.empty')}
        description={t('cabinet.comments.hint')}
        action={
          <Button variant="secondary" to={communityPaths.list} data-testid="comments-to-community">
            {t('cabinet.comments.toCommunity')}
          </Button>
        }
        data-testid="comments-empty"
      />
    );
  }
  return (
    <div>
      <ul
        css={css`
          list-style: none;
          margin: 0 0 16px;
          padding: 0;
        `}
        aria-label={t('cabinet.comments.listLabel')}
      >
        {items.map((comment) => (
          <CommentRow key={comment.id} comment={comment} />
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button variant="secondary" fullWidth disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} data-testid="comments-more">
          {t('cabinet.comments.more')}
        </Button>
      ) : null}
    </div>
  );
}
