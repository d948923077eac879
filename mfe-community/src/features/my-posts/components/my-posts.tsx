import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { communityPaths, type MyPost } from 'shared-contract';
import { Button, EmptyState, ErrorState, RelativeTime, Skeleton, theme, useLanguage } from 'shared-ui';
import { badgeStyle, cardStyle, listResetStyle, smallTextStyle } from '../../../components/styles';
import { NAMESPACE } from '../../../namespace';
import { useMyPosts } from '../api/get-my-posts';

const linkStyle = css`
  color: ${theme.colors.gray900};
  text-decoration: none;
  display: inline-block;
  min-height: 24px;
  border-radius: 4px;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.md}px;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.gray900};
    outline-offset: 2px;
  }
`;

function MyPostItem({ post }: { post: MyPost }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <li
      css={[
        cardStyle,
        css`
          position: relative;
          display: grid;
          gap: 6px;
          &:hover {
            border-color: ${theme.colors.gray400};
          }
        `,
      ]}
      data-testid="my-post"
    >
      <p
        css={[
          smallTextStyle,
          css`
            display: flex;
            flex-wrap: wrap;
            gap: 4px 8px;
            align-items: center;
          `,
        ]}
      >
        <span
          css={css`
            font-weight: 700;
            color: ${theme.colors.gray800};
          `}
        >
          {post.projectTitle[language]}
        </span>
        <RelativeTime iso={post.createdAt} />
        {post.hidden ? <span css={badgeStyle('neutral')}>{t('my.hidden')}</span> : null}
      </p>
      <h2
        css={css`
          margin: 0;
          font-size: 15px;
          font-weight: 500;
          line-height: 1.5;
          white-space: pre-wrap;
          overflow-wrap: anywhere;
        `}
      >
        <Link to={communityPaths.post(post.projectId, post.id)} css={linkStyle}>
          {post.excerpt}
        </Link>
      </h2>
      <p css={smallTextStyle}>
        {[
          post.imageCount > 0 ? t('my.images', { count: post.imageCount }) : null,
          t('my.likes', { count: post.likeCount }),
          t('my.comments', { count: post.commentCount }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  );
}

/** The member's posts in every community, newest first, each linking to its page. */
export function MyPosts() {
  const { t } = useTranslation(NAMESPACE);
  const posts = useMyPosts(true);
  if (posts.isPending) {
    return (
      <div
        aria-busy="true"
        css={css`
          display: grid;
          gap: 12px;
        `}
        data-testid="my-posts-loading"
      >
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            css={[
              cardStyle,
              css`
                display: grid;
                gap: 8px;
              `,
            ]}
          >
            <Skeleton width="30%" height={14} />
            <Skeleton height={16} />
          </div>
        ))}
      </div>
    );
  }
  if (!posts.data) return <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />;
  const items = posts.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title={t('my.empty')} data-testid="my-posts-empty" />;
  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
      `}
    >
      <ul css={listResetStyle} data-testid="my-posts">
        {items.map((post) => (
          <MyPostItem key={post.id} post={post} />
        ))}
      </ul>
      {posts.hasNextPage ? (
        <div
          css={css`
            display: flex;
            justify-content: center;
          `}
        >
          <Button variant="secondary" onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage} data-testid="my-posts-more">
            {t('my.loadMore')}
          </Button>
        </div>
      ) : null}
      {posts.isFetchNextPageError ? <ErrorState error={posts.error} onRetry={() => void posts.fetchNextPage()} /> : null}
    </div>
  );
}
