import type { Kysely } from 'kysely';
import { couponDiscountGold, type CouponDiscountResult } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import * as repository from './coupon-repository';
import type { CouponTable } from './coupon-tables';

/** The member's coupon, still usable now, of the given kind (else the spec's coupon error). */
export async function usableCoupon(database: Kysely<Database>, userId: number, memberCouponId: number, kind: CouponTable['kind'], now: Date) {
  const row = await repository.memberCouponWithCoupon(database, userId, memberCouponId);
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  if (row.used_at !== null) throw new AppError('COUPON_UNUSABLE');
  if (new Date(row.expires_at) <= now) throw new AppError('COUPON_EXPIRED');
  if (row.kind !== kind || !row.active) throw new AppError('COUPON_UNUSABLE');
  return row;
}

/**
 * What a DISCOUNT coupon takes off an order of `quantity` KEYs of the project (the quote endpoint and the
 * purchase both use it). `database` may be a transaction.
 */
export async function discountQuote(
  database: Kysely<Database>,
  order: { userId: number; memberCouponId: number; projectId: number; quantity: number; now: Date },
): Promise<CouponDiscountResult> {
  const coupon = await usableCoupon(database, order.userId, order.memberCouponId, 'DISCOUNT', order.now);
  const project = await repository.projectPrice(database, order.projectId, order.now);
  if (!project) throw new AppError('PROJECT_NOT_FOUND');
  if (coupon.project_id !== null && coupon.project_id !== project.id) throw new AppError('COUPON_UNUSABLE');
  const originalGold = project.price_gold * order.quantity;
  const discountGold = couponDiscountGold(originalGold, { discountPercent: coupon.discount_percent, discountGold: coupon.discount_gold });
  return { originalGold, discountGold, totalGold: originalGold - discountGold };
}

/**
 * Marks the coupon used for `usedFor` inside the caller's transaction; only one request can (a concurrent one
 * finds it used and gets COUPON_UNUSABLE, which rolls its transaction back).
 */
export async function claimCoupon(trx: Kysely<Database>, claim: { userId: number; memberCouponId: number; usedFor: string; now: Date }) {
  const claimed = await repository.markUsed(trx, claim);
  if (claimed === undefined) throw new AppError('COUPON_UNUSABLE');
}
