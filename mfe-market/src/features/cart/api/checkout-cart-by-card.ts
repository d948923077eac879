import { CART_API, type CartCardCheckoutRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** Opens one card checkout for the lines (USD total); one Idempotency-Key per attempt, like the Gold checkout. */
export const checkoutCartByCard = (request: CartCardCheckoutRequest, idempotencyKey: string) =>
  apiSend('post', CART_API.cardCheckout, schema('cartCardCheckoutResultSchema'), request, { headers: { 'Idempotency-Key': idempotencyKey } });
