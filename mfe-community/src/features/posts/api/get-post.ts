import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_API, communityPostSchema } from 'shared-contract';
import { apiGet, useSessionStore } from 'shared-session';
import { communityKeys } from '../../../api/query-keys';

/** `GET /api/board/posts/:postId`. */
export const fetchPost = (postId: number) => apiGet(COMMUNITY_API.post(postId), communityPostSchema);

/** Asked once the session is known (the answer depends on who asks; see `useCommunity`). */
export const usePost = (postId: number) => {
  const sessionKnown = useSessionStore((state) => state.status !== 'loading');
  return useQuery({ queryKey: communityKeys.post(postId), queryFn: () => fetchPost(postId), staleTime: 0, enabled: sessionKnown });
};
