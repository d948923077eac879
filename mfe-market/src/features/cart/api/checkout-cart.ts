import { CART_API, type CartCheckoutRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** Buys the lines with Gold; one Idempotency-Key per attempt, so a retry of the same attempt never buys twice. */
export const checkoutCart = (request: CartCheckoutRequest, idempotencyKey: string) =>
  apiSend('post', CART_API.checkout, schema('cartCheckoutResultSchema'), request, { headers: { 'Idempotency-Key': idempotencyKey } });
