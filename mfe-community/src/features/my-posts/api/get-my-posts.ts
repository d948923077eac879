import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMUNITY_API, COMMUNITY_FEED_PAGE_SIZE, myPostsPageSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { communityKeys } from '../../../api/query-keys';

/** `GET /api/board/my/posts?cursor=&limit=`: the member's posts, newest first. */
export const fetchMyPosts = (cursor: string | null) =>
  apiGet(COMMUNITY_API.myPosts, myPostsPageSchema, { cursor: cursor ?? undefined, limit: COMMUNITY_FEED_PAGE_SIZE });

export const useMyPosts = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: communityKeys.myPosts(),
    queryFn: ({ pageParam }) => fetchMyPosts(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    staleTime: 0,
  });
