import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { CommentsPage, CommunityComment, CommunityPost, CommunityReply, FeedPage } from 'shared-contract';
import { communityKeys } from './query-keys';

/** What a later change may need to undo: the cached data it touched. */
export type CacheSnapshot = Array<[QueryKey, unknown]>;

export const snapshot = (queryClient: QueryClient, keys: QueryKey[]): CacheSnapshot => keys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));

export const restore = (queryClient: QueryClient, saved: CacheSnapshot) => {
  for (const [key, data] of saved) queryClient.setQueryData(key, data);
};

/** Applies `patch` to the post wherever it is cached: every feed (pinned and items) and its own page. */
export function patchPost(queryClient: QueryClient, postId: number, patch: (post: CommunityPost) => CommunityPost) {
  const apply = (post: CommunityPost) => (post.id === postId ? patch(post) : post);
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: communityKeys.feeds() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, pinned: page.pinned.map(apply), items: page.items.map(apply) })) } : data,
  );
  queryClient.setQueryData<CommunityPost>(communityKeys.post(postId), (post) => (post ? patch(post) : post));
}

/** Applies `patch` to the comment or reply wherever it is cached (the comments of its post). */
export function patchComment(queryClient: QueryClient, commentId: number, patch: (comment: CommunityReply) => CommunityReply) {
  const applyReply = (reply: CommunityReply) => (reply.id === commentId ? patch(reply) : reply);
  const applyComment = (comment: CommunityComment): CommunityComment => ({
    ...(comment.id === commentId ? { ...patch(comment), replies: comment.replies } : comment),
    replies: comment.replies.map(applyReply),
  });
  queryClient.setQueriesData<InfiniteData<CommentsPage>>({ queryKey: communityKeys.allComments() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(applyComment) })) } : data,
  );
}
