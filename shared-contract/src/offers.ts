import { z } from 'zod';
import { idSchema, INT4_MAX, intSchema, queryId } from './input';
import { MARKET_PRICE_MAX_GOLD, MARKET_PRICE_MIN_GOLD, marketFeeBreakdownSchema } from './market';
import { drawnKeySchema } from './purchase';

/**
 * Issue 15: Gold offers between members. An offer reserves its Gold until it is accepted, declined, withdrawn,
 * expires or lapses (the KEY went to someone else). Offers expire 7 days after they are made: long enough for an
 * owner who looks in once a week, short enough that a bidder's Gold is not held for long by an owner who never answers.
 */
export const OFFER_EXPIRY_DAYS = 7;
export const OFFER_EXPIRY_MS = OFFER_EXPIRY_DAYS * 24 * 60 * 60 * 1000;
/** An offer is whole Gold within the listing price range. */
export const OFFER_MIN_GOLD = MARKET_PRICE_MIN_GOLD;
export const OFFER_MAX_GOLD = MARKET_PRICE_MAX_GOLD;

export const offerAmountSchema = intSchema(OFFER_MIN_GOLD, OFFER_MAX_GOLD, 'OFFER_AMOUNT_INVALID');

export const OFFER_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED', 'LAPSED'] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/** `POST OFFER_API.create` (Idempotency-Key): the KEY item, the Gold offered and the refund-policy consent. */
export const offerCreateRequestSchema = z.object({
  keyItemId: idSchema,
  amountGold: offerAmountSchema,
  agreeRefundPolicy: z.boolean({ error: 'REFUND_POLICY_REQUIRED' }).refine((agreed) => agreed, { message: 'REFUND_POLICY_REQUIRED' }),
});
export type OfferCreateRequest = z.input<typeof offerCreateRequestSchema>;

/** The offer form: the amount as typed, checked with the api's rule. */
export const offerAmountFormSchema = z.object({ amountGold: z.coerce.number({ error: 'OFFER_AMOUNT_INVALID' }).pipe(offerAmountSchema) });

/** `POST OFFER_API.accept(id)` (Idempotency-Key): the amount the owner saw (OFFER_AMOUNT_CHANGED otherwise). */
export const offerAcceptRequestSchema = z.object({ amountGold: intSchema(1, INT4_MAX) });

export const offerIdParamsSchema = z.object({ id: queryId });
export const OFFER_DIRECTIONS = ['incoming', 'outgoing'] as const;
export const offerMineQuerySchema = z.object({ direction: z.enum(OFFER_DIRECTIONS).default('incoming') });
export type OfferDirection = (typeof OFFER_DIRECTIONS)[number];
export const offerDesignParamsSchema = z.object({ designId: queryId });

const isoDate = z.string();

export const offerSchema = z.object({
  id: z.number().int(),
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  key: drawnKeySchema,
  amountGold: z.number().int(),
  status: offerStatusSchema,
  bidderNickname: z.string().nullable(),
  ownerNickname: z.string().nullable(),
  /** The caller made it (and may withdraw it while pending). */
  mine: z.boolean(),
  /** It was made to the caller (who may accept or decline it while pending). */
  toMe: z.boolean(),
  createdAt: isoDate,
  expiresAt: isoDate,
  closedAt: isoDate.nullable(),
  /** How the amount would be split (creator, fee, what the owner receives). */
  breakdown: marketFeeBreakdownSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.object({ items: z.array(offerSchema) });
export type OfferList = z.infer<typeof offerListSchema>;

/** A KEY of one design that a member other than the caller owns, revealed, with the offers the caller may act on. */
export const offerableKeySchema = z.object({
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  ownerNickname: z.string().nullable(),
  /** Its ACTIVE listing price, or null when it is not listed. */
  listingPriceGold: z.number().int().nullable(),
  /** The caller's pending offer on it, or null. */
  myOffer: offerSchema.nullable(),
});
export type OfferableKey = z.infer<typeof offerableKeySchema>;

/** `GET OFFER_API.design(designId)`: what /key/details shows about offers to a signed-in member. */
export const designOffersSchema = z.object({
  keyDesignId: z.number().int(),
  expiryDays: z.number().int(),
  minGold: z.number().int(),
  maxGold: z.number().int(),
  /** The caller's Gold: balance, reserved by their pending offers, and what is left to spend. */
  gold: z.object({ balance: z.number().int(), reserved: z.number().int(), available: z.number().int() }),
  /** Other members' revealed KEYs of the design (up to 100, by serial). */
  keys: z.array(offerableKeySchema),
  /** Pending offers on the caller's own KEYs of the design. */
  incoming: z.array(offerSchema),
});
export type DesignOffers = z.infer<typeof designOffersSchema>;

export const offerAcceptResultSchema = z.object({
  offerId: z.number().int(),
  listingId: z.number().int(),
  keyItemId: z.number().int(),
  keyDesignId: z.number().int(),
  serialNo: z.number().int(),
  breakdown: marketFeeBreakdownSchema,
  /** The owner's Gold balance after the sale. */
  balanceGold: z.number().int(),
});
export type OfferAcceptResult = z.infer<typeof offerAcceptResultSchema>;
