import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publishedBy } from '../catalog/catalog-repository';

/** Every SQL statement of the coupons module. */
type DB = Kysely<Database>;

export async function couponByCode(db: DB, code: string) {
  return db.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Whether the member already registered the coupon. */
export async function isRegisteredBy(db: DB, couponId: number, userId: number): Promise<boolean> {
  const mine = await db.selectFrom('member_coupon').select('id').where('coupon_id', '=', couponId).where('user_id', '=', userId).executeTakeFirst();
  return mine !== undefined;
}

/** One atomic step: the count never passes the maximum, whatever the number of concurrent registrations. */
export async function countRegistration(db: DB, couponId: number): Promise<boolean> {
  const counted = await db
    .updateTable('coupon')
    .set((eb) => ({ registered_count: eb('registered_count', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('max_registrations', 'is', null), eb('registered_count', '<', eb.ref('max_registrations'))]))
    .returning('id')
    .executeTakeFirst();
  return counted !== undefined;
}

/** The member's coupon row, or undefined when the member registered it already (a concurrent request). */
export async function insertMemberCoupon(db: DB, registration: { couponId: number; userId: number; now: Date }): Promise<number | undefined> {
  const inserted = await db
    .insertInto('member_coupon')
    .values({ coupon_id: registration.couponId, user_id: registration.userId, registered_at: registration.now })
    .onConflict((conflict) => conflict.columns(['coupon_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The member's coupons with their coupon and KEY design, newest first (`only`: that one member coupon). */
export async function memberCouponRows(db: DB, userId: number, only?: number) {
  let query = db
    .selectFrom('member_coupon')
    .innerJoin('coupon', 'coupon.id', 'member_coupon.coupon_id')
    .leftJoin('key_design', 'key_design.id', 'coupon.key_design_id')
    .select([
      'member_coupon.id',
      'member_coupon.registered_at',
      'member_coupon.used_at',
      'coupon.code',
      'coupon.kind',
      'coupon.title_ko',
      'coupon.title_en',
      'coupon.discount_percent',
      'coupon.discount_gold',
      'coupon.project_id',
      'coupon.expires_at',
      'key_design.id as design_id',
      'key_design.project_id as design_project_id',
      'key_design.name_ko as design_name_ko',
      'key_design.name_en as design_name_en',
    ])
    .where('member_coupon.user_id', '=', userId);
  if (only !== undefined) query = query.where('member_coupon.id', '=', only);
  return query.orderBy('member_coupon.id', 'desc').execute();
}

export type MemberCouponRow = Awaited<ReturnType<typeof memberCouponRows>>[number];

/** The member's coupon with its coupon row (whatever its state). */
export async function memberCouponWithCoupon(db: DB, userId: number, memberCouponId: number) {
  return db
    .selectFrom('member_coupon')
    .innerJoin('coupon', 'coupon.id', 'member_coupon.coupon_id')
    .selectAll('coupon')
    .select(['member_coupon.used_at', 'member_coupon.id as member_coupon_id'])
    .where('member_coupon.id', '=', memberCouponId)
    .where('member_coupon.user_id', '=', userId)
    .executeTakeFirst();
}

/** The project's Gold price, if members see it at `now`. */
export async function projectPrice(db: DB, projectId: number, now: Date) {
  return db.selectFrom('project as p').select(['p.id', 'p.price_gold']).where('p.id', '=', projectId).where(publishedBy('p', now)).executeTakeFirst();
}

/** Marks the member's unused coupon used; answers its id, or undefined when it was used already (or is not theirs). */
export async function markUsed(db: DB, claim: { userId: number; memberCouponId: number; usedFor: string; now: Date }): Promise<number | undefined> {
  const claimed = await db
    .updateTable('member_coupon')
    .set({ used_at: claim.now, used_for: claim.usedFor })
    .where('id', '=', claim.memberCouponId)
    .where('user_id', '=', claim.userId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed?.id;
}

/** What the used coupon was used for, once it is known (the KEY or the purchase it gave). */
export async function setUsedFor(db: DB, memberCouponId: number, usedFor: string): Promise<void> {
  await db.updateTable('member_coupon').set({ used_for: usedFor }).where('id', '=', memberCouponId).execute();
}

/** One KEY of the design's supply taken, if any is left. */
export async function takeDesignSupply(db: DB, designId: number) {
  return db
    .updateTable('key_design')
    .set((eb) => ({ supply_remaining: eb('supply_remaining', '-', 1) }))
    .where('id', '=', designId)
    .where('supply_remaining', '>=', 1)
    .returning(['id', 'project_id'])
    .executeTakeFirst();
}

export async function insertExchangeEvent(db: DB, event: { keyItemId: number; userId: number; now: Date }): Promise<void> {
  await db
    .insertInto('ownership_event')
    .values({ key_item_id: event.keyItemId, kind: 'EXCHANGE', from_user_id: null, to_user_id: event.userId, occurred_at: event.now })
    .execute();
}

/** A member's coupons still to use: not used and not expired (the `couponCount` of GET /api/user/me). */
export async function usableCouponCount(db: DB, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('member_coupon')
    .innerJoin('coupon', 'coupon.id', 'member_coupon.coupon_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('member_coupon.user_id', '=', userId)
    .where('member_coupon.used_at', 'is', null)
    .where('coupon.expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
