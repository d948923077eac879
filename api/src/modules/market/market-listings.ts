import type { Kysely } from 'kysely';
import type { MarketKeySet, MarketListing, MarketListingItem, MarketSale } from 'shared-contract';
import { drawnKeyOf, type DrawnKeyRow } from '../catalog/drawn-key';
import type { ListingStatus } from '../ownership/ownership-tables';
import { designSales } from './market-price-repository';
import * as repository from './market-repository';
import type { Database } from '../../db/schema';

/** A listing joined to its KEY item, design, project and seller, as the market shows them. */
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
  const row = await repository.listingWithKey(db, listingId);
  return row ? toMarketListing(row) : undefined;
}

/** How many ACTIVE listings match the market's filters. */
const totalOf = async (db: Kysely<Database>, query: repository.ListingSearch) => Number((await repository.countActiveListings(db, query)).count);

/** ACTIVE listings matching the market's filters, in the chosen order. */
export async function searchListings(db: Kysely<Database>, query: repository.ListingSearch) {
  const [rows, count] = await Promise.all([repository.listingsPageRows(db, query), totalOf(db, query)]);
  return { items: rows.map(toMarketListing), total: count };
}

/**
 * The market's list (issue 15): `searchListings` with each listing's KEY design floor and last sale, read in the same
 * query by a lateral join per listing on the price SQL of `GET /api/market/prices`.
 */
export async function browseListings(db: Kysely<Database>, query: repository.ListingSearch): Promise<{ items: MarketListingItem[]; total: number }> {
  const [rows, count] = await Promise.all([repository.listingsPageRowsWithDesignPrices(db, query), totalOf(db, query)]);
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
  const rows = await designSales(db, designId, limit);
  return rows.map((row) => ({
    listingId: row.listing_id,
    serialNo: row.serial_no,
    priceGold: row.price_gold,
    occurredAt: new Date(row.occurred_at).toISOString(),
  }));
}

/** `GET MARKET_API.keySet`: the design's ACTIVE listings (cheapest first) and its sales (newest first); null for an unknown design. */
export async function keySetOf(db: Kysely<Database>, designId: number, now: Date): Promise<MarketKeySet | null> {
  if (!(await repository.keyDesignVisible(db, designId, now))) return null;
  const [listings, history] = await Promise.all([
    searchListings(db, { keyDesignId: designId, sort: 'price_asc', page: 1, size: 100 }),
    salesOfDesign(db, designId),
  ]);
  return { keyDesignId: designId, listings: listings.items, history };
}
