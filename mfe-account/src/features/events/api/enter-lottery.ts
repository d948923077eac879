import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOTTERY_API, lotteryEntrySchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { lotteriesQueryKey } from './get-lotteries';
import { lotteryQueryKey } from './get-lottery';

/** `POST /api/event/lottery/:id/entry` (member): enters the lottery, once. */
export const enterLottery = (lotteryId: number) => apiSend('post', LOTTERY_API.enter(lotteryId), lotteryEntrySchema);

/** After an entry, or a refusal (entered in another tab, the window closed), the lottery is read again. */
export function useEnterLottery(lotteryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enterLottery(lotteryId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: lotteryQueryKey(lotteryId) });
      await queryClient.invalidateQueries({ queryKey: lotteriesQueryKey });
    },
  });
}
