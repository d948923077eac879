import { useQuery } from '@tanstack/react-query';
import { TERMINATION_API, terminationScheduleHistorySchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const scheduleHistoryQueryKey = apiQueryKey(TERMINATION_API.adminSchedule);

export const getScheduleHistory = () => apiGet(TERMINATION_API.adminSchedule, terminationScheduleHistorySchema);

/** `GET /api/admin/termination/schedule` (support, admin): every published version, newest first. */
export const useScheduleHistory = () =>
  useQuery({ queryKey: scheduleHistoryQueryKey, queryFn: getScheduleHistory, staleTime: 10_000, refetchOnWindowFocus: true });
