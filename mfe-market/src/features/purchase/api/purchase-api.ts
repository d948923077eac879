import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PURCHASE_API,
  SHARING_API,
  COUPON_API,
  type CardRevealRequest,
  type CoinRevealRequest,
  type CouponList,
  type OpenGraph,
  type RevealTotal,
  type ProjectOdds,
} from 'shared-contract';
import { apiGet, apiQueryKey, apiSend, unchecked } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

export const projectOddsQueryKey = (projectId: number) => ['project', projectId, 'odds'] as const;
export const revealTotalQueryKey = (purchaseId: number) => ['reveal', 'total', purchaseId] as const;

export const useProjectOdds = (projectId: number) =>
  useQuery(
    queryOptions({ queryKey: projectOddsQueryKey(projectId), queryFn: () => apiGet(PURCHASE_API.projectOdds, unchecked<ProjectOdds>(), { id: projectId }) }),
  );

/** One Idempotency-Key per purchase attempt: a retry of the same attempt never buys twice. */
export const buyWithGold = (request: CoinRevealRequest, idempotencyKey: string) =>
  apiSend('post', PURCHASE_API.coinReveal, schema('coinRevealResultSchema'), request, { headers: { 'Idempotency-Key': idempotencyKey } });

export const revealItem = (purchaseItemId: number) => apiSend('post', PURCHASE_API.reveal(purchaseItemId), schema('revealedItemSchema'), {});

/** Reveals every unrevealed KEY of the purchase at once (the api does it in one statement); answers the purchase's total. */
export const revealAll = (purchaseId: number) => apiSend('post', PURCHASE_API.revealAll(purchaseId), schema('revealTotalSchema'), {});

/** The share link and preview of a KEY the member revealed (spec `/sharing/reveal`). */
export const useRevealShare = (purchaseItemId: number) =>
  useQuery({
    queryKey: ['sharing', 'reveal', purchaseItemId],
    queryFn: () => apiGet(SHARING_API.reveal, unchecked<OpenGraph>(), { purchaseItemId }),
    staleTime: Infinity,
  });

export const useRevealTotal = (purchaseId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: revealTotalQueryKey(purchaseId ?? 0),
    queryFn: () => apiGet(PURCHASE_API.revealTotal, unchecked<RevealTotal>(), { purchaseId: purchaseId ?? 0 }),
    enabled: enabled && purchaseId !== null,
  });

/** Opens a card checkout for the order (one Idempotency-Key per attempt, like Gold). */
export const buyByCard = (request: CardRevealRequest, idempotencyKey: string) =>
  apiSend('post', PURCHASE_API.cardReveal, schema('cardRevealResultSchema'), request, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Confirms the card payment after the provider's redirect (the key is kept per payment, so a reload repeats it). */
export const confirmCardPurchase = (paymentId: string, token: string, idempotencyKey: string) =>
  apiSend('post', PURCHASE_API.cardRevealConfirm, schema('coinRevealResultSchema'), { paymentId, token }, { headers: { 'Idempotency-Key': idempotencyKey } });

/** The member's coupons (the buy panel offers the usable DISCOUNT ones). */
/** The member's coupons (the cache entry the account remote's coupon page shares). */
export const MY_COUPONS_QUERY_KEY = apiQueryKey(COUPON_API.list);
export const useMyCoupons = (enabled: boolean) =>
  useQuery({ queryKey: MY_COUPONS_QUERY_KEY, queryFn: () => apiGet(COUPON_API.list, unchecked<CouponList>()), enabled });

/** The discounted total of the order with the coupon (the api's quote). */
export const useDiscountQuote = (memberCouponId: number | null, projectId: number, quantity: number) =>
  useQuery({
    queryKey: ['coupon', 'discount', memberCouponId, projectId, quantity],
    queryFn: () => apiSend('post', COUPON_API.discount, schema('couponDiscountResultSchema'), { memberCouponId: memberCouponId ?? 0, projectId, quantity }),
    enabled: memberCouponId !== null,
  });
