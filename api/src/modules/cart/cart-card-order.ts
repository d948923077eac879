import type { ErrorCode } from 'shared-contract';
import type { CartLineOrder } from './cart-checkout';

/**
 * What a cart paid by card (a payment of purpose KEY) carries in `payment.details`: the lines paid for, as
 * they were at the checkout; `purchaseIds` once confirmed, `failure` when the confirmation could not buy.
 */
export interface CartCardOrder {
  kind: 'CART';
  lines: CartLineOrder[];
  purchaseIds?: number[];
  failure?: ErrorCode;
}

/** A KEY payment that pays a cart (confirmed through the cart, never as a single-project purchase). */
export const isCartOrder = (details: unknown): details is CartCardOrder =>
  typeof details === 'object' && details !== null && (details as { kind?: unknown }).kind === 'CART';
