import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_API, COMMUNITY_NEW_POSTS_POLL_MS, newPostsSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { communityKeys } from '../../../api/query-keys';
import { useDocumentVisible } from '../hooks/use-document-visible';

/** `GET /api/board/community/:projectId/posts/new?after=`: how many posts are newer than the newest shown. */
export const fetchNewPosts = (projectId: number, after: number) => apiGet(COMMUNITY_API.newPosts(projectId), newPostsSchema, { after });

/** Polled every COMMUNITY_NEW_POSTS_POLL_MS while the tab is visible (and at once when it comes back). */
export function useNewPosts(projectId: number, after: number | null, enabled: boolean) {
  const visible = useDocumentVisible();
  return useQuery({
    queryKey: communityKeys.newPosts(projectId, after ?? 0),
    queryFn: () => fetchNewPosts(projectId, after ?? 0),
    enabled: enabled && visible && after !== null,
    refetchInterval: COMMUNITY_NEW_POSTS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}
