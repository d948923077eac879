import { useQuery } from '@tanstack/react-query';
import { LOTTERY_API, lotteryDetailSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const lotteryQueryKey = (lotteryId: number) => apiQueryKey(LOTTERY_API.lottery(lotteryId));

/** `GET /api/event/lottery/:id` (visitors too): one lottery, the caller's entry and what anyone needs to verify its draw. */
export const getLottery = (lotteryId: number) => apiGet(LOTTERY_API.lottery(lotteryId), lotteryDetailSchema);

export const useLottery = (lotteryId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: lotteryQueryKey(lotteryId ?? 0),
    queryFn: () => getLottery(lotteryId ?? 0),
    enabled: enabled && lotteryId !== null,
    staleTime: 0,
  });
