import { useQuery } from '@tanstack/react-query';
import { OFFER_API, offerAcceptResultSchema, offerListSchema, offerSchema, type OfferDirection } from 'shared-contract';
import { apiGet, apiQueryKey, apiSend } from 'shared-session';

export const myOffersQueryKey = (direction: OfferDirection) => apiQueryKey(OFFER_API.mine, { direction });

/** The member's offers: made to them (`incoming`) or by them (`outgoing`), newest first. */
export const useMyOffers = (direction: OfferDirection) =>
  useQuery({ queryKey: myOffersQueryKey(direction), queryFn: () => apiGet(OFFER_API.mine, offerListSchema, { direction }), staleTime: 0 });

/** One Idempotency-Key per attempt: a retry of the same acceptance never sells twice. */
export const acceptOffer = (offerId: number, amountGold: number, idempotencyKey: string) =>
  apiSend('post', OFFER_API.accept(offerId), offerAcceptResultSchema, { amountGold }, { headers: { 'Idempotency-Key': idempotencyKey } });

export const declineOffer = (offerId: number) => apiSend('post', OFFER_API.decline(offerId), offerSchema, {});

export const withdrawOffer = (offerId: number) => apiSend('post', OFFER_API.withdraw(offerId), offerSchema, {});
