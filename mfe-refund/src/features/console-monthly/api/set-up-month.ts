import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMonthSchema, MISSIONS_API, type MonthlySetupInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { adminMonthsQueryKey } from './get-admin-months';

/** `PUT /api/admin/monthly/:month` (admin): sets up or changes a month that has not ended (audited MONTHLY_SETUP). */
export const setUpMonth = (month: string, input: MonthlySetupInput) => apiSend('put', MISSIONS_API.adminMonth(month), adminMonthSchema, input);

export function useSetUpMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ month, input }: { month: string; input: MonthlySetupInput }) => setUpMonth(month, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminMonthsQueryKey }),
  });
}
