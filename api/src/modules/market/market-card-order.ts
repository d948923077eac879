import type { ErrorCode, MarketCardConfirmResult } from 'shared-contract';

/**
 * What a listing paid by card (a payment of purpose KEY) carries in `payment.details`: the listing and the price
 * seen at the checkout; `sale` once confirmed, `failure` when the confirmation could not buy (the charge was voided).
 */
export interface ListingCardOrder {
  kind: 'LISTING';
  listingId: number;
  priceGold: number;
  sale?: MarketCardConfirmResult;
  failure?: ErrorCode;
}

/** A KEY payment that pays a market listing (confirmed only through the market, never as a project or cart purchase). */
export const isListingOrder = (details: unknown): details is ListingCardOrder =>
  typeof details === 'object' && details !== null && (details as { kind?: unknown }).kind === 'LISTING';
