import { css } from '@emotion/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { communityPaths, type CommunityDetail } from 'shared-contract';
import { ErrorState, PageContainer, Skeleton, visuallyHidden } from 'shared-ui';
import { BanNotice } from '../components/ban-notice';
import { CommunityFrame } from '../components/community-frame';
import { CommunityHeader } from '../components/community-header';
import { GateMessage } from '../components/gate-message';
import { cardStyle, textLinkStyle } from '../components/styles';
import { Comments } from '../features/comments/components/comments';
import { usePost } from '../features/posts/api/get-post';
import { PostCard } from '../features/posts/components/post-card';
import { useCommunityGuard } from '../hooks/community-guard';
import { NAMESPACE } from '../namespace';

function PostSkeleton() {
  return (
    <div
      aria-busy="true"
      css={[
        cardStyle,
        css`
          display: grid;
          gap: 10px;
        `,
      ]}
      data-testid="post-loading"
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
      <Skeleton width="70%" height={14} />
    </div>
  );
}

function PostView({ community, postId }: { community: CommunityDetail; postId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { access, gate, reportError } = useCommunityGuard();
  const post = usePost(postId);
  const banId = useId();

  useEffect(() => {
    if (post.error) reportError(post.error);
  }, [post.error, reportError]);

  const feedPath = communityPaths.community(community.projectId);
  return (
    <PageContainer>
      <CommunityHeader community={community} />
      {gate ? (
        <GateMessage gate={gate} projectId={community.projectId} />
      ) : (
        <div
          css={css`
            display: grid;
            gap: 16px;
          `}
        >
          <Link to={feedPath} css={textLinkStyle} data-testid="back-to-feed">
            <span aria-hidden="true">‹&nbsp;</span>
            {t('post.back')}
          </Link>
          {access.ban ? <BanNotice ban={access.ban} id={banId} /> : null}
          <h2 css={visuallyHidden}>{t('post.title')}</h2>
          {post.isPending ? (
            <PostSkeleton />
          ) : post.isError ? (
            <ErrorState error={post.error} onRetry={() => void post.refetch()} />
          ) : (
            <>
              <PostCard post={post.data} detail onDeleted={() => void navigate(feedPath, { replace: true })} />
              <Comments postId={postId} banNoticeId={access.ban ? banId : undefined} />
            </>
          )}
        </div>
      )}
    </PageContainer>
  );
}

/** `/community/:projectId/posts/:postId`: the post and its comments, behind the community's access. */
export function PostPage({ projectId, postId }: { projectId: number; postId: number }) {
  return (
    <CommunityFrame projectId={projectId} loading={<PostSkeleton />}>
      {(community) => <PostView community={community} postId={postId} />}
    </CommunityFrame>
  );
}
