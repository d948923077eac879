import type { Kysely } from 'kysely';
import { MARKET_PRICE_HISTORY_LIMIT, RARITIES, type MarketFacets, type MarketFilters, type MarketPricePoint, type MarketPrices } from 'shared-contract';
import { activeListingsMatching } from './market-filters';
import { listingsWithKeys } from './market-listings';
import { activeFloorOf, newestSalesOf, salesOf } from './market-price-sql';
import type { Database } from '../../db/schema';

/** Issue 15: the market's filters and their counts, and price discovery per KEY design or project (reads only). */

/** How many ACTIVE listings match, and per project, KEY design and rarity how many each choice would match. */
export async function marketFacets(db: Kysely<Database>, filters: MarketFilters): Promise<MarketFacets> {
  const facet = (except: readonly (keyof MarketFilters)[]) => activeListingsMatching(listingsWithKeys(db), filters, except).clearSelect();
  const [total, projects, designs, rarities] = await Promise.all([
    facet([]).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    facet(['projectId', 'keyDesignId'])
      .select(['d.project_id', 'p.title_ko', 'p.title_en'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .groupBy(['d.project_id', 'p.title_ko', 'p.title_en'])
      .orderBy('d.project_id')
      .execute(),
    facet(['keyDesignId'])
      .select(['d.id as design_id', 'd.project_id', 'd.name_ko', 'd.name_en', 'd.rarity'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .groupBy(['d.id', 'd.project_id', 'd.name_ko', 'd.name_en', 'd.rarity'])
      .orderBy('d.project_id')
      .orderBy('d.id')
      .execute(),
    facet(['rarity']).select('d.rarity').select((eb) => eb.fn.countAll<number>().as('count')).groupBy('d.rarity').execute(),
  ]);
  const byRarity = new Map(rarities.map((row) => [row.rarity, Number(row.count)]));
  return {
    total: Number(total.count),
    projects: projects.map((row) => ({ id: row.project_id, title: { ko: row.title_ko, en: row.title_en }, count: Number(row.count) })),
    designs: designs.map((row) => ({ id: row.design_id, projectId: row.project_id, name: { ko: row.name_ko, en: row.name_en }, rarity: row.rarity, count: Number(row.count) })),
    rarities: RARITIES.filter((rarity) => byRarity.has(rarity)).map((rarity) => ({ rarity, count: byRarity.get(rarity) ?? 0 })),
  };
}

export type PriceScope = { keyDesignId: number } | { projectId: number };

/** Whether the KEY design or project of a price scope exists. */
export async function priceScopeExists(db: Kysely<Database>, scope: PriceScope): Promise<boolean> {
  const row =
    'keyDesignId' in scope
      ? await db.selectFrom('key_design').select('id').where('id', '=', scope.keyDesignId).executeTakeFirst()
      : await db.selectFrom('project').select('id').where('id', '=', scope.projectId).executeTakeFirst();
  return row !== undefined;
}

/** The floor, the last sale, the number listed and the newest sales (oldest first) of a KEY design or a project. */
export async function marketPrices(db: Kysely<Database>, scope: PriceScope): Promise<MarketPrices> {
  const [floor, saleCount, newest] = await Promise.all([
    activeFloorOf(db, scope).executeTakeFirstOrThrow(),
    salesOf(db, scope).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    newestSalesOf(db, scope)
      .innerJoin('key_item as ki', 'ki.id', 'sl.key_item_id')
      .select(['ss.listing_id', 'sl.key_design_id', 'ki.serial_no', 'ss.price_gold', 'ss.occurred_at'])
      .limit(MARKET_PRICE_HISTORY_LIMIT)
      .execute(),
  ]);
  const history: MarketPricePoint[] = newest.reverse().map((row) => ({
    listingId: row.listing_id,
    keyDesignId: row.key_design_id,
    serialNo: row.serial_no,
    priceGold: row.price_gold,
    occurredAt: new Date(row.occurred_at).toISOString(),
  }));
  return {
    floorGold: floor.floor === null ? null : Number(floor.floor),
    lastSale: history.at(-1) ?? null,
    listedCount: Number(floor.count),
    saleCount: Number(saleCount.count),
    history,
  };
}
