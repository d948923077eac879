import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMUNITY_API, COMMUNITY_FEED_PAGE_SIZE, feedPageSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { communityKeys } from '../../../api/query-keys';

/** `GET /api/board/community/:projectId/posts?cursor=&limit=`: newest first, keyset paged; pinned notices on page one. */
export const fetchFeedPage = (projectId: number, cursor: string | null) =>
  apiGet(COMMUNITY_API.posts(projectId), feedPageSchema, { cursor: cursor ?? undefined, limit: COMMUNITY_FEED_PAGE_SIZE });

export const useFeed = (projectId: number) =>
  useInfiniteQuery({
    queryKey: communityKeys.feed(projectId),
    queryFn: ({ pageParam }) => fetchFeedPage(projectId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
