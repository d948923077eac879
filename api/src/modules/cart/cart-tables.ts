import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PurchaseDatabase } from '../purchases/purchase-tables';

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
export interface CartDatabase extends PurchaseDatabase {
  cart_item: CartItemTable;
}

/** The same connection, typed with the cart and purchase tables. */
export const withCart = (db: Kysely<Database>) => db as unknown as Kysely<CartDatabase>;
/** Back to the purchase tables' type (for purchaseInTransaction). */
export const asPurchaseDatabase = (db: Kysely<CartDatabase>) => db as unknown as Kysely<PurchaseDatabase>;
