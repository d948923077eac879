import { z } from 'zod';
import { idSchema, intSchema, plainText, queryId } from './input';
import { saleStatusSchema } from './catalog';
import { localizedTextSchema } from './i18n';
import { cardRevealConfirmRequestSchema, PURCHASE_MAX_QUANTITY } from './purchase';

/** The cart (spec: `/cart`, "Cart items kept 90 days"). Dates are ISO-8601 UTC strings. */

const isoDate = z.string();

/**
 * A cart paid by card comes back to the same return pages as a KEY paid by card (`PAYMENT_CALLBACK`), with
 * `?order=cart` so the page confirms it through `CART_API.cardConfirm` and leads back to the cart.
 */
export const CART_CARD_RETURN = { param: 'order', value: 'cart' } as const;

/** A line is kept this many days after it was last added to, then dropped (never shown nor bought). */
export const CART_KEEP_DAYS = 90;
/** How many lines (projects) a cart holds. */
export const CART_MAX_LINES = 20;
/** A line's quantity: the per-purchase limit of a Gold purchase. */
export const CART_MAX_QUANTITY = PURCHASE_MAX_QUANTITY;

const quantity = intSchema(1, CART_MAX_QUANTITY);

export const cartAddRequestSchema = z.object({ projectId: idSchema, quantity });
export type CartAddRequest = z.input<typeof cartAddRequestSchema>;

export const cartQuantityRequestSchema = z.object({ quantity });
export type CartQuantityRequest = z.input<typeof cartQuantityRequestSchema>;

export const cartItemParamsSchema = z.object({ itemId: queryId });

/** Buys exactly the lines the member saw (a line gone meanwhile answers CART_CHANGED); the refund policy must be ticked. */
export const cartCheckoutRequestSchema = z.object({
  itemIds: z
    .array(idSchema)
    .min(1, { message: 'CART_EMPTY' })
    .max(CART_MAX_LINES)
    .refine((ids) => new Set(ids).size === ids.length),
  agreeRefundPolicy: z.boolean({ error: 'REFUND_POLICY_REQUIRED' }).refine((agreed) => agreed, { message: 'REFUND_POLICY_REQUIRED' }),
});
export type CartCheckoutRequest = z.input<typeof cartCheckoutRequestSchema>;

export const cartItemSchema = z.object({
  itemId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: localizedTextSchema,
  imageUrl: z.string(),
  unitPriceGold: z.number().int(),
  /** The card price of one KEY (USD cents). */
  unitPriceUsdCents: z.number().int(),
  quantity: z.number().int(),
  lineTotalGold: z.number().int(),
  lineTotalUsdCents: z.number().int(),
  saleStatus: saleStatusSchema,
  supplyRemaining: z.number().int(),
  addedAt: isoDate,
  /** addedAt + CART_KEEP_DAYS: the line is dropped from then on. */
  expiresAt: isoDate,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  totalQuantity: z.number().int(),
  totalGold: z.number().int(),
  /** What a card checkout of every line charges (USD cents). */
  totalUsdCents: z.number().int(),
  goldBalance: z.number().int(),
  keepDays: z.number().int(),
  maxLines: z.number().int(),
  maxQuantity: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

/** One purchase per line, in the cart's order; the reveal shows them all. */
export const cartCheckoutResultSchema = z.object({
  purchaseIds: z.array(z.number().int()),
  totalGold: z.number().int(),
});
export type CartCheckoutResult = z.infer<typeof cartCheckoutResultSchema>;

/** `POST CART_API.cardCheckout`: the same order as with Gold, paid by card through `providerId`. */
export const cartCardCheckoutRequestSchema = cartCheckoutRequestSchema.extend({ providerId: plainText().min(1).max(64) });
export type CartCardCheckoutRequest = z.input<typeof cartCardCheckoutRequestSchema>;
/** Where to send the browser (the provider's hosted checkout) and what it charges: every line's USD price × quantity. */
export const cartCardCheckoutResultSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string(), usdCents: z.number().int() });
export type CartCardCheckoutResult = z.infer<typeof cartCardCheckoutResultSchema>;

export const cartCardConfirmRequestSchema = cardRevealConfirmRequestSchema;
export type CartCardConfirmRequest = z.infer<typeof cartCardConfirmRequestSchema>;
/** The confirmed payment's purchases, one per paid line in the cart's order. */
export const cartCardConfirmResultSchema = z.object({ purchaseIds: z.array(z.number().int()) });
export type CartCardConfirmResult = z.infer<typeof cartCardConfirmResultSchema>;
