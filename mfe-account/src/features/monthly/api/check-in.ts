import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MISSIONS_API, monthlyCurrentSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { monthlyCurrentQueryKey } from './get-monthly-current';

/** `POST /api/monthly/checkin` (member): today's check-in, one per KST day; answers the month as `GET /api/monthly` does. */
export const checkIn = () => apiSend('post', MISSIONS_API.checkin, monthlyCurrentSchema);

/**
 * The answer replaces the cached month at once; the month is then refetched either way (after a refusal such as
 * MONTHLY_ALREADY_CHECKED_IN from another tab, the page catches up with the server).
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (month) => queryClient.setQueryData(monthlyCurrentQueryKey, month),
    onSettled: () => queryClient.invalidateQueries({ queryKey: monthlyCurrentQueryKey }),
  });
}
