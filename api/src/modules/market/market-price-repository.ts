import type { Expression, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The one SQL of the market's price discovery (issue 15), read by `GET /api/market/prices` and by the listing lists
 * (per listing, a lateral join on its design). A design may be a value or the outer query's column; the aliases
 * (`fl`, `fd`, `ss`, `sl`) differ from the listing queries' own so an outer column is never shadowed.
 */
export type PriceSqlScope = { keyDesignId: number | Expression<number> } | { projectId: number };

/** The lowest price and the number of the scope's ACTIVE listings (one row; the floor is null when none). */
export const activeFloorOf = (db: Kysely<Database>, scope: PriceSqlScope) =>
  db
    .selectFrom('market_listing as fl')
    .innerJoin('key_design as fd', 'fd.id', 'fl.key_design_id')
    .where('fl.status', '=', 'ACTIVE')
    .where('keyDesignId' in scope ? 'fl.key_design_id' : 'fd.project_id', '=', 'keyDesignId' in scope ? scope.keyDesignId : scope.projectId)
    .select((eb) => [eb.fn.min<number | null>('fl.price_gold').as('floor'), eb.fn.countAll<number>().as('count')]);

/** The scope's completed market sales (a settlement is the record of a sale). */
export const salesOf = (db: Kysely<Database>, scope: PriceSqlScope) =>
  db
    .selectFrom('market_settlement as ss')
    .innerJoin('market_listing as sl', 'sl.id', 'ss.listing_id')
    .where('keyDesignId' in scope ? 'sl.key_design_id' : 'ss.project_id', '=', 'keyDesignId' in scope ? scope.keyDesignId : scope.projectId);

/** The same sales, newest first (ties by listing, newest first). */
export const newestSalesOf = (db: Kysely<Database>, scope: PriceSqlScope) =>
  salesOf(db, scope).orderBy('ss.occurred_at', 'desc').orderBy('ss.listing_id', 'desc');

/** The floor and the number listed of a scope (one row). */
export const activeFloor = (db: Kysely<Database>, scope: PriceSqlScope) => activeFloorOf(db, scope).executeTakeFirstOrThrow();

/** How many sales a scope had. */
export const saleCount = (db: Kysely<Database>, scope: PriceSqlScope) =>
  salesOf(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();

/** The newest `limit` sales of a scope, newest first, each with its KEY design and serial. */
export const newestSales = (db: Kysely<Database>, scope: PriceSqlScope, limit: number) =>
  newestSalesOf(db, scope)
    .innerJoin('key_item as ki', 'ki.id', 'sl.key_item_id')
    .select(['ss.listing_id', 'sl.key_design_id', 'ki.serial_no', 'ss.price_gold', 'ss.occurred_at'])
    .limit(limit)
    .execute();

/** The newest `limit` sales of one KEY design, newest first, each with its serial. */
export const designSales = (db: Kysely<Database>, designId: number, limit: number) =>
  newestSalesOf(db, { keyDesignId: designId })
    .innerJoin('key_item as ki', 'ki.id', 'sl.key_item_id')
    .select(['ss.listing_id', 'ss.price_gold', 'ss.occurred_at', 'ki.serial_no'])
    .limit(limit)
    .execute();
