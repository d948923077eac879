import { z } from 'zod';
import { idSchema, intSchema } from './input';
import { localizedTextSchema } from './i18n';

export const COUPON_KINDS = ['DISCOUNT', 'EXCHANGE', 'REVEAL'] as const;
export const couponKindSchema = z.enum(COUPON_KINDS);
export type CouponKind = z.infer<typeof couponKindSchema>;

export const COUPON_CODE_MAX = 32;

/** A coupon code: letters and digits only (compared without case: stored and sent upper case). */
export const couponCodeSchema = z
  .string({ error: 'COUPON_INVALID_CODE' })
  .trim()
  .min(1, 'COUPON_INVALID_CODE')
  .max(COUPON_CODE_MAX, 'COUPON_INVALID_CODE')
  .regex(/^[A-Za-z0-9]+$/, 'COUPON_INVALID_CODE')
  .transform((code) => code.toUpperCase());

/** `POST /api/coupon/register` and the register form on /my/coupons. */
export const couponRegisterRequestSchema = z.object({ code: couponCodeSchema });
export type CouponRegisterRequest = z.input<typeof couponRegisterRequestSchema>;

export const memberCouponSchema = z.object({
  id: idSchema,
  code: z.string(),
  kind: couponKindSchema,
  description: localizedTextSchema,
  discountPercent: z.number().int().nullable(),
  discountGold: z.number().int().nullable(),
  /** The KEY design an EXCHANGE coupon gives. */
  keyDesign: z.object({ id: idSchema, projectId: idSchema, name: localizedTextSchema }).nullable(),
  /** Only for purchases of this project (null: any project). */
  projectId: idSchema.nullable(),
  expiresAt: z.string(),
  registeredAt: z.string(),
  usedAt: z.string().nullable(),
  used: z.boolean(),
  expired: z.boolean(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

export const couponListSchema = z.object({ items: z.array(memberCouponSchema) });
export type CouponList = z.infer<typeof couponListSchema>;

/** `POST /api/coupon/exchange` (Idempotency-Key header): an EXCHANGE coupon for its KEY. */
export const couponExchangeRequestSchema = z.object({ memberCouponId: idSchema });
export const couponExchangeResultSchema = z.object({
  memberCouponId: idSchema,
  keyItemId: idSchema,
  keyDesignId: idSchema,
  projectId: idSchema,
  serialNo: z.number().int(),
});
export type CouponExchangeResult = z.infer<typeof couponExchangeResultSchema>;

/**
 * `POST /api/coupon/reveal/` (Idempotency-Key header): a REVEAL coupon's free draw of one KEY of the project
 * (the coupon's own project when it names one). The drawn KEY waits on /reveal like a bought one.
 */
export const couponRevealRequestSchema = z.object({ memberCouponId: idSchema, projectId: idSchema });
export type CouponRevealRequest = z.infer<typeof couponRevealRequestSchema>;
export const couponRevealResultSchema = z.object({ memberCouponId: idSchema, purchaseId: idSchema });
export type CouponRevealResult = z.infer<typeof couponRevealResultSchema>;

/** `POST /api/coupon/discount`: the Gold total of a project purchase with a DISCOUNT coupon (a quote; nothing is used). */
export const couponDiscountRequestSchema = z.object({
  memberCouponId: idSchema,
  projectId: idSchema,
  quantity: intSchema(1, 100),
});
export const couponDiscountResultSchema = z.object({
  originalGold: z.number().int(),
  discountGold: z.number().int(),
  totalGold: z.number().int(),
});
export type CouponDiscountResult = z.infer<typeof couponDiscountResultSchema>;

/** The Gold taken off `originalGold` by a percent or a fixed Gold discount (never more than the total). */
export function couponDiscountGold(originalGold: number, coupon: { discountPercent: number | null; discountGold: number | null }): number {
  const off = coupon.discountPercent !== null ? Math.floor((originalGold * coupon.discountPercent) / 100) : (coupon.discountGold ?? 0);
  return Math.max(0, Math.min(originalGold, off));
}
