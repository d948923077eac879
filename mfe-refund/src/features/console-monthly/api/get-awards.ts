import { useQuery } from '@tanstack/react-query';
import { adminAwardsSchema, MISSIONS_API, type AdminAward, type AwardStatus } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const awardsQueryKey = (status?: AwardStatus) => apiQueryKey(MISSIONS_API.adminAwards, { status });

/** `GET /api/admin/monthly/awards?status=` (support, admin): KEY of the Month awards. */
export const getAwards = (status?: AwardStatus) => apiGet(MISSIONS_API.adminAwards, adminAwardsSchema, status ? { status } : undefined);

/** Those waiting for a decision first, then newest first. */
export const sortAwards = (items: AdminAward[]) =>
  [...items].sort(
    (a, b) => Number(b.status === 'NEEDS_DECISION') - Number(a.status === 'NEEDS_DECISION') || b.awardedAt.localeCompare(a.awardedAt) || b.id - a.id,
  );

export const useAwards = (status?: AwardStatus) =>
  useQuery({
    queryKey: awardsQueryKey(status),
    queryFn: () => getAwards(status),
    select: (list) => sortAwards(list.items),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
