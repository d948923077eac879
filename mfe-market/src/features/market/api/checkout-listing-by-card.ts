import { MARKET_API, type MarketCardPaymentRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** Opens a card checkout for the listing at the price seen (USD); one Idempotency-Key per attempt, like Gold. */
export const checkoutListingByCard = (listingId: number, request: MarketCardPaymentRequest, idempotencyKey: string) =>
  apiSend('post', MARKET_API.cardPayment(listingId), schema('marketCardPaymentResultSchema'), request, { headers: { 'Idempotency-Key': idempotencyKey } });
