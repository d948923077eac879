import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityPost } from 'shared-contract';
import { Button, EmptyState, ErrorState, Skeleton, visuallyHidden } from 'shared-ui';
import { communityKeys } from '../../../api/query-keys';
import { cardStyle, listResetStyle, sectionTitleStyle, smallTextStyle } from '../../../components/styles';
import { useCommunityGuard } from '../../../hooks/community-guard';
import { NAMESPACE } from '../../../namespace';
import { useFeed } from '../api/get-feed';
import { useNewPosts } from '../api/get-new-posts';
import { PostCard } from './post-card';

export function FeedSkeleton() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div
      aria-busy="true"
      css={css`
        display: grid;
        gap: 12px;
      `}
      data-testid="feed-loading"
    >
      <span css={visuallyHidden}>{t('feed.loading')}</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          css={[
            cardStyle,
            css`
              display: grid;
              gap: 10px;
            `,
          ]}
        >
          <div
            css={css`
              display: flex;
              gap: 10px;
              align-items: center;
            `}
          >
            <Skeleton width={40} height={40} circle />
            <Skeleton width="40%" height={16} />
          </div>
          <Skeleton height={14} />
          <Skeleton width="80%" height={14} />
        </div>
      ))}
    </div>
  );
}

const newestId = (posts: CommunityPost[]) => posts.reduce((max, post) => Math.max(max, post.id), 0);

/**
 * The feed: pinned notices, then the posts newest first with "Load more" (keyset cursor). While the tab is
 * visible it asks every 15 s how many posts are newer than the newest shown and offers "N new posts".
 */
export function Feed({ projectId }: { projectId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const { reportError } = useCommunityGuard();
  const feed = useFeed(projectId);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const firstPage = feed.data?.pages[0];
  const after = firstPage ? newestId([...firstPage.pinned, ...firstPage.items]) : null;
  const newPosts = useNewPosts(projectId, after, feed.isSuccess);
  const newCount = newPosts.data?.count ?? 0;

  // A refusal of any later request (a sold last KEY, a closed community) switches the page to its message.
  useEffect(() => {
    if (feed.error) reportError(feed.error);
  }, [feed.error, reportError]);
  useEffect(() => {
    if (newPosts.error) reportError(newPosts.error);
  }, [newPosts.error, reportError]);

  const showNew = async () => {
    await queryClient.resetQueries({ queryKey: communityKeys.feed(projectId) });
    headingRef.current?.focus();
  };

  if (feed.isPending) return <FeedSkeleton />;
  const data = feed.data;
  if (!data) return <ErrorState error={feed.error} onRetry={() => void feed.refetch()} />;

  const pinned = data.pages[0]?.pinned ?? [];
  const pinnedIds = new Set(pinned.map((post) => post.id));
  const items = data.pages.flatMap((page) => page.items).filter((post) => !pinnedIds.has(post.id));

  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
      `}
    >
      <div
        role="status"
        aria-live="polite"
        data-testid="new-posts-region"
        css={css`
          display: flex;
          justify-content: center;
          &:empty {
            margin-bottom: -16px;
          }
        `}
      >
        {newCount > 0 ? (
          <Button variant="secondary" onClick={() => void showNew()} data-testid="new-posts-button">
            {t('feed.newPosts', { count: newCount })}
          </Button>
        ) : null}
      </div>

      {pinned.length > 0 ? (
        <section
          aria-labelledby={`${titleId}-notices`}
          css={css`
            display: grid;
            gap: 8px;
          `}
          data-testid="pinned-posts"
        >
          <h2 id={`${titleId}-notices`} css={sectionTitleStyle}>
            {t('feed.notices')}
          </h2>
          <ul css={listResetStyle}>
            {pinned.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby={titleId}
        css={css`
          display: grid;
          gap: 8px;
        `}
        data-testid="feed"
      >
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          css={[
            sectionTitleStyle,
            css`
              &:focus {
                outline: none;
              }
            `,
          ]}
        >
          {t('feed.title')}
        </h2>
        {items.length === 0 ? (
          <EmptyState title={t('feed.empty')} data-testid="feed-empty" />
        ) : (
          <ul css={listResetStyle} data-testid="feed-list">
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        {feed.hasNextPage ? (
          <div
            css={css`
              display: flex;
              justify-content: center;
            `}
          >
            <Button variant="secondary" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage} data-testid="feed-more">
              {t('feed.loadMore')}
            </Button>
          </div>
        ) : items.length > 0 ? (
          <p
            css={[
              smallTextStyle,
              css`
                text-align: center;
              `,
            ]}
          >
            {t('feed.end')}
          </p>
        ) : null}
        {feed.isFetchNextPageError ? <ErrorState error={feed.error} onRetry={() => void feed.fetchNextPage()} /> : null}
      </section>
    </div>
  );
}
