import type { ColumnType, Generated } from 'kysely';
import type { MonthlyAwardImpact } from 'shared-contract';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Tables of migration 0006-purchases (kept beside the module that owns them). */
export interface PurchaseTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  quantity: number;
  unit_price_gold: number;
  total_gold: number;
  pay_method: 'GOLD' | 'CARD' | 'COUPON' | 'REWARD';
  status: 'PAID' | 'REFUNDED' | 'CANCELLED';
  idempotency: string | null;
  created_at: Timestamp;
}

export interface PurchaseItemTable {
  id: Generated<number>;
  purchase_id: number;
  key_item_id: number;
  key_design_id: number;
  draw_position: number;
  design_remaining: number;
  pool_remaining: number;
  revealed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0019: one row per cancelled purchase (issue 13 A). */
export interface PurchaseCancelTable {
  purchase_id: number;
  user_id: number;
  cancelled_by: number;
  reason: string;
  cancelled_at: Timestamp;
  gold_returned: number;
  payment_id: string | null;
  usd_cents_returned: number;
  refund_status: 'NONE' | 'PENDING' | 'DONE';
  refund_method: 'VOID' | 'REFUND' | null;
  refund_ref: string | null;
  refunded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  member_coupon_id: number | null;
  monthly_impact: ColumnType<MonthlyAwardImpact, string, string>;
}

/** The items of a cancelled purchase, as they were in `purchase_item` (their KEY items went back to supply). */
export interface PurchaseCancelItemTable {
  purchase_item_id: number;
  purchase_id: number;
  key_item_id: number;
  key_design_id: number;
  draw_position: number;
  design_remaining: number;
  pool_remaining: number;
}

/** Tables of this module, part of the one `Database` (db/schema.ts). */
export interface PurchaseTables {
  purchase: PurchaseTable;
  purchase_item: PurchaseItemTable;
  purchase_cancel: PurchaseCancelTable;
  purchase_cancel_item: PurchaseCancelItemTable;
}
