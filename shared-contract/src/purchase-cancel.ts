import { z } from 'zod';
import { raritySchema } from './catalog';
import { pageQuerySchema } from './envelope';
import { localizedTextSchema } from './i18n';
import { plainText, queryId } from './input';
import { monthlyAwardImpactSchema } from './missions';
import { payMethodSchema } from './purchase';
import { staffMemberRefSchema } from './staff';

export const PURCHASE_CANCEL_REASON_MAX = 500;

/** How the console finds purchases: by member (e-mail, nickname or member number) or by purchase number. */
export const purchaseSearchBySchema = z.enum(['member', 'purchase']);
export type PurchaseSearchBy = z.infer<typeof purchaseSearchBySchema>;

export const purchaseSearchQuerySchema = pageQuerySchema.extend({
  by: purchaseSearchBySchema.default('member'),
  q: plainText({ error: 'PURCHASE_CANCEL_SEARCH_REQUIRED' })
    .trim()
    .min(1, { error: 'PURCHASE_CANCEL_SEARCH_REQUIRED' })
    .max(120, { error: 'PURCHASE_CANCEL_SEARCH_REQUIRED' }),
});
export type PurchaseSearchQuery = z.infer<typeof purchaseSearchQuerySchema>;

export const purchaseCancelParamsSchema = z.object({ purchaseId: queryId });

export const purchaseCancelInputSchema = z.object({
  reason: plainText({ multiline: true, error: 'PURCHASE_CANCEL_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'PURCHASE_CANCEL_REASON_REQUIRED' })
    .max(PURCHASE_CANCEL_REASON_MAX, { error: 'PURCHASE_CANCEL_REASON_TOO_LONG' }),
});
export type PurchaseCancelInput = z.infer<typeof purchaseCancelInputSchema>;

/** Why a purchase cannot be cancelled: each is an error code of the catalogue (shown in ko and en). */
export const PURCHASE_CANCEL_BLOCKERS = [
  'PURCHASE_ALREADY_CANCELLED',
  'PURCHASE_CANCEL_REFUNDED',
  'PURCHASE_CANCEL_PAY_METHOD',
  'PURCHASE_CANCEL_KEY_MOVED',
  'PURCHASE_CANCEL_KEY_LISTED',
  'PURCHASE_CANCEL_KEY_IN_TRANSFER',
  'PURCHASE_CANCEL_KEY_REVEALED',
  'PURCHASE_CANCEL_PAYMENT_NOT_FOUND',
] as const;
export const purchaseCancelBlockerSchema = z.enum(PURCHASE_CANCEL_BLOCKERS);
export type PurchaseCancelBlocker = z.infer<typeof purchaseCancelBlockerSchema>;

export const purchaseStatusSchema = z.enum(['PAID', 'REFUNDED', 'CANCELLED']);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

/** Where a KEY of the purchase stands now. */
export const purchaseKeyStateSchema = z.enum(['UNREVEALED', 'REVEALED', 'MOVED', 'LISTED', 'IN_TRANSFER', 'RETURNED']);
export type PurchaseKeyState = z.infer<typeof purchaseKeyStateSchema>;

export const adminPurchaseKeySchema = z.object({
  keyItemId: z.number().int(),
  serialNo: z.number().int(),
  keyDesignId: z.number().int(),
  name: localizedTextSchema,
  rarity: raritySchema,
  state: purchaseKeyStateSchema,
});
export type AdminPurchaseKey = z.infer<typeof adminPurchaseKeySchema>;

/** The card side of a purchase: the payment, and the part of it this purchase stands for (a cart pays several). */
export const purchaseCardSchema = z.object({
  paymentId: z.string(),
  provider: z.string(),
  paymentUsdCents: z.number().int(),
  usdCents: z.number().int(),
});

export const cancelRefundStatusSchema = z.enum(['NONE', 'PENDING', 'DONE']);
export const cancelRefundMethodSchema = z.enum(['VOID', 'REFUND']);

export const purchaseCancellationSchema = z.object({
  cancelledAt: z.string(),
  cancelledBy: staffMemberRefSchema,
  reason: z.string(),
  goldReturned: z.number().int(),
  usdCentsReturned: z.number().int(),
  /** NONE for Gold; PENDING until the card processor confirmed the void or refund. */
  refundStatus: cancelRefundStatusSchema,
  refundMethod: cancelRefundMethodSchema.nullable(),
  couponReturned: z.boolean(),
  monthlyImpact: monthlyAwardImpactSchema,
});
export type PurchaseCancellation = z.infer<typeof purchaseCancellationSchema>;

export const adminPurchaseSchema = z.object({
  purchaseId: z.number().int(),
  member: staffMemberRefSchema,
  projectId: z.number().int(),
  projectTitle: localizedTextSchema,
  quantity: z.number().int(),
  unitPriceGold: z.number().int(),
  totalGold: z.number().int(),
  payMethod: payMethodSchema,
  status: purchaseStatusSchema,
  createdAt: z.string(),
  card: purchaseCardSchema.nullable(),
  coupon: z.object({ memberCouponId: z.number().int(), title: localizedTextSchema }).nullable(),
  keys: z.array(adminPurchaseKeySchema),
  /** Empty when it can be cancelled now; else every reason it cannot (most telling first). */
  blockers: z.array(purchaseCancelBlockerSchema),
  cancellation: purchaseCancellationSchema.nullable(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

export const purchaseSearchResultSchema = z.object({
  /** The member found (by member search, or the buyer of the purchase found), or null. */
  member: staffMemberRefSchema.nullable(),
  items: z.array(adminPurchaseSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type PurchaseSearchResult = z.infer<typeof purchaseSearchResultSchema>;

/** What a cancellation gives back. */
export const purchaseReturnsSchema = z.object({
  gold: z.number().int(),
  card: purchaseCardSchema.nullable(),
  coupon: z.object({ memberCouponId: z.number().int(), title: localizedTextSchema }).nullable(),
  /** KEYs going back to supply, per design. */
  supply: z.array(z.object({ keyDesignId: z.number().int(), name: localizedTextSchema, count: z.number().int() })),
});
export type PurchaseReturns = z.infer<typeof purchaseReturnsSchema>;

export const purchaseCancelPreviewSchema = z.object({
  purchase: adminPurchaseSchema,
  returns: purchaseReturnsSchema,
  monthlyImpact: monthlyAwardImpactSchema,
});
export type PurchaseCancelPreview = z.infer<typeof purchaseCancelPreviewSchema>;

export const purchaseCancelResultSchema = z.object({
  purchase: adminPurchaseSchema,
  returns: purchaseReturnsSchema,
  refundStatus: cancelRefundStatusSchema,
  refundMethod: cancelRefundMethodSchema.nullable(),
  monthlyImpact: monthlyAwardImpactSchema,
});
export type PurchaseCancelResult = z.infer<typeof purchaseCancelResultSchema>;
