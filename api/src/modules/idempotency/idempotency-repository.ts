import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The SQL of the Idempotency-Key records; `idempotent.ts` decides when each runs and on which transaction. */
type DB = Kysely<Database>;

export interface RecordClaim {
  scope: string;
  key: string;
  userId: number | null;
  requestHash: string;
  now: Date;
  leaseUntil: Date | null;
}

/** Claims a key with a RUNNING record; answers undefined when the key was claimed before (its unique index). */
export async function claimRecord(db: DB, claim: RecordClaim) {
  return db
    .insertInto('idempotency_record')
    .values({
      scope: claim.scope,
      key: claim.key,
      user_id: claim.userId,
      request_hash: claim.requestHash,
      status: 'RUNNING',
      created_at: claim.now,
      lease_until: claim.leaseUntil,
    })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
}

/** Claims many keys in one statement, in the given order; answers those it claimed (not those claimed before). */
export async function claimRecords(db: DB, claims: readonly RecordClaim[]) {
  return db
    .insertInto('idempotency_record')
    .values(
      claims.map((claim) => ({
        scope: claim.scope,
        key: claim.key,
        user_id: claim.userId,
        request_hash: claim.requestHash,
        status: 'RUNNING' as const,
        created_at: claim.now,
        lease_until: claim.leaseUntil,
      })),
    )
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning(['scope', 'key'])
    .execute();
}

export async function recordOf(db: DB, scope: string, key: string) {
  return db.selectFrom('idempotency_record').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
}

/** Takes over a RUNNING claim whose lease has ended (or that has none): true when this caller now holds it. */
export async function takeOverEndedLease(db: DB, scope: string, key: string, now: Date, leaseUntil: Date | null) {
  const taken = await db
    .updateTable('idempotency_record')
    .set({ lease_until: leaseUntil, created_at: now })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', '=', 'RUNNING')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returning('key')
    .executeTakeFirst();
  return taken !== undefined;
}

/** The savepoint the work of a claim runs after (an expected failure rolls back to it). */
export async function setWorkSavepoint(trx: DB): Promise<void> {
  await sql`savepoint idempotent_work`.execute(trx);
}

export async function releaseWorkSavepoint(trx: DB): Promise<void> {
  await sql`release savepoint idempotent_work`.execute(trx);
}

export async function rollbackToWorkSavepoint(trx: DB): Promise<void> {
  await sql`rollback to savepoint idempotent_work`.execute(trx);
}

export interface StoredRecordAnswer {
  status: number;
  /** The stored answer as JSON text. */
  body: string;
}

/** Stores the answer of a claim its caller holds (inside the transaction that claimed it). */
export async function storeAnswer(trx: DB, scope: string, key: string, answer: StoredRecordAnswer): Promise<void> {
  await trx
    .updateTable('idempotency_record')
    .set({ status: 'DONE', response_status: answer.status, response_body: answer.body, lease_until: null })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** An answer of a batch, for the claim of its (scope, key). */
export type RecordAnswer = { scope: string; key: string } & StoredRecordAnswer;

/**
 * The statement that stores the answers of many claims: run alone (`storeAnswers`), or as a CTE of the last statement
 * of a batch's work (`answersUpdate` inside `with answered as (...)`), which saves the batch a round trip.
 */
export const answersUpdate = (stored: readonly RecordAnswer[]) => sql`
        update idempotency_record as r
        set status = 'DONE', response_status = v.status, response_body = v.body::jsonb, lease_until = null
        from unnest(${stored.map((row) => row.scope)}::text[], ${stored.map((row) => row.key)}::text[], ${stored.map((row) => row.status)}::int[], ${stored.map((row) => row.body)}::text[])
          as v(scope, key, status, body)
        where r.scope = v.scope and r.key = v.key`;

/** Stores the answers of many claims in one statement. */
export async function storeAnswers(trx: DB, stored: readonly RecordAnswer[]): Promise<void> {
  await answersUpdate(stored).execute(trx);
}

/** Stores the answer of a leased claim while it is still RUNNING; answers undefined when another runner stored first. */
export async function storeLeasedAnswer(db: DB, scope: string, key: string, answer: StoredRecordAnswer) {
  return db
    .updateTable('idempotency_record')
    .set({ status: 'DONE', response_status: answer.status, response_body: answer.body, lease_until: null })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', '=', 'RUNNING')
    .returning('key')
    .executeTakeFirst();
}

/** Drops a leased claim still RUNNING (its work failed unexpectedly: a repeat may run it again at once). */
export async function dropRunningClaim(db: DB, scope: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_record').where('scope', '=', scope).where('key', '=', key).where('status', '=', 'RUNNING').execute();
}

/** Deletes the records created before `cutoff` (finished or long abandoned); returns how many. */
export async function purgeIdempotencyRecords(db: DB, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_record').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
