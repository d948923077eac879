import type { Kysely } from 'kysely';
import type { MarketFilters, MarketSort } from 'shared-contract';
import type { Database } from '../../db/schema';
import { DRAWN_KEY_COLUMNS, isDesignPublished, isProjectPublished } from '../catalog/catalog-repository';
import { keyItemRevealed } from '../ownership/ownership-repository';
import { activeFloorOf, newestSalesOf } from './market-price-repository';

/** Every SQL statement of the market module but its price discovery's (market-price-repository). */
type DB = Kysely<Database>;

/** Listings joined to their KEY item, design, project and seller, as the market shows them. */
const listingsWithKeys = (db: DB) =>
  db
    .selectFrom('market_listing as l')
    .innerJoin('key_item as ki', 'ki.id', 'l.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'l.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .innerJoin('app_user as u', 'u.id', 'l.seller_id')
    .select(['l.id', 'l.key_item_id', 'l.price_gold', 'l.status', 'l.seller_id', 'l.created_at', 'ki.serial_no', ...DRAWN_KEY_COLUMNS, 'u.nickname']);

type ListingQuery = ReturnType<typeof listingsWithKeys>;

/** ACTIVE listings narrowed by the filters, leaving out the filters named in `except` (a facet's own). */
function activeListingsMatching(query: ListingQuery, filters: MarketFilters, except: readonly (keyof MarketFilters)[] = []): ListingQuery {
  const kept: MarketFilters = { ...filters };
  for (const name of except) delete kept[name];
  let matching = query.where('l.status', '=', 'ACTIVE');
  if (kept.projectId !== undefined) matching = matching.where('d.project_id', '=', kept.projectId);
  if (kept.keyDesignId !== undefined) matching = matching.where('l.key_design_id', '=', kept.keyDesignId);
  if (kept.rarity !== undefined) matching = matching.where('d.rarity', '=', kept.rarity);
  if (kept.minPrice !== undefined) matching = matching.where('l.price_gold', '>=', kept.minPrice);
  if (kept.maxPrice !== undefined) matching = matching.where('l.price_gold', '<=', kept.maxPrice);
  if (kept.minSerial !== undefined) matching = matching.where('ki.serial_no', '>=', kept.minSerial);
  if (kept.maxSerial !== undefined) matching = matching.where('ki.serial_no', '<=', kept.maxSerial);
  return matching;
}

/** The listing with its KEY, design, project and seller. */
export async function listingWithKey(db: DB, listingId: number) {
  return listingsWithKeys(db).where('l.id', '=', listingId).executeTakeFirst();
}

export type ListingSearch = MarketFilters & { sort: MarketSort; page: number; size: number };

/** The page of ACTIVE listings matching the market's filters, sorted by price or newest first (ties by id). */
function listingsPage(db: DB, query: ListingSearch) {
  const filtered = activeListingsMatching(listingsWithKeys(db), query);
  const sorted =
    query.sort === 'price_asc'
      ? filtered.orderBy('l.price_gold', 'asc').orderBy('l.id', 'asc')
      : query.sort === 'price_desc'
        ? filtered.orderBy('l.price_gold', 'desc').orderBy('l.id', 'desc')
        : filtered.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
  return sorted.limit(query.size).offset((query.page - 1) * query.size);
}

export async function listingsPageRows(db: DB, query: ListingSearch) {
  return listingsPage(db, query).execute();
}

/** The same page with each listing's KEY design floor and last sale, by a lateral join per listing on the price SQL. */
export async function listingsPageRowsWithDesignPrices(db: DB, query: ListingSearch) {
  return listingsPage(db, query)
    .leftJoinLateral(
      (eb) => activeFloorOf(db, { keyDesignId: eb.ref('l.key_design_id') }).as('dp_floor'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        newestSalesOf(db, { keyDesignId: eb.ref('l.key_design_id') })
          .select('ss.price_gold as last_sale_gold')
          .limit(1)
          .as('dp_last'),
      (join) => join.onTrue(),
    )
    .select(['dp_floor.floor as design_floor_gold', 'dp_last.last_sale_gold'])
    .execute();
}

/** How many ACTIVE listings match the filters (but those in `except`). */
export async function countActiveListings(db: DB, filters: MarketFilters, except: readonly (keyof MarketFilters)[] = []) {
  return activeListingsMatching(listingsWithKeys(db), filters, except)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
}

/** How many ACTIVE listings match per project (the filters but those in `except`), by project. */
export async function activeListingCountsByProject(db: DB, filters: MarketFilters, except: readonly (keyof MarketFilters)[]) {
  return activeListingsMatching(listingsWithKeys(db), filters, except)
    .clearSelect()
    .select(['d.project_id', 'p.title_ko', 'p.title_en'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy(['d.project_id', 'p.title_ko', 'p.title_en'])
    .orderBy('d.project_id')
    .execute();
}

/** How many ACTIVE listings match per KEY design (the filters but those in `except`), by project and design. */
export async function activeListingCountsByDesign(db: DB, filters: MarketFilters, except: readonly (keyof MarketFilters)[]) {
  return activeListingsMatching(listingsWithKeys(db), filters, except)
    .clearSelect()
    .select(['d.id as design_id', 'd.project_id', 'd.name_ko', 'd.name_en', 'd.rarity'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy(['d.id', 'd.project_id', 'd.name_ko', 'd.name_en', 'd.rarity'])
    .orderBy('d.project_id')
    .orderBy('d.id')
    .execute();
}

/** How many ACTIVE listings match per rarity (the filters but those in `except`). */
export async function activeListingCountsByRarity(db: DB, filters: MarketFilters, except: readonly (keyof MarketFilters)[]) {
  return activeListingsMatching(listingsWithKeys(db), filters, except)
    .clearSelect()
    .select('d.rarity')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy('d.rarity')
    .execute();
}

/** Whether the KEY design exists and members see it at `now` (its project is published). */
export const keyDesignVisible = (db: DB, designId: number, now: Date): Promise<boolean> => isDesignPublished(db, designId, now);

/** Whether the project exists and members see it at `now`. */
export const projectVisible = (db: DB, projectId: number, now: Date): Promise<boolean> => isProjectPublished(db, projectId, now);

/** What a card checkout shows and checks of a listing: its seller, price and status, the KEY's names and serial. */
export async function listingToCheckOut(db: DB, listingId: number) {
  return db
    .selectFrom('market_listing as l')
    .innerJoin('key_design as d', 'd.id', 'l.key_design_id')
    .innerJoin('key_item as ki', 'ki.id', 'l.key_item_id')
    .select(['l.seller_id', 'l.price_gold', 'l.status', 'd.name_ko', 'd.name_en', 'ki.serial_no'])
    .where('l.id', '=', listingId)
    .executeTakeFirst();
}

/** What a sale needs of a listing: the listing, its KEY's design, project, names and serial. */
export async function listingToSell(trx: DB, listingId: number) {
  return trx
    .selectFrom('market_listing as l')
    .innerJoin('key_design as d', 'd.id', 'l.key_design_id')
    .innerJoin('key_item as ki', 'ki.id', 'l.key_item_id')
    .select(['l.id', 'l.key_item_id', 'l.key_design_id', 'l.seller_id', 'l.price_gold', 'l.status', 'd.project_id', 'd.name_ko', 'd.name_en', 'ki.serial_no'])
    .where('l.id', '=', listingId)
    .executeTakeFirst();
}

/** The claim of a sale: ACTIVE → SOLD to the buyer, answering the id only when this update matched. */
export async function claimListing(trx: DB, { listingId, buyerId, now }: { listingId: number; buyerId: number; now: Date }) {
  return trx
    .updateTable('market_listing')
    .set({ status: 'SOLD', buyer_id: buyerId, closed_at: now })
    .where('id', '=', listingId)
    .where('status', '=', 'ACTIVE')
    .returning('id')
    .executeTakeFirst();
}

export async function insertListing(
  trx: DB,
  listing: { keyItemId: number; keyDesignId: number; sellerId: number; priceGold: number; now: Date },
): Promise<{ id: number }> {
  return trx
    .insertInto('market_listing')
    .values({
      key_item_id: listing.keyItemId,
      key_design_id: listing.keyDesignId,
      seller_id: listing.sellerId,
      price_gold: listing.priceGold,
      status: 'ACTIVE',
      created_at: listing.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The seller's ACTIVE listing → CANCELLED, answering the id only when this update matched. */
export async function cancelActiveListing(db: DB, { sellerId, listingId, now }: { sellerId: number; listingId: number; now: Date }) {
  return db
    .updateTable('market_listing')
    .set({ status: 'CANCELLED', closed_at: now })
    .where('id', '=', listingId)
    .where('seller_id', '=', sellerId)
    .where('status', '=', 'ACTIVE')
    .returning('id')
    .executeTakeFirst();
}

export async function listingSeller(db: DB, listingId: number) {
  return db.selectFrom('market_listing').select(['seller_id']).where('id', '=', listingId).executeTakeFirst();
}

/** The settlement of a sale: the price and its split. */
export async function insertSettlement(
  trx: DB,
  settlement: { listingId: number; projectId: number; priceGold: number; creatorGold: number; feeGold: number; sellerGold: number; now: Date },
): Promise<void> {
  await trx
    .insertInto('market_settlement')
    .values({
      listing_id: settlement.listingId,
      project_id: settlement.projectId,
      price_gold: settlement.priceGold,
      creator_gold: settlement.creatorGold,
      fee_gold: settlement.feeGold,
      seller_gold: settlement.sellerGold,
      occurred_at: settlement.now,
    })
    .execute();
}

/**
 * The member's revealed KEYs of one design, oldest first: each with its last ownership event, its ACTIVE listing and
 * whether a transfer is in progress.
 */
export async function ownedItemsOfDesign(db: DB, { userId, designId }: { userId: number; designId: number }) {
  return db
    .selectFrom('key_item as ki')
    .leftJoin('market_listing as l', (join) => join.onRef('l.key_item_id', '=', 'ki.id').on('l.status', '=', 'ACTIVE'))
    .select(['ki.id', 'ki.serial_no', 'ki.acquired_at', 'l.id as listing_id', 'l.price_gold'])
    .select((eb) => [
      eb
        .selectFrom('ownership_event as e')
        .select((inner) => inner.fn.max('e.occurred_at').as('last'))
        .whereRef('e.key_item_id', '=', 'ki.id')
        .as('last_moved_at'),
      eb
        .exists(eb.selectFrom('key_transfer as t').select('t.id').whereRef('t.key_item_id', '=', 'ki.id').where('t.status', '=', 'IN_PROGRESS'))
        .as('transfer_in_progress'),
    ])
    .where('ki.owner_id', '=', userId)
    .where('ki.key_design_id', '=', designId)
    .where(keyItemRevealed('ki.id'))
    .orderBy('ki.acquired_at')
    .orderBy('ki.id')
    .execute();
}

/** The member's profile image choice (whether it is a KEY design's). */
export async function profileImageOf(db: DB, userId: number) {
  return db.selectFrom('app_user').select(['profile_image_type', 'profile_key_design_id']).where('id', '=', userId).executeTakeFirst();
}
