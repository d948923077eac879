import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnershipDatabase } from '../ownership/ownership-tables';
import type { PurchaseDatabase } from '../purchases/purchase-tables';
import type { TicketDatabase } from '../tickets/ticket-tables';

/** What the cabinet reads: the ownership tables with purchases and tickets (for reveals and activities). */
export type CabinetDatabase = OwnershipDatabase & PurchaseDatabase & TicketDatabase;

/** The same connection (or transaction), typed with the tables the cabinet reads. */
export const withCabinetTables = (db: Kysely<Database>) => db as unknown as Kysely<CabinetDatabase>;
