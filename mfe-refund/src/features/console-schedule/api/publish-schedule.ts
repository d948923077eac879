import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TERMINATION_API, terminationScheduleSchema, type TerminationScheduleInput } from 'shared-contract';
import { apiSend, SERVICE_INFO_QUERY_KEY } from 'shared-session';
import { scheduleHistoryQueryKey } from './get-schedule-history';

/** `PUT /api/admin/termination/schedule` (admin): publishes a new version; answers the schedule now in force. */
export const publishSchedule = (input: TerminationScheduleInput) => apiSend('put', TERMINATION_API.adminSchedule, terminationScheduleSchema, input);

export function usePublishSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishSchedule,
    // The history gains the version; the phase and schedule every page reads change with it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scheduleHistoryQueryKey });
      void queryClient.invalidateQueries({ queryKey: SERVICE_INFO_QUERY_KEY });
    },
  });
}
