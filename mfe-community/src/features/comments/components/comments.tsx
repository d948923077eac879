import { css } from '@emotion/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { commentInputSchema } from 'shared-contract';
import { Button, EmptyState, ErrorState, Skeleton, visuallyHidden } from 'shared-ui';
import { cardStyle, listResetStyle, sectionTitleStyle } from '../../../components/styles';
import { useCommunityGuard } from '../../../hooks/community-guard';
import { NAMESPACE } from '../../../namespace';
import { useComments } from '../api/get-comments';
import { useCreateComment } from '../api/create-comment';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/** A post's comments, oldest first with "Load more", and the form for a new one (off while banned). */
export function Comments({ postId, banNoticeId }: { postId: number; banNoticeId?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { access, reportError } = useCommunityGuard();
  const comments = useComments(postId);
  const create = useCreateComment(postId);
  const titleId = useId();

  useEffect(() => {
    if (comments.error) reportError(comments.error);
  }, [comments.error, reportError]);

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section
      aria-labelledby={titleId}
      css={[
        cardStyle,
        css`
          display: grid;
          gap: 16px;
        `,
      ]}
      data-testid="comments"
    >
      <h2 id={titleId} css={sectionTitleStyle}>
        {t('comments.title')}
      </h2>
      {access.canWrite || access.ban ? (
        <CommentForm
          label={t('comments.label')}
          submitLabel={t('comments.submit')}
          hideLabel
          disabledBy={access.ban ? banNoticeId : undefined}
          pending={create.isPending}
          send={(body, callbacks) => create.mutate({ postId, values: commentInputSchema.parse({ body }) }, callbacks)}
          data-testid="comment-form"
        />
      ) : null}
      {comments.isPending ? (
        <div
          aria-busy="true"
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <span css={visuallyHidden}>{t('comments.loading')}</span>
          <Skeleton height={16} width="50%" />
          <Skeleton height={14} />
          <Skeleton height={16} width="40%" />
        </div>
      ) : !comments.data ? (
        <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('comments.empty')} data-testid="comments-empty" />
      ) : (
        <ul
          css={[
            listResetStyle,
            css`
              gap: 20px;
            `,
          ]}
          data-testid="comment-list"
        >
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} postId={postId} />
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <div
          css={css`
            display: flex;
            justify-content: center;
          `}
        >
          <Button variant="secondary" onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage} data-testid="comments-more">
            {t('comments.loadMore')}
          </Button>
        </div>
      ) : null}
      {comments.isFetchNextPageError ? <ErrorState error={comments.error} onRetry={() => void comments.fetchNextPage()} /> : null}
    </section>
  );
}
