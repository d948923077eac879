import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_API, preBookClaimResultSchema } from 'shared-contract';
import { apiSend, ME_QUERY_KEY } from 'shared-session';
import { preBookCheckQueryKey } from './get-pre-book-check';

/** `POST /api/user/pre-book/claim` (member): the reward, once, within 30 days of the launch. */
export const claimPreBookReward = () => apiSend('post', EVENT_API.userPreBookClaim, preBookClaimResultSchema);

export function useClaimPreBookReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPreBookReward,
    // Claimed, or refused (already claimed, expired): the reward's state and the member's ticket count are read again.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: preBookCheckQueryKey }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]),
  });
}
