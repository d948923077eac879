import { CART_API, cartCheckoutResultSchema, type CartCheckoutRequest } from 'shared-contract';
import { apiSend } from 'shared-session';

/** Buys the lines with Gold; one Idempotency-Key per attempt, so a retry of the same attempt never buys twice. */
export const checkoutCart = (request: CartCheckoutRequest, idempotencyKey: string) =>
  apiSend('post', CART_API.checkout, cartCheckoutResultSchema, request, { headers: { 'Idempotency-Key': idempotencyKey } });
