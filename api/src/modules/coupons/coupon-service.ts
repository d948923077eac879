import type { Kysely } from 'kysely';
import {
  type CouponDiscountResult,
  type CouponExchangeResult,
  type CouponList,
  type CouponRevealRequest,
  type CouponRevealResult,
  type MemberCoupon,
} from 'shared-contract';
import type { Clock } from '../../clock';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isDesignPublished } from '../catalog/catalog-repository';
import { idempotent, type StoredAnswer } from '../idempotency/idempotent';
import { purchaseInTransaction } from '../purchase/purchase-transaction';
import { takeKeyItems } from '../purchase/key-supply';
import { claimCoupon, discountQuote, usableCoupon as usableCouponOf } from './coupon-discount';
import * as repository from './coupon-repository';

type DB = Kysely<Database>;

const iso = (value: Date | string) => new Date(value).toISOString();

const toMemberCoupon = (row: repository.MemberCouponRow, now: Date): MemberCoupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  description: { ko: row.title_ko, en: row.title_en },
  discountPercent: row.discount_percent,
  discountGold: row.discount_gold,
  keyDesign:
    row.design_id !== null && row.design_project_id !== null
      ? { id: row.design_id, projectId: row.design_project_id, name: { ko: row.design_name_ko ?? '', en: row.design_name_en ?? '' } }
      : null,
  projectId: row.project_id,
  expiresAt: iso(row.expires_at),
  registeredAt: iso(row.registered_at),
  usedAt: row.used_at ? iso(row.used_at) : null,
  used: row.used_at !== null,
  expired: new Date(row.expires_at) <= now,
});

const listOf = async (db: DB, userId: number, now: Date, only?: number): Promise<MemberCoupon[]> =>
  (await repository.memberCouponRows(db, userId, only)).map((row) => toMemberCoupon(row, now));

export async function couponsOf(db: DB, userId: number, now: Date): Promise<CouponList> {
  return { items: await listOf(db, userId, now) };
}

/** Registers a coupon by its code: the checks, then one transaction that counts the registration and records it. */
export async function registerCoupon(db: DB, { user, code, now }: { user: AppUserRow; code: string; now: Date }): Promise<MemberCoupon> {
  const coupon = await repository.couponByCode(db, code);
  if (!coupon) throw new AppError('COUPON_INVALID_CODE');
  if (await repository.isRegisteredBy(db, coupon.id, user.id)) throw new AppError('COUPON_ALREADY_REGISTERED');
  if (new Date(coupon.expires_at) <= now) throw new AppError('COUPON_EXPIRED');
  if (!coupon.active || new Date(coupon.starts_at) > now) throw new AppError('COUPON_UNUSABLE');

  const id = await db.transaction().execute(async (trx) => {
    if (!(await repository.countRegistration(trx, coupon.id))) throw new AppError('COUPON_UNUSABLE');
    const inserted = await repository.insertMemberCoupon(trx, { couponId: coupon.id, userId: user.id, now });
    // Registered by a concurrent request of the same member: this one's count is rolled back.
    if (inserted === undefined) throw new AppError('COUPON_ALREADY_REGISTERED');
    return inserted;
  });
  const [registered] = await listOf(db, user.id, now, id);
  if (!registered) throw new Error(`member coupon ${id} vanished`);
  return registered;
}

/** An EXCHANGE coupon for its KEY, once per Idempotency-Key. */
export async function exchangeCoupon(
  db: DB,
  clock: Clock,
  { user, key, input }: { user: AppUserRow; key: string; input: { memberCouponId: number } },
): Promise<StoredAnswer<CouponExchangeResult>> {
  return idempotent(db, { scope: 'coupon-exchange', key, userId: user.id, request: input, now: clock.now() }, async (base) => {
    const now = clock.now();
    const coupon = await usableCouponOf(base, user.id, input.memberCouponId, 'EXCHANGE', now);
    const designId = coupon.key_design_id;
    if (designId === null) throw new AppError('COUPON_UNUSABLE');
    // A KEY of a project members do not see yet (a draft or scheduled one) is not given.
    if (!(await isDesignPublished(base, designId, now))) throw new AppError('KEY_NOT_FOUND');
    // Used at most once: only the request that marks it used goes on (a concurrent one finds it used).
    const claimed = await repository.markUsed(base, { userId: user.id, memberCouponId: input.memberCouponId, usedFor: 'KEY_EXCHANGE', now });
    if (claimed === undefined) throw new AppError('COUPON_UNUSABLE');
    const design = await repository.takeDesignSupply(base, designId);
    if (!design) throw new AppError('KEY_NO_LONGER_AVAILABLE');
    const [item] = await takeKeyItems(base, { designId: design.id, count: 1, ownerId: user.id, now });
    if (!item) throw new Error('takeKeyItems answered no item');
    await repository.insertExchangeEvent(base, { keyItemId: item.id, userId: user.id, now });
    await repository.setUsedFor(base, claimed, `key_item:${item.id}`);
    const result: CouponExchangeResult = {
      memberCouponId: claimed,
      keyItemId: item.id,
      keyDesignId: design.id,
      projectId: design.project_id,
      serialNo: item.serial_no,
    };
    return { status: 200, body: result };
  });
}

/** A REVEAL coupon: one free random draw, recorded as a purchase paid with the coupon, revealed on /reveal. */
export async function revealCoupon(
  db: DB,
  clock: Clock,
  { user, key, input }: { user: AppUserRow; key: string; input: CouponRevealRequest },
): Promise<StoredAnswer<CouponRevealResult>> {
  return idempotent(db, { scope: 'coupon-reveal', key, userId: user.id, request: input, now: clock.now() }, async (base) => {
    const now = clock.now();
    const coupon = await usableCouponOf(base, user.id, input.memberCouponId, 'REVEAL', now);
    if (coupon.project_id !== null && coupon.project_id !== input.projectId) throw new AppError('COUPON_UNUSABLE');
    // Claimed first: of concurrent requests only one goes on to draw.
    await claimCoupon(base, { userId: user.id, memberCouponId: input.memberCouponId, usedFor: 'FREE_REVEAL', now });
    const purchase = await purchaseInTransaction(base, {
      user,
      projectId: input.projectId,
      quantity: 1,
      idempotency: `coupon:${input.memberCouponId}`,
      now,
      payMethod: 'COUPON',
    });
    await repository.setUsedFor(base, input.memberCouponId, `purchase:${purchase.purchaseId}`);
    const result: CouponRevealResult = { memberCouponId: input.memberCouponId, purchaseId: purchase.purchaseId };
    return { status: 200, body: result };
  });
}

/** What a DISCOUNT coupon takes off an order (a quote; nothing is used). */
export async function quoteDiscount(
  db: DB,
  order: { userId: number; memberCouponId: number; projectId: number; quantity: number; now: Date },
): Promise<CouponDiscountResult> {
  return discountQuote(db, order);
}
