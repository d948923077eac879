import { z } from 'zod';
import { idSchema, INT4_MAX, intSchema, plainText, queryId } from './input';
import { keySummarySchema, raritySchema, saleStatusSchema } from './catalog';
import { pageOf, pageQuerySchema } from './envelope';
import { localizedTextSchema } from './i18n';

/** KEY purchase with Gold (random draw) and the reveal of what was drawn. Dates are ISO-8601 UTC strings. */

const id = queryId;
const isoDate = z.string();

/** How a purchase was paid: Gold, card, or a REVEAL coupon's free draw (price 0). */
/** REWARD: a KEY given, not bought (the KEY of the Month). */
export const payMethodSchema = z.enum(['GOLD', 'CARD', 'COUPON', 'REWARD']);
export type PayMethod = z.infer<typeof payMethodSchema>;

export const PURCHASE_MAX_QUANTITY = 10;

export const projectOddsQuerySchema = z.object({ id });

export const keyOddsSchema = z.object({
  keyId: z.number().int(),
  name: localizedTextSchema,
  rarity: raritySchema,
  imageUrl: z.string(),
  supplyTotal: z.number().int(),
  supplyRemaining: z.number().int(),
  /** supplyRemaining / the project's total remaining (0 when nothing remains). */
  probability: z.number(),
});
export type KeyOdds = z.infer<typeof keyOddsSchema>;

export const projectOddsSchema = z.object({
  projectId: z.number().int(),
  priceGold: z.number().int(),
  saleStatus: saleStatusSchema,
  supplyRemaining: z.number().int(),
  keys: z.array(keyOddsSchema),
});
export type ProjectOdds = z.infer<typeof projectOddsSchema>;

/** The purchase dialog's form and the request body (the refund policy must be ticked). */
export const coinRevealRequestSchema = z.object({
  projectId: idSchema,
  quantity: intSchema(1, PURCHASE_MAX_QUANTITY),
  agreeRefundPolicy: z.boolean({ error: 'REFUND_POLICY_REQUIRED' }).refine((agreed) => agreed, { message: 'REFUND_POLICY_REQUIRED' }),
  /** An unused DISCOUNT coupon of the member (GET /api/coupon/list), used in the purchase's transaction. */
  memberCouponId: idSchema.optional(),
});
export type CoinRevealRequest = z.input<typeof coinRevealRequestSchema>;

export const coinRevealResultSchema = z.object({
  purchaseId: z.number().int(),
  items: z.array(z.object({ purchaseItemId: z.number().int(), revealed: z.boolean() })),
});
export type CoinRevealResult = z.infer<typeof coinRevealResultSchema>;

/** `POST /api/payment/reveal`: the same order as with Gold, paid by card through `providerId`. */
export const cardRevealRequestSchema = coinRevealRequestSchema.extend({ providerId: plainText().min(1).max(64) });
export type CardRevealRequest = z.input<typeof cardRevealRequestSchema>;
export const cardRevealResultSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string(), usdCents: z.number().int() });
export type CardRevealResult = z.infer<typeof cardRevealResultSchema>;
export const cardRevealConfirmRequestSchema = z.object({ paymentId: plainText().min(1).max(64), token: plainText().min(1).max(256) });
export type CardRevealConfirmRequest = z.infer<typeof cardRevealConfirmRequestSchema>;

/** A drawn KEY design as the reveal shows it. */
export const drawnKeySchema = keySummarySchema.pick({ id: true, projectId: true, projectTitle: true, name: true, rarity: true, imageUrl: true });
export type DrawnKey = z.infer<typeof drawnKeySchema>;

export const pendingRevealSchema = z.object({
  items: z.array(
    z.object({
      purchaseItemId: z.number().int(),
      purchaseId: z.number().int(),
      projectId: z.number().int(),
      projectTitle: localizedTextSchema,
      createdAt: isoDate,
    }),
  ),
});
export type PendingReveal = z.infer<typeof pendingRevealSchema>;

export const revealedItemSchema = z.object({
  purchaseItemId: z.number().int(),
  purchaseId: z.number().int(),
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  revealedAt: isoDate,
  key: drawnKeySchema,
});
export type RevealedItem = z.infer<typeof revealedItemSchema>;

export const revealItemParamsSchema = z.object({ purchaseItemId: id });
export const revealTotalQuerySchema = z.object({ purchaseId: id });
/** `POST /api/reveal/purchase/{purchaseId}/all`. */
export const revealAllParamsSchema = z.object({ purchaseId: id });

export const revealTotalSchema = z.object({
  purchaseId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: localizedTextSchema,
  quantity: z.number().int(),
  unitPriceGold: z.number().int(),
  totalGold: z.number().int(),
  payMethod: payMethodSchema,
  createdAt: isoDate,
  items: z.array(
    z.object({
      purchaseItemId: z.number().int(),
      revealed: z.boolean(),
      keyItemId: z.number().int().nullable(),
      serialNo: z.number().int().nullable(),
      key: drawnKeySchema.nullable(),
    }),
  ),
});
export type RevealTotal = z.infer<typeof revealTotalSchema>;

export const myKeySchema = z.object({
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  acquiredAt: isoDate,
  key: drawnKeySchema,
});
export type MyKey = z.infer<typeof myKeySchema>;
export const myKeysSchema = z.object({ items: z.array(myKeySchema) });
export type MyKeys = z.infer<typeof myKeysSchema>;

export const purchaseHistoryItemSchema = z.object({
  purchaseId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: localizedTextSchema,
  quantity: z.number().int(),
  unitPriceGold: z.number().int(),
  totalGold: z.number().int(),
  payMethod: payMethodSchema,
  status: z.string(),
  revealedCount: z.number().int(),
  createdAt: isoDate,
});
export type PurchaseHistoryItem = z.infer<typeof purchaseHistoryItemSchema>;
export const paymentHistoryQuerySchema = pageQuerySchema;
export const paymentHistorySchema = pageOf(purchaseHistoryItemSchema);

export const testGoldSchema = z.object({ userId: idSchema, amount: intSchema(-INT4_MAX, INT4_MAX).refine((amount) => amount !== 0) });
export const testGoldResultSchema = z.object({ balance: z.number().int() });
