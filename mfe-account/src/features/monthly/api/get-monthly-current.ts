import { useQuery } from '@tanstack/react-query';
import { MISSIONS_API, monthlyCurrentSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const monthlyCurrentQueryKey = apiQueryKey(MISSIONS_API.current);

/** `GET /api/monthly` (visitors too): this KST month's missions, the KEY of the Month and the caller's progress. */
export const getMonthlyCurrent = () => apiGet(MISSIONS_API.current, monthlyCurrentSchema);

/** Asked once the session is known, so a member's progress is never answered as a visitor's. */
export const useMonthlyCurrent = (enabled: boolean) => useQuery({ queryKey: monthlyCurrentQueryKey, queryFn: getMonthlyCurrent, enabled, staleTime: 0 });
