import { useQuery } from '@tanstack/react-query';
import { LOTTERY_API, lotteryPrizeSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const lotteryPrizeQueryKey = (lotteryId: number) => apiQueryKey(LOTTERY_API.reveal(lotteryId));

/** `GET /api/event/reveal/:id` (a winner who claimed): the prize given, to find the KEY's reveal again. */
export const getLotteryPrize = (lotteryId: number) => apiGet(LOTTERY_API.reveal(lotteryId), lotteryPrizeSchema);

export const useLotteryPrize = (lotteryId: number, enabled: boolean) =>
  useQuery({ queryKey: lotteryPrizeQueryKey(lotteryId), queryFn: () => getLotteryPrize(lotteryId), enabled, staleTime: 60_000 });
