import { useQuery } from '@tanstack/react-query';
import { LOTTERY_API, lotteryListSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const lotteriesQueryKey = apiQueryKey(LOTTERY_API.lotteries);

/** `GET /api/event/lottery` (visitors too): the lotteries, newest first, with the caller's entry. */
export const getLotteries = () => apiGet(LOTTERY_API.lotteries, lotteryListSchema);

/** Asked once the session is known, so a member's entries are never answered as a visitor's. */
export const useLotteries = (enabled: boolean) =>
  useQuery({ queryKey: lotteriesQueryKey, queryFn: getLotteries, select: (list) => list.items, enabled, staleTime: 0 });
