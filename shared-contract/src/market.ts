import { z } from 'zod';
import { idSchema, INT4_MAX, intSchema, plainText, queryId, queryInt } from './input';
import { pageOf } from './envelope';
import { cardRevealConfirmRequestSchema, drawnKeySchema } from './purchase';

/** Spec section 9: creator earnings are 10% of a sale. */
export const MARKET_CREATOR_PERCENT = 10;
export const MARKET_PRICE_MIN_GOLD = 10;
export const MARKET_PRICE_MAX_GOLD = 1_000_000;

const id = queryId;
const isoDate = z.string();

/** A listing price: whole Gold from 10 to 1,000,000 (MARKET_PRICE_INVALID otherwise). */
export const marketPriceSchema = z
  .number({ error: 'MARKET_PRICE_INVALID' })
  .int({ error: 'MARKET_PRICE_INVALID' })
  .min(MARKET_PRICE_MIN_GOLD, { error: 'MARKET_PRICE_INVALID' })
  .max(MARKET_PRICE_MAX_GOLD, { error: 'MARKET_PRICE_INVALID' });

export const marketFeeBreakdownSchema = z.object({
  priceGold: z.number().int(),
  creatorPercent: z.number(),
  feePercent: z.number(),
  creatorGold: z.number().int(),
  feeGold: z.number().int(),
  /** What the seller receives: the price less the creator earnings and the service fee. */
  sellerGold: z.number().int(),
});
export type MarketFeeBreakdown = z.infer<typeof marketFeeBreakdownSchema>;

/**
 * How a sale price is split. The creator earnings and the service fee are each floored to whole Gold; the seller
 * gets the rest, so the three parts always add up to the price.
 */
export function marketFeeBreakdown(priceGold: number, feePercent: number, creatorPercent: number = MARKET_CREATOR_PERCENT): MarketFeeBreakdown {
  const creatorGold = Math.floor((priceGold * creatorPercent) / 100);
  const feeGold = Math.floor((priceGold * feePercent) / 100);
  return { priceGold, creatorPercent, feePercent, creatorGold, feeGold, sellerGold: priceGold - creatorGold - feeGold };
}

export const marketFeeQuerySchema = z.object({ price: queryInt(0, INT4_MAX, 'MARKET_PRICE_INVALID').optional() });
/** `GET /api/market/fee?price=` as the api reads it: a price, when given, is a listing price (MARKET_PRICE_INVALID). */
export const marketFeeRequestQuerySchema = z.object({ price: queryInt(0, INT4_MAX, 'MARKET_PRICE_INVALID').pipe(marketPriceSchema).optional() });
export const marketFeeSchema = z.object({
  creatorPercent: z.number(),
  feePercent: z.number(),
  minPriceGold: z.number().int(),
  maxPriceGold: z.number().int(),
  breakdown: marketFeeBreakdownSchema.nullable(),
});
export type MarketFee = z.infer<typeof marketFeeSchema>;

export const marketRegisterRequestSchema = z.object({ keyItemId: idSchema, priceGold: marketPriceSchema });
export type MarketRegisterRequest = z.input<typeof marketRegisterRequestSchema>;

/** The listing form (the price as typed, checked with the same rule as the api). */
export const marketPriceFormSchema = z.object({ priceGold: z.coerce.number({ error: 'MARKET_PRICE_INVALID' }).pipe(marketPriceSchema) });

export const LISTING_STATUSES = ['ACTIVE', 'SOLD', 'CANCELLED'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);

export const marketListingSchema = z.object({
  id: z.number().int(),
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  priceGold: z.number().int(),
  status: listingStatusSchema,
  sellerNickname: z.string().nullable(),
  createdAt: isoDate,
  key: drawnKeySchema,
});
export type MarketListing = z.infer<typeof marketListingSchema>;

export const marketRegisterResultSchema = z.object({ listing: marketListingSchema, breakdown: marketFeeBreakdownSchema });
export type MarketRegisterResult = z.infer<typeof marketRegisterResultSchema>;

export const MARKET_SORTS = ['price_asc', 'price_desc', 'newest'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
/** The search list's query (filters, order, page) is `marketBrowseQuerySchema` (market-prices.ts). */
/**
 * A listing in the market's lists, with its KEY design's price discovery (issue 15): the floor (the lowest ACTIVE
 * listing of the design, which may be this one) and the last sale's price (null before the first sale).
 */
export const marketListingItemSchema = marketListingSchema.extend({
  designPrices: z.object({ floorGold: z.number().int().nullable(), lastSaleGold: z.number().int().nullable() }),
});
export type MarketListingItem = z.infer<typeof marketListingItemSchema>;
export const marketListingPageSchema = pageOf(marketListingItemSchema);
export type MarketListingPage = z.infer<typeof marketListingPageSchema>;

export const marketSaleSchema = z.object({ listingId: z.number().int(), serialNo: z.number().int(), priceGold: z.number().int(), occurredAt: isoDate });
export type MarketSale = z.infer<typeof marketSaleSchema>;

export const marketKeySetSchema = z.object({
  keyDesignId: z.number().int(),
  listings: z.array(marketListingSchema),
  /** Sales of the design, newest first. */
  history: z.array(marketSaleSchema),
});
export type MarketKeySet = z.infer<typeof marketKeySetSchema>;

export const marketIdParamsSchema = z.object({ id });
export const marketCancelResultSchema = z.object({ listingId: z.number().int() });

export const marketPaymentRequestSchema = z.object({
  /** The exact price the buyer saw (MARKET_PRICE_CHANGED when it differs). */
  priceGold: intSchema(1, INT4_MAX),
  /** Gold here; a card pays through `MARKET_API.cardPayment`. */
  payMethod: z.literal('GOLD'),
  agreeRefundPolicy: z.boolean({ error: 'REFUND_POLICY_REQUIRED' }).refine((agreed) => agreed, { message: 'REFUND_POLICY_REQUIRED' }),
});
export type MarketPaymentRequest = z.input<typeof marketPaymentRequestSchema>;

export const marketPaymentResultSchema = z.object({
  listingId: z.number().int(),
  keyItemId: z.number().int(),
  keyDesignId: z.number().int(),
  serialNo: z.number().int(),
  priceGold: z.number().int(),
  balanceGold: z.number().int(),
});
export type MarketPaymentResult = z.infer<typeof marketPaymentResultSchema>;

export const marketMyItemsQuerySchema = z.object({ designId: id });

export const marketOwnedItemSchema = z.object({
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  acquiredAt: isoDate,
  /** Until when it cannot be listed or transferred (24 hours after it came), or null when it may move now. */
  lockedUntil: isoDate.nullable(),
  listing: z.object({ id: z.number().int(), priceGold: z.number().int() }).nullable(),
  transferInProgress: z.boolean(),
});
export type MarketOwnedItem = z.infer<typeof marketOwnedItemSchema>;

export const marketMyItemsSchema = z.object({
  keyDesignId: z.number().int(),
  /** The member's profile KEY is this design. */
  isProfileKey: z.boolean(),
  items: z.array(marketOwnedItemSchema),
});
export type MarketMyItems = z.infer<typeof marketMyItemsSchema>;

/**
 * A listing paid by card comes back to the card return pages (`PAYMENT_CALLBACK`) with `?order=listing&listingId=N`,
 * so the page confirms it through `MARKET_API.cardConfirm` and leads back to that listing on failure.
 */
export const LISTING_CARD_RETURN = { param: 'order', value: 'listing', listingParam: 'listingId' } as const;

/** `POST MARKET_API.cardPayment`: the exact price seen (charged as USD cents, 1 Gold = 1 cent) and the refund consent. */
export const marketCardPaymentRequestSchema = marketPaymentRequestSchema.omit({ payMethod: true }).extend({ providerId: plainText().min(1).max(64) });
export type MarketCardPaymentRequest = z.input<typeof marketCardPaymentRequestSchema>;

export const marketCardPaymentResultSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string(), usdCents: z.number().int() });
export type MarketCardPaymentResult = z.infer<typeof marketCardPaymentResultSchema>;

export const marketCardConfirmRequestSchema = cardRevealConfirmRequestSchema;
export type MarketCardConfirmRequest = z.infer<typeof marketCardConfirmRequestSchema>;

/** The listing bought by card: what the Gold answer says, less the balance (no Gold moved), with the USD charged. */
export const marketCardConfirmResultSchema = marketPaymentResultSchema.omit({ balanceGold: true }).extend({ usdCents: z.number().int() });
export type MarketCardConfirmResult = z.infer<typeof marketCardConfirmResultSchema>;
