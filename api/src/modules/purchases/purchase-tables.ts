import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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

export interface PurchaseDatabase extends Database {
  purchase: PurchaseTable;
  purchase_item: PurchaseItemTable;
}

/** The same connection, typed with the purchase tables. */
export const withPurchases = (db: Kysely<Database>) => db as unknown as Kysely<PurchaseDatabase>;
/** Back to the shared type (for helpers such as moveGold and notify). */
export const asDatabase = (db: Kysely<PurchaseDatabase>) => db as unknown as Kysely<Database>;
