import { MARKET_API, type MarketPaymentRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** One Idempotency-Key per purchase attempt: a retry of the same attempt never pays twice. */
export const buyListing = (listingId: number, request: MarketPaymentRequest, idempotencyKey: string) =>
  apiSend('post', MARKET_API.payment(listingId), schema('marketPaymentResultSchema'), request, { headers: { 'Idempotency-Key': idempotencyKey } });
