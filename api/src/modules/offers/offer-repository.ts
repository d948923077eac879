import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppUserRow, KeyOfferStatus, KeyOfferTable, Database } from '../../db/schema';
import { keyItemRevealed } from '../ownership/ownership-repository';
import { DRAWN_KEY_COLUMNS, isDesignPublished } from '../catalog/catalog-repository';

/** Every SQL statement of the offers module. */
type DB = Kysely<Database>;
export type OfferRow = Selectable<KeyOfferTable>;

export interface KeyItemLocked {
  id: number;
  owner_id: number | null;
  key_design_id: number;
  serial_no: number;
}

/**
 * The KEY's row, locked: `update` by whatever changes its owner or its offers (a sale, an accepted offer, a
 * transfer), `share` by a new offer (several may be made at once, none while the KEY is changing hands).
 */
export async function lockKeyItem(db: DB, keyItemId: number, mode: 'update' | 'share'): Promise<KeyItemLocked | undefined> {
  const query = db.selectFrom('key_item').select(['id', 'owner_id', 'key_design_id', 'serial_no']).where('id', '=', keyItemId);
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

export async function insertOffer(
  db: DB,
  offer: { keyItemId: number; bidderId: number; ownerId: number; amountGold: number; now: Date; expiresAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('key_offer')
    .values({
      key_item_id: offer.keyItemId,
      bidder_id: offer.bidderId,
      owner_id: offer.ownerId,
      amount_gold: offer.amountGold,
      status: 'PENDING',
      created_at: offer.now,
      expires_at: offer.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findOffer(db: DB, offerId: number): Promise<OfferRow | undefined> {
  return db.selectFrom('key_offer').selectAll().where('id', '=', offerId).executeTakeFirst();
}

/**
 * Closes one PENDING offer with a conditional update (the claim: under concurrency one update matches). `party`
 * narrows it to the bidder or the owner; `unexpiredAt` refuses an offer whose expiry has passed.
 */
export async function closeOffer(
  db: DB,
  close: {
    offerId: number;
    status: Exclude<KeyOfferStatus, 'PENDING'>;
    now: Date;
    party?: { bidderId: number } | { ownerId: number };
    unexpiredAt?: Date;
    dueAt?: Date;
  },
): Promise<OfferRow | undefined> {
  let query = db.updateTable('key_offer').set({ status: close.status, closed_at: close.now }).where('id', '=', close.offerId).where('status', '=', 'PENDING');
  if (close.party && 'bidderId' in close.party) query = query.where('bidder_id', '=', close.party.bidderId);
  if (close.party && 'ownerId' in close.party) query = query.where('owner_id', '=', close.party.ownerId);
  if (close.unexpiredAt) query = query.where('expires_at', '>', close.unexpiredAt);
  if (close.dueAt) query = query.where('expires_at', '<=', close.dueAt);
  return query.returningAll().executeTakeFirst();
}

/** Every PENDING offer on a KEY becomes `status` (in id order); answers them. */
export async function closePendingOnKey(
  db: DB,
  keyItemId: number,
  status: 'LAPSED' | 'EXPIRED',
  now: Date,
  onlyBidderDue?: { bidderId: number },
): Promise<OfferRow[]> {
  let query = db.updateTable('key_offer').set({ status, closed_at: now }).where('key_item_id', '=', keyItemId).where('status', '=', 'PENDING');
  if (onlyBidderDue) query = query.where('bidder_id', '=', onlyBidderDue.bidderId).where('expires_at', '<=', now);
  const rows = await query.returningAll().execute();
  return rows.sort((a, b) => a.id - b.id);
}

export async function linkSale(db: DB, offerId: number, listingId: number): Promise<void> {
  await db.updateTable('key_offer').set({ listing_id: listingId }).where('id', '=', offerId).execute();
}

/** PENDING offers whose expiry has passed, or whose KEY is no longer with the owner they were made to (oldest first). */
export async function dueOfferIds(db: DB, now: Date, afterId: number, limit: number): Promise<{ id: number; expired: boolean }[]> {
  const rows = await db
    .selectFrom('key_offer as o')
    .innerJoin('key_item as ki', 'ki.id', 'o.key_item_id')
    .select(['o.id', 'o.expires_at'])
    .where('o.status', '=', 'PENDING')
    .where('o.id', '>', afterId)
    .where((eb) => eb.or([eb('o.expires_at', '<=', now), eb('ki.owner_id', 'is', null), eb('ki.owner_id', '<>', eb.ref('o.owner_id'))]))
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, expired: row.expires_at.getTime() <= now.getTime() }));
}

/** The KEY's ACTIVE listing is withdrawn (an offer on it was accepted); answers whether there was one. */
export async function cancelActiveListing(db: DB, keyItemId: number, now: Date): Promise<boolean> {
  const rows = await db
    .updateTable('market_listing')
    .set({ status: 'CANCELLED', closed_at: now })
    .where('key_item_id', '=', keyItemId)
    .where('status', '=', 'ACTIVE')
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** An accepted offer's sale record: a listing SOLD at the offer (the settlement and the sale history are keyed by it). */
export async function insertSaleRecord(
  db: DB,
  sale: { keyItemId: number; keyDesignId: number; sellerId: number; buyerId: number; priceGold: number; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('market_listing')
    .values({
      key_item_id: sale.keyItemId,
      key_design_id: sale.keyDesignId,
      seller_id: sale.sellerId,
      price_gold: sale.priceGold,
      status: 'SOLD',
      created_at: sale.now,
      closed_at: sale.now,
      buyer_id: sale.buyerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The bidder of an accepted offer, as the sale's buyer. */
export async function memberById(db: DB, userId: number): Promise<AppUserRow> {
  return db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Whether the KEY design exists and members see it at `now` (its project is published). */
export const designExists = (db: DB, designId: number, now: Date): Promise<boolean> => isDesignPublished(db, designId, now);

/** What a sale of the KEY needs about it: design, project, names and serial. */
export async function keyForSale(db: DB, keyItemId: number) {
  return db
    .selectFrom('key_item as ki')
    .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
    .select(['ki.id', 'ki.serial_no', 'ki.key_design_id', 'd.project_id', 'd.name_ko', 'd.name_en'])
    .where('ki.id', '=', keyItemId)
    .executeTakeFirstOrThrow();
}

/** Offers joined to their KEY, design, project and both members, as the pages show them. */
const offerViews = (db: DB) =>
  db
    .selectFrom('key_offer as o')
    .innerJoin('key_item as ki', 'ki.id', 'o.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .innerJoin('app_user as b', 'b.id', 'o.bidder_id')
    .innerJoin('app_user as w', 'w.id', 'o.owner_id')
    .select([
      'o.id',
      'o.key_item_id',
      'o.bidder_id',
      'o.owner_id',
      'o.amount_gold',
      'o.status',
      'o.created_at',
      'o.expires_at',
      'o.closed_at',
      'ki.serial_no',
      ...DRAWN_KEY_COLUMNS,
      'b.nickname as bidder_nickname',
      'w.nickname as owner_nickname',
    ]);

export type OfferViewRow = Awaited<ReturnType<ReturnType<typeof offerViews>['execute']>>[number];

const LIST_LIMIT = 100;

/** The member's offers, made to them (`incoming`) or by them (`outgoing`), newest first. */
export async function offersOf(db: DB, userId: number, direction: 'incoming' | 'outgoing'): Promise<OfferViewRow[]> {
  return offerViews(db)
    .where(direction === 'incoming' ? 'o.owner_id' : 'o.bidder_id', '=', userId)
    .orderBy('o.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export async function offerView(db: DB, offerId: number): Promise<OfferViewRow | undefined> {
  return offerViews(db).where('o.id', '=', offerId).executeTakeFirst();
}

/** PENDING offers of one design's KEYs: made by the member, or made to them. */
export async function pendingOffersOfDesign(db: DB, designId: number, userId: number): Promise<OfferViewRow[]> {
  return offerViews(db)
    .where('d.id', '=', designId)
    .where('o.status', '=', 'PENDING')
    .where((eb) => eb.or([eb('o.bidder_id', '=', userId), eb('o.owner_id', '=', userId)]))
    .orderBy('o.amount_gold', 'desc')
    .orderBy('o.id')
    .execute();
}

/** Revealed KEYs of a design that other members own, by serial, with their ACTIVE listing price. */
export async function offerableKeysOfDesign(db: DB, designId: number, userId: number) {
  return db
    .selectFrom('key_item as ki')
    .innerJoin('app_user as u', 'u.id', 'ki.owner_id')
    .leftJoin('market_listing as l', (join) => join.onRef('l.key_item_id', '=', 'ki.id').on('l.status', '=', 'ACTIVE'))
    .select(['ki.id', 'ki.serial_no', 'u.nickname', 'l.price_gold'])
    .where('ki.key_design_id', '=', designId)
    .where('ki.owner_id', '<>', userId)
    .where(keyItemRevealed('ki.id'))
    .orderBy('ki.serial_no')
    .limit(LIST_LIMIT)
    .execute();
}

/** The Gold reserved by a member's PENDING offers (for audits and tests: equals `gold_account.reserved`). */
export async function pendingTotal(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('key_offer')
    .select(sql<string>`coalesce(sum(amount_gold), 0)`.as('total'))
    .where('bidder_id', '=', userId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
