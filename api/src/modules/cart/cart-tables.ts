import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The table of migration 0010-cart (kept beside the module that owns it). */
export interface CartItemTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  quantity: number;
  added_at: Timestamp;
  updated_at: Timestamp;
}

/** The cart buys through the purchase tables, so it sees them too. */
/** Tables of this module, part of the one `Database` (db/schema.ts). */
export interface CartTables {
  cart_item: CartItemTable;
}
