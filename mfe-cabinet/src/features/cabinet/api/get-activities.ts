import { useInfiniteQuery } from '@tanstack/react-query';
import { CABINET_API, cabinetActivitiesSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { cabinetQueryRoot, withCabinetToken } from './cabinet-headers';

export const ACTIVITIES_PAGE_SIZE = 20;

/** The member's activities, newest first, page by page. */
export function useCabinetActivities(userId: number | null, token: string) {
  return useInfiniteQuery({
    queryKey: [...cabinetQueryRoot(userId), 'activities'],
    queryFn: ({ pageParam }) =>
      apiGet(CABINET_API.activities, cabinetActivitiesSchema, { page: pageParam, size: ACTIVITIES_PAGE_SIZE }, withCabinetToken(token)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}
