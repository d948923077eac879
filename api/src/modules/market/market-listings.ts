import type { Kysely } from 'kysely';
import type { MarketFilters, MarketKeySet, MarketListing, MarketListingItem, MarketSale, MarketSort } from 'shared-contract';
import { DRAWN_KEY_COLUMNS, drawnKeyOf, type DrawnKeyRow } from '../catalog/drawn-key';
import type { ListingStatus } from '../ownership/ownership-tables';
import { activeListingsMatching } from './market-filters';
import { activeFloorOf, newestSalesOf } from './market-price-sql';
import type { Database } from '../../db/schema';

/** Listings joined to their KEY item, design, project and seller, as the market shows them. */
export const listingsWithKeys = (db: Kysely<Database>) =>
  db
    .selectFrom('market_listing as l')
    .innerJoin('key_item as ki', 'ki.id', 'l.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'l.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .innerJoin('app_user as u', 'u.id', 'l.seller_id')
    .select([
      'l.id',
      'l.key_item_id',
      'l.price_gold',
      'l.status',
      'l.seller_id',
      'l.created_at',
      'ki.serial_no',
      ...DRAWN_KEY_COLUMNS,
      'u.nickname',
    ]);

export interface ListingRow extends DrawnKeyRow {
  id: number;
  key_item_id: number;
  price_gold: number;
  status: ListingStatus;
  seller_id: number;
  created_at: Date;
  serial_no: number;
  nickname: string | null;
}

export const toMarketListing = (row: ListingRow): MarketListing => ({
  id: row.id,
  keyItemId: row.key_item_id,
  serialNo: row.serial_no,
  priceGold: row.price_gold,
  status: row.status,
  sellerNickname: row.nickname,
  createdAt: row.created_at.toISOString(),
  key: drawnKeyOf(row),
});

export async function findListing(db: Kysely<Database>, listingId: number): Promise<MarketListing | undefined> {
  const row = await listingsWithKeys(db).where('l.id', '=', listingId).executeTakeFirst();
  return row ? toMarketListing(row) : undefined;
}

type ListingSearch = MarketFilters & { sort: MarketSort; page: number; size: number };

/** The page of ACTIVE listings matching the market's filters, sorted by price or newest first (ties by id), and how many match. */
function listingsPage(db: Kysely<Database>, query: ListingSearch) {
  const filtered = activeListingsMatching(listingsWithKeys(db), query);
  const sorted =
    query.sort === 'price_asc'
      ? filtered.orderBy('l.price_gold', 'asc').orderBy('l.id', 'asc')
      : query.sort === 'price_desc'
        ? filtered.orderBy('l.price_gold', 'desc').orderBy('l.id', 'desc')
        : filtered.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
  return {
    page: sorted.limit(query.size).offset((query.page - 1) * query.size),
    total: async () => Number((await filtered.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
  };
}

/** ACTIVE listings matching the market's filters, in the chosen order. */
export async function searchListings(db: Kysely<Database>, query: ListingSearch) {
  const { page, total } = listingsPage(db, query);
  const [rows, count] = await Promise.all([page.execute(), total()]);
  return { items: rows.map(toMarketListing), total: count };
}

/**
 * The market's list (issue 15): `searchListings` with each listing's KEY design floor and last sale, read in the same
 * query by a lateral join per listing on the price SQL of `GET /api/market/prices`.
 */
export async function browseListings(db: Kysely<Database>, query: ListingSearch): Promise<{ items: MarketListingItem[]; total: number }> {
  const { page, total } = listingsPage(db, query);
  const priced = page
    .leftJoinLateral((eb) => activeFloorOf(db, { keyDesignId: eb.ref('l.key_design_id') }).as('dp_floor'), (join) => join.onTrue())
    .leftJoinLateral(
      (eb) => newestSalesOf(db, { keyDesignId: eb.ref('l.key_design_id') }).select('ss.price_gold as last_sale_gold').limit(1).as('dp_last'),
      (join) => join.onTrue(),
    )
    .select(['dp_floor.floor as design_floor_gold', 'dp_last.last_sale_gold']);
  const [rows, count] = await Promise.all([priced.execute(), total()]);
  const items = rows.map((row) => ({
    ...toMarketListing(row),
    designPrices: {
      floorGold: row.design_floor_gold === null ? null : Number(row.design_floor_gold),
      lastSaleGold: row.last_sale_gold,
    },
  }));
  return { items, total: count };
}

/** The sales of one KEY design, newest first (the settlement is the record of a sale). */
export async function salesOfDesign(db: Kysely<Database>, designId: number, limit = 50): Promise<MarketSale[]> {
  const rows = await newestSalesOf(db, { keyDesignId: designId })
    .innerJoin('key_item as ki', 'ki.id', 'sl.key_item_id')
    .select(['ss.listing_id', 'ss.price_gold', 'ss.occurred_at', 'ki.serial_no'])
    .limit(limit)
    .execute();
  return rows.map((row) => ({ listingId: row.listing_id, serialNo: row.serial_no, priceGold: row.price_gold, occurredAt: new Date(row.occurred_at).toISOString() }));
}

/** `GET MARKET_API.keySet`: the design's ACTIVE listings (cheapest first) and its sales (newest first); null for an unknown design. */
export async function keySetOf(db: Kysely<Database>, designId: number): Promise<MarketKeySet | null> {
  const design = await db.selectFrom('key_design').select('id').where('id', '=', designId).executeTakeFirst();
  if (!design) return null;
  const [listings, history] = await Promise.all([searchListings(db, { keyDesignId: designId, sort: 'price_asc', page: 1, size: 100 }), salesOfDesign(db, designId)]);
  return { keyDesignId: designId, listings: listings.items, history };
}
