import { OFFER_API, type OfferCreateRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** One Idempotency-Key per attempt: a retry of the same offer never reserves twice. */
export const makeOffer = (request: OfferCreateRequest, idempotencyKey: string) =>
  apiSend('post', OFFER_API.create, schema('offerSchema'), request, { headers: { 'Idempotency-Key': idempotencyKey } });

/** One Idempotency-Key per attempt: a retry of the same acceptance never sells twice. */
export const acceptOffer = (offerId: number, amountGold: number, idempotencyKey: string) =>
  apiSend('post', OFFER_API.accept(offerId), schema('offerAcceptResultSchema'), { amountGold }, { headers: { 'Idempotency-Key': idempotencyKey } });

export const declineOffer = (offerId: number) => apiSend('post', OFFER_API.decline(offerId), schema('offerSchema'), {});

export const withdrawOffer = (offerId: number) => apiSend('post', OFFER_API.withdraw(offerId), schema('offerSchema'), {});
