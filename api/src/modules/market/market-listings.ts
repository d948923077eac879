import type { Kysely } from 'kysely';
import type { MarketFilters, MarketListing, MarketSale, MarketSort } from 'shared-contract';
import { DRAWN_KEY_COLUMNS, drawnKeyOf, type DrawnKeyRow } from '../catalog/drawn-key';
import type { ListingStatus } from '../ownership/ownership-tables';
import { activeListingsMatching } from './market-filters';
import type { MarketDatabase } from './market-tables';

/** Listings joined to their KEY item, design, project and seller, as the market shows them. */
export const listingsWithKeys = (db: Kysely<MarketDatabase>) =>
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

export async function findListing(db: Kysely<MarketDatabase>, listingId: number): Promise<MarketListing | undefined> {
  const row = await listingsWithKeys(db).where('l.id', '=', listingId).executeTakeFirst();
  return row ? toMarketListing(row) : undefined;
}

/** ACTIVE listings matching the market's filters, sorted by price or newest first (ties by id). */
export async function searchListings(db: Kysely<MarketDatabase>, query: MarketFilters & { sort: MarketSort; page: number; size: number }) {
  const filtered = activeListingsMatching(listingsWithKeys(db), query);
  const sorted =
    query.sort === 'price_asc'
      ? filtered.orderBy('l.price_gold', 'asc').orderBy('l.id', 'asc')
      : query.sort === 'price_desc'
        ? filtered.orderBy('l.price_gold', 'desc').orderBy('l.id', 'desc')
        : filtered.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
  const [rows, count] = await Promise.all([
    sorted.limit(query.size).offset((query.page - 1) * query.size).execute(),
    filtered.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toMarketListing), total: Number(count.total) };
}

/** The sales of one KEY design, newest first (the settlement is the record of a sale). */
export async function salesOfDesign(db: Kysely<MarketDatabase>, designId: number, limit = 50): Promise<MarketSale[]> {
  const rows = await db
    .selectFrom('market_settlement as s')
    .innerJoin('market_listing as l', 'l.id', 's.listing_id')
    .innerJoin('key_item as ki', 'ki.id', 'l.key_item_id')
    .select(['s.listing_id', 's.price_gold', 's.occurred_at', 'ki.serial_no'])
    .where('l.key_design_id', '=', designId)
    .orderBy('s.occurred_at', 'desc')
    .orderBy('s.listing_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ listingId: row.listing_id, serialNo: row.serial_no, priceGold: row.price_gold, occurredAt: new Date(row.occurred_at).toISOString() }));
}
