import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAwardSchema, MISSIONS_API, type AwardDecisionInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { adminMonthsQueryKey } from './get-admin-months';

/** `POST /api/admin/monthly/awards/:id/decision` (support, admin): take back or keep a KEY of the Month after a cancellation. */
export const decideAward = (awardId: number, input: AwardDecisionInput) => apiSend('post', MISSIONS_API.adminAwardDecision(awardId), adminAwardSchema, input);

export function useDecideAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ awardId, input }: { awardId: number; input: AwardDecisionInput }) => decideAward(awardId, input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [MISSIONS_API.adminAwards] }), queryClient.invalidateQueries({ queryKey: adminMonthsQueryKey })]),
  });
}
