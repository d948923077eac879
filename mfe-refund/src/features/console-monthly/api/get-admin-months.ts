import { useQuery } from '@tanstack/react-query';
import { adminMonthsSchema, MISSIONS_API } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const adminMonthsQueryKey = apiQueryKey(MISSIONS_API.adminMonths);

/** `GET /api/admin/monthly` (support, admin): every set-up month with its state, targets, KEY and figures. */
export const getAdminMonths = () => apiGet(MISSIONS_API.adminMonths, adminMonthsSchema);

export const useAdminMonths = () =>
  useQuery({ queryKey: adminMonthsQueryKey, queryFn: getAdminMonths, select: (list) => list.items, staleTime: 10_000, refetchOnWindowFocus: true });
