import type { ColumnType, Generated } from 'kysely';

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
