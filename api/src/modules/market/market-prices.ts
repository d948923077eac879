import type { Kysely } from 'kysely';
import { MARKET_PRICE_HISTORY_LIMIT, RARITIES, type MarketFacets, type MarketFilters, type MarketPricePoint, type MarketPrices } from 'shared-contract';
import { activeFloor, newestSales, saleCount } from './market-price-repository';
import * as repository from './market-repository';
import type { Database } from '../../db/schema';

/** Issue 15: the market's filters and their counts, and price discovery per KEY design or project (reads only). */

/** How many ACTIVE listings match, and per project, KEY design and rarity how many each choice would match. */
export async function marketFacets(db: Kysely<Database>, filters: MarketFilters): Promise<MarketFacets> {
  const [total, projects, designs, rarities] = await Promise.all([
    repository.countActiveListings(db, filters),
    repository.activeListingCountsByProject(db, filters, ['projectId', 'keyDesignId']),
    repository.activeListingCountsByDesign(db, filters, ['keyDesignId']),
    repository.activeListingCountsByRarity(db, filters, ['rarity']),
  ]);
  const byRarity = new Map(rarities.map((row) => [row.rarity, Number(row.count)]));
  return {
    total: Number(total.count),
    projects: projects.map((row) => ({ id: row.project_id, title: { ko: row.title_ko, en: row.title_en }, count: Number(row.count) })),
    designs: designs.map((row) => ({
      id: row.design_id,
      projectId: row.project_id,
      name: { ko: row.name_ko, en: row.name_en },
      rarity: row.rarity,
      count: Number(row.count),
    })),
    rarities: RARITIES.filter((rarity) => byRarity.has(rarity)).map((rarity) => ({ rarity, count: byRarity.get(rarity) ?? 0 })),
  };
}

export type PriceScope = { keyDesignId: number } | { projectId: number };

/** Whether the KEY design or project of a price scope exists and members see it at `now`. */
export async function priceScopeExists(db: Kysely<Database>, scope: PriceScope, now: Date): Promise<boolean> {
  return 'keyDesignId' in scope ? repository.keyDesignVisible(db, scope.keyDesignId, now) : repository.projectVisible(db, scope.projectId, now);
}

/** The floor, the last sale, the number listed and the newest sales (oldest first) of a KEY design or a project. */
export async function marketPrices(db: Kysely<Database>, scope: PriceScope): Promise<MarketPrices> {
  const [floor, sales, newest] = await Promise.all([activeFloor(db, scope), saleCount(db, scope), newestSales(db, scope, MARKET_PRICE_HISTORY_LIMIT)]);
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
    saleCount: Number(sales.count),
    history,
  };
}
