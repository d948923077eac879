import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOTTERY_API, lotteryPrizeSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { lotteryQueryKey } from './get-lottery';
import { lotteryPrizeQueryKey } from './get-lottery-prize';

/** `POST /api/event/provided/:id` (a winner): gives the prize, once (a KEY waiting on /reveal, or a ticket). */
export const claimLotteryPrize = (lotteryId: number) => apiSend('post', LOTTERY_API.provided(lotteryId), lotteryPrizeSchema);

export function useClaimLotteryPrize(lotteryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimLotteryPrize(lotteryId),
    onSuccess: (prize) => queryClient.setQueryData(lotteryPrizeQueryKey(lotteryId), prize),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryQueryKey(lotteryId) }),
  });
}
