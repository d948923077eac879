import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnershipDatabase } from '../ownership/ownership-tables';
import type { PurchaseDatabase } from '../purchases/purchase-tables';

/** The market reads listings (0012) beside KEY items and their purchases (whether a drawn KEY is revealed). */
export type MarketDatabase = OwnershipDatabase & PurchaseDatabase;

export const withMarket = (db: Kysely<Database>) => db as unknown as Kysely<MarketDatabase>;
export const asBase = (db: Kysely<MarketDatabase>) => db as unknown as Kysely<Database>;
