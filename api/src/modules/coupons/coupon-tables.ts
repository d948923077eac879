import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Tables of migration 0007-coupons (kept beside the module that owns them). */
export interface CouponTable {
  id: Generated<number>;
  code: string;
  kind: 'DISCOUNT' | 'EXCHANGE' | 'REVEAL';
  title_ko: string;
  title_en: string;
  discount_percent: Nullable<number>;
  discount_gold: Nullable<number>;
  key_design_id: Nullable<number>;
  project_id: Nullable<number>;
  starts_at: Timestamp;
  expires_at: Timestamp;
  max_registrations: Nullable<number>;
  registered_count: Generated<number>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface MemberCouponTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  registered_at: Timestamp;
  used_at: Nullable<Date>;
  used_for: Nullable<string>;
}

/** Tables of this module, part of the one `Database` (db/schema.ts). */
export interface CouponTables {
  coupon: CouponTable;
  member_coupon: MemberCouponTable;
}


/** A member's coupons still to use: not used and not expired (the `couponCount` of GET /api/user/me). */
export async function usableCouponCount(db: Kysely<Database>, userId: number, now: Date): Promise<number> {
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
