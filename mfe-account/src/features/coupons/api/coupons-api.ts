import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COUPON_API,
  couponExchangeResultSchema,
  couponListSchema,
  couponRevealResultSchema,
  memberCouponSchema,
  type CouponRevealRequest,
} from 'shared-contract';
import { apiGet, apiQueryKey, apiSend, ME_QUERY_KEY } from 'shared-session';

export const COUPONS_QUERY_KEY = apiQueryKey(COUPON_API.list);

const newIdempotencyKey = () => globalThis.crypto.randomUUID();

/** The member's coupons, newest first. */
export function useCoupons() {
  return useQuery({
    queryKey: COUPONS_QUERY_KEY,
    queryFn: () => apiGet(COUPON_API.list, couponListSchema),
    select: (list) => list.items,
    staleTime: 0,
  });
}

/** After a change: the list and the member (its couponCount). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]);
}

export function useRegisterCoupon() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => apiSend('post', COUPON_API.register, memberCouponSchema, { code }),
    onSuccess: refresh,
  });
}

/** One exchange per click: the key is made once per attempt, so a retried request is answered, not repeated. */
export function useExchangeCoupon() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (memberCouponId: number) =>
      apiSend('post', COUPON_API.exchange, couponExchangeResultSchema, { memberCouponId }, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSettled: refresh,
  });
}

/** A REVEAL coupon's free draw (one key per attempt, like the exchange); the drawn KEY then waits on /reveal. */
export function useFreeReveal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: CouponRevealRequest) =>
      apiSend('post', COUPON_API.reveal, couponRevealResultSchema, request, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
    onSettled: refresh,
  });
}
