import { MARKET_API, marketPaymentResultSchema, type MarketPaymentRequest } from 'shared-contract';
import { apiSend } from 'shared-session';

/** One Idempotency-Key per purchase attempt: a retry of the same attempt never pays twice. */
export const buyListing = (listingId: number, request: MarketPaymentRequest, idempotencyKey: string) =>
  apiSend('post', MARKET_API.payment(listingId), marketPaymentResultSchema, request, { headers: { 'Idempotency-Key': idempotencyKey } });
