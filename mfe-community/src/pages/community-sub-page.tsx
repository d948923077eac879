import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { communityPaths } from 'shared-contract';
import { Button, MessagePage, TextMark, useCommonTranslation } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { CommunityPage } from './community-page';
import { MyPostsPage } from './my-posts-page';
import { PostPage } from './post-page';
import { ProfilePage } from './profile-page';

const MAX_ID = 2_147_483_647;
const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null);

function NotFound() {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useCommonTranslation();
  return (
    <MessagePage mark={<TextMark>404</TextMark>} title={t('notFound')} message={common('notFound.message')} data-testid="community-not-found">
      <Button to={communityPaths.list}>{t('header.allCommunities')}</Button>
    </MessagePage>
  );
}

/**
 * `/community/*`: the profile, the member's posts, a community (`/community/:projectId`) and a post
 * (`/community/:projectId/posts/:postId`), matched on the full path so it works wherever the shell mounts it.
 */
export default function CommunitySubPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  if (matchPath(communityPaths.profile, path)) return <ProfilePage />;
  if (matchPath(communityPaths.my, path)) return <MyPostsPage />;
  const post = matchPath('/community/:projectId/posts/:postId', path);
  if (post) {
    const projectId = idOf(post.params.projectId);
    const postId = idOf(post.params.postId);
    if (projectId && postId) return <PostPage key={`${projectId}-${postId}`} projectId={projectId} postId={postId} />;
  }
  const community = matchPath('/community/:projectId', path);
  const projectId = idOf(community?.params.projectId);
  if (projectId) return <CommunityPage key={projectId} projectId={projectId} />;
  return <NotFound />;
}
