import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMUNITY_API, myCommentsPageSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { cabinetQueryRoot } from './cabinet-headers';

export const MY_COMMENTS_PAGE_SIZE = 20;

export const myCommentsQueryKey = (userId: number | null) => [...cabinetQueryRoot(userId), 'comments'] as const;

/** `GET /api/board/my/comments?cursor=&limit=`: the member's community comments, newest first (keyset pages). */
export const getMyComments = (cursor: string | undefined) => apiGet(COMMUNITY_API.myComments, myCommentsPageSchema, { cursor, limit: MY_COMMENTS_PAGE_SIZE });

/** The comments tab: page after page through `nextCursor` ("Load more"). No cabinet token: it is the board's api. */
export function useMyComments(userId: number | null) {
  return useInfiniteQuery({
    queryKey: myCommentsQueryKey(userId),
    queryFn: ({ pageParam }) => getMyComments(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== null,
    staleTime: 0,
  });
}
