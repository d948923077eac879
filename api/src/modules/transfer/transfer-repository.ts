import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { KeyTransferTable } from '../ownership/ownership-tables';

/** Every SQL statement of the transfer module. */
type DB = Kysely<Database>;
export type TransferRow = Selectable<KeyTransferTable>;

/** The KEY's owner, its row locked (the transfer's first lock, in the same order as a listing of it). */
export async function lockKeyOwner(db: DB, keyItemId: number): Promise<{ owner_id: number | null } | undefined> {
  return db.selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).forUpdate().executeTakeFirst();
}

export async function keyOwner(db: DB, keyItemId: number): Promise<{ owner_id: number | null } | undefined> {
  return db.selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).executeTakeFirst();
}

export async function insertTransfer(
  db: DB,
  transfer: { keyItemId: number; fromUserId: number; toUserId: number; requestedAt: Date; completeAfter: Date },
): Promise<TransferRow> {
  return db
    .insertInto('key_transfer')
    .values({
      key_item_id: transfer.keyItemId,
      from_user_id: transfer.fromUserId,
      to_user_id: transfer.toUserId,
      status: 'IN_PROGRESS',
      requested_at: transfer.requestedAt,
      complete_after: transfer.completeAfter,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A page of the member's transfers, sent and received, newest first (optionally of one KEY), and their count. */
export async function transfersOf(
  db: DB,
  { userId, keyItemId, page, size }: { userId: number; keyItemId: number | undefined; page: number; size: number },
): Promise<{ rows: TransferRow[]; total: number }> {
  let query = db.selectFrom('key_transfer').where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]));
  if (keyItemId !== undefined) query = query.where('key_item_id', '=', keyItemId);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One transfer, if the member sent or receives it. */
export async function transferOf(db: DB, { id, userId }: { id: number; userId: number }): Promise<TransferRow | undefined> {
  return db
    .selectFrom('key_transfer')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .executeTakeFirst();
}

export async function transferInProgressOf(db: DB, keyItemId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('key_transfer').select('id').where('key_item_id', '=', keyItemId).where('status', '=', 'IN_PROGRESS').executeTakeFirst();
}

export async function activeListingOf(db: DB, keyItemId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('market_listing').select('id').where('key_item_id', '=', keyItemId).where('status', '=', 'ACTIVE').executeTakeFirst();
}

/** The nicknames of the members a list of transfers names. */
export async function nicknamesOf(db: DB, memberIds: number[]): Promise<Array<{ id: number; nickname: string | null }>> {
  return memberIds.length === 0 ? [] : db.selectFrom('app_user').select(['id', 'nickname']).where('id', 'in', memberIds).execute();
}

/** The KEY of a transfer still in progress, or undefined (the job's first read of a due transfer). */
export async function inProgressTransferKey(db: DB, transferId: number): Promise<{ key_item_id: number } | undefined> {
  return db.selectFrom('key_transfer').select('key_item_id').where('id', '=', transferId).where('status', '=', 'IN_PROGRESS').executeTakeFirst();
}

/** The job's claim: IN_PROGRESS → COMPLETED when due; undefined when another instance claimed it first. */
export async function claimDueTransfer(db: DB, transferId: number, now: Date): Promise<TransferRow | undefined> {
  return db
    .updateTable('key_transfer')
    .set({ status: 'COMPLETED', finished_at: now })
    .where('id', '=', transferId)
    .where('status', '=', 'IN_PROGRESS')
    .where('complete_after', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

export async function membersOf(db: DB, memberIds: number[]): Promise<Array<{ id: number; nickname: string | null; status: number }>> {
  return db.selectFrom('app_user').select(['id', 'nickname', 'status']).where('id', 'in', memberIds).execute();
}

export async function markTransferFailed(db: DB, transferId: number, failure: string): Promise<void> {
  await db.updateTable('key_transfer').set({ status: 'FAILED', failure_reason: failure }).where('id', '=', transferId).execute();
}

/** The ids of the transfers due by `now` after `afterId`, oldest first, at most `limit`. */
export async function dueTransferIds(db: DB, { now, afterId, limit }: { now: Date; afterId: number; limit: number }): Promise<Array<{ id: number }>> {
  return db
    .selectFrom('key_transfer')
    .select('id')
    .where('status', '=', 'IN_PROGRESS')
    .where('complete_after', '<=', now)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * For tests and audits: every KEY item whose owner is not the recipient of its last ownership event (should be
 * none), and every KEY that changed hands with no event at all.
 */
export async function ownershipMismatches(db: DB) {
  const result = await sql<{ key_item_id: number; owner_id: number | null; last_to: number | null }>`
    select ki.id as key_item_id, ki.owner_id, last.to_user_id as last_to
    from key_item ki
    left join lateral (
      select e.to_user_id from ownership_event e where e.key_item_id = ki.id order by e.id desc limit 1
    ) last on true
    where ki.owner_id is not null and (last.to_user_id is null or last.to_user_id <> ki.owner_id)
  `.execute(db);
  return result.rows;
}
