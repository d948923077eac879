import { useQuery } from '@tanstack/react-query';
import { MISSIONS_API, monthlyHistorySchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const monthlyHistoryQueryKey = apiQueryKey(MISSIONS_API.history);

/** `GET /api/monthly/open/list` (visitors too): past months, newest first, with what the caller earned. */
export const getMonthlyHistory = () => apiGet(MISSIONS_API.history, monthlyHistorySchema);

export const useMonthlyHistory = (enabled: boolean) =>
  useQuery({ queryKey: monthlyHistoryQueryKey, queryFn: getMonthlyHistory, select: (history) => history.items, enabled, staleTime: 0 });
