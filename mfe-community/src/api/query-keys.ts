/** Every query of the community remote lives under `['community', ...]`: one place to invalidate or patch them. */
export const communityKeys = {
  all: ['community'] as const,
  list: () => ['community', 'list'] as const,
  detail: (projectId: number) => ['community', 'detail', projectId] as const,
  feeds: () => ['community', 'feed'] as const,
  feed: (projectId: number) => ['community', 'feed', projectId] as const,
  newPosts: (projectId: number, after: number) => ['community', 'new-posts', projectId, after] as const,
  posts: () => ['community', 'post'] as const,
  post: (postId: number) => ['community', 'post', postId] as const,
  comments: (postId: number) => ['community', 'comments', postId] as const,
  allComments: () => ['community', 'comments'] as const,
  profile: () => ['community', 'profile'] as const,
  myPosts: () => ['community', 'my-posts'] as const,
};
