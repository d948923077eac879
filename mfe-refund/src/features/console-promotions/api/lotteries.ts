import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminLotteriesSchema, adminLotterySchema, LOTTERY_API, type LotteryInput } from 'shared-contract';
import { apiGet, apiQueryKey, apiSend } from 'shared-session';

export const adminLotteriesQueryKey = apiQueryKey(LOTTERY_API.adminLotteries);

/** `GET /api/admin/events/lotteries` (support, admin): every lottery with state, entrants, winners, seed hash / seed, prizes claimed. */
export const getAdminLotteries = () => apiGet(LOTTERY_API.adminLotteries, adminLotteriesSchema);

export const useAdminLotteries = () =>
  useQuery({ queryKey: adminLotteriesQueryKey, queryFn: getAdminLotteries, select: (list) => list.items, staleTime: 10_000, refetchOnWindowFocus: true });

/** `POST /api/admin/events/lotteries` or `PUT .../:id` (admin; a change only before entries open: LOTTERY_LOCKED). */
export const saveLottery = (lotteryId: number | null, input: LotteryInput) =>
  lotteryId === null
    ? apiSend('post', LOTTERY_API.adminLotteries, adminLotterySchema, input)
    : apiSend('put', LOTTERY_API.adminLottery(lotteryId), adminLotterySchema, input);

export function useSaveLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lotteryId, input }: { lotteryId: number | null; input: LotteryInput }) => saveLottery(lotteryId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminLotteriesQueryKey }),
  });
}
