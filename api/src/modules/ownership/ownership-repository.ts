import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type DB = Kysely<Database>;

// ---- Cabinets ----

const cabinetRow = (db: DB, userId: number) => db.selectFrom('cabinet').select(['id', 'wallet_address']).where('user_id', '=', userId);

/** The member's cabinet, or undefined before it is made. */
export async function findCabinet(db: DB, userId: number): Promise<{ id: number; wallet_address: string } | undefined> {
  return cabinetRow(db, userId).executeTakeFirst();
}

/** The member's cabinet, which exists. */
export async function cabinetOf(db: DB, userId: number): Promise<{ id: number; wallet_address: string }> {
  return cabinetRow(db, userId).executeTakeFirstOrThrow();
}

/** Makes the member's cabinet unless it exists already (a concurrent first call made it). */
export async function insertCabinetIfAbsent(db: DB, cabinet: { userId: number; walletAddress: string; now: Date }): Promise<void> {
  await db
    .insertInto('cabinet')
    .values({ user_id: cabinet.userId, wallet_address: cabinet.walletAddress, created_at: cabinet.now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** The member whose cabinet has this address (any case), or undefined. */
export async function cabinetOwnerByAddress(db: DB, address: string) {
  return db
    .selectFrom('cabinet')
    .select(['user_id', 'wallet_address'])
    .where((eb) => eb(eb.fn('lower', ['wallet_address']), '=', address.toLowerCase()))
    .executeTakeFirst();
}

/** The cabinet password's wrong answers in a row and lock, the member's cabinet row locked until the transaction ends. */
export async function lockCabinetPasswordState(trx: DB, userId: number) {
  return trx.selectFrom('cabinet').select(['password_failures', 'password_locked_until']).where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

export async function setCabinetPasswordState(trx: DB, userId: number, state: { failures: number; lockedUntil: Date | null }): Promise<void> {
  await trx.updateTable('cabinet').set({ password_failures: state.failures, password_locked_until: state.lockedUntil }).where('user_id', '=', userId).execute();
}

// ---- Revealed KEYs ----

/**
 * Whether the KEY item `keyItemColumn` (e.g. `'ki.id'`) has been revealed: every draw of it is revealed (a KEY
 * never drawn, e.g. a grant, counts as revealed). An unrevealed KEY is its holder's surprise still: it is not shown,
 * counted in a set, listed, offered on or transferred.
 */
export const keyItemRevealed = (keyItemColumn: string) =>
  sql<SqlBool>`not exists (select 1 from purchase_item as unrevealed where unrevealed.key_item_id = ${sql.ref(keyItemColumn)} and unrevealed.revealed_at is null)`;

/** Whether this KEY item has been revealed (see `keyItemRevealed`). */
export async function isKeyItemRevealed(db: DB, keyItemId: number): Promise<boolean> {
  const unrevealed = await db.selectFrom('purchase_item').select('id').where('key_item_id', '=', keyItemId).where('revealed_at', 'is', null).executeTakeFirst();
  return !unrevealed;
}

// ---- A KEY's moves ----

/** When the KEY last came to an owner (its latest ownership event), or undefined/null if never. */
export async function lastOwnershipEventAt(db: DB, keyItemId: number) {
  const row = await db
    .selectFrom('ownership_event')
    .select((eb) => eb.fn.max('occurred_at').as('last'))
    .where('key_item_id', '=', keyItemId)
    .executeTakeFirst();
  return row?.last;
}

/** The KEY item, its row locked until the transaction ends (undefined if there is none). */
export async function lockKeyItem(trx: DB, keyItemId: number) {
  return trx.selectFrom('key_item').select(['id', 'owner_id', 'key_design_id']).where('id', '=', keyItemId).forUpdate().executeTakeFirst();
}

/** The KEY's transfer in progress, if any. */
export async function transferInProgress(db: DB, keyItemId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('key_transfer').select('id').where('key_item_id', '=', keyItemId).where('status', '=', 'IN_PROGRESS').executeTakeFirst();
}

/** The KEY's active market listing, if any. */
export async function activeListing(db: DB, keyItemId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('market_listing').select('id').where('key_item_id', '=', keyItemId).where('status', '=', 'ACTIVE').executeTakeFirst();
}

/** The KEY goes to `toUserId` only if `fromUserId` still owns it; answers its design, or undefined if it did not move. */
export async function moveKeyItem(trx: DB, move: { keyItemId: number; fromUserId: number; toUserId: number; now: Date }) {
  return trx
    .updateTable('key_item')
    .set({ owner_id: move.toUserId, acquired_at: move.now })
    .where('id', '=', move.keyItemId)
    .where('owner_id', '=', move.fromUserId)
    .returning('key_design_id')
    .executeTakeFirst();
}

export async function insertOwnershipEvent(
  trx: DB,
  event: { keyItemId: number; kind: 'TRANSFER' | 'SALE'; fromUserId: number; toUserId: number; now: Date },
): Promise<void> {
  await trx
    .insertInto('ownership_event')
    .values({ key_item_id: event.keyItemId, kind: event.kind, from_user_id: event.fromUserId, to_user_id: event.toUserId, occurred_at: event.now })
    .execute();
}

export async function insertKeyActivity(
  trx: DB,
  activity: { keyDesignId: number; type: 'TRANSFER' | 'SALE'; actor: string | null; priceGold: number | null; now: Date },
): Promise<void> {
  await trx
    .insertInto('key_activity')
    .values({ key_design_id: activity.keyDesignId, type: activity.type, actor: activity.actor, price_gold: activity.priceGold, occurred_at: activity.now })
    .execute();
}

/** Drops the member's arrangement (favourite, hidden, position) of the KEY. */
export async function deleteKeyPref(trx: DB, userId: number, keyItemId: number): Promise<void> {
  await trx.deleteFrom('cabinet_key_pref').where('user_id', '=', userId).where('key_item_id', '=', keyItemId).execute();
}

/** Whether the member owns a KEY of this design. */
export async function ownsDesign(trx: DB, userId: number, keyDesignId: number): Promise<boolean> {
  const owned = await trx.selectFrom('key_item').select('id').where('owner_id', '=', userId).where('key_design_id', '=', keyDesignId).executeTakeFirst();
  return owned !== undefined;
}

/** The member's account profile image stops being this design's KEY (if it was). */
export async function clearProfileKey(trx: DB, userId: number, keyDesignId: number): Promise<void> {
  await trx
    .updateTable('app_user')
    .set({ profile_image_type: null, profile_key_design_id: null })
    .where('id', '=', userId)
    .where('profile_image_type', '=', 'KEY')
    .where('profile_key_design_id', '=', keyDesignId)
    .execute();
}

/** The member's community profile image stops being this design's KEY (if it was). */
export async function clearCommunityKey(trx: DB, userId: number, keyDesignId: number): Promise<void> {
  await trx
    .updateTable('app_user')
    .set({ community_image_type: null, community_key_design_id: null })
    .where('id', '=', userId)
    .where('community_image_type', '=', 'KEY')
    .where('community_key_design_id', '=', keyDesignId)
    .execute();
}
