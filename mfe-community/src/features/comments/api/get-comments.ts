import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMUNITY_API, COMMUNITY_COMMENTS_PAGE_SIZE, commentsPageSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { communityKeys } from '../../../api/query-keys';

/** `GET /api/board/posts/:postId/comments?cursor=&limit=`: top-level comments oldest first, each with its replies. */
export const fetchCommentsPage = (postId: number, cursor: string | null) =>
  apiGet(COMMUNITY_API.comments(postId), commentsPageSchema, { cursor: cursor ?? undefined, limit: COMMUNITY_COMMENTS_PAGE_SIZE });

export const useComments = (postId: number) =>
  useInfiniteQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: ({ pageParam }) => fetchCommentsPage(postId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
