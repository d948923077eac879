import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, IdempotencyRecordTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import {
  claimRecord,
  claimRecords,
  dropRunningClaim,
  recordOf,
  releaseWorkSavepoint,
  type RecordAnswer,
  rollbackToWorkSavepoint,
  setWorkSavepoint,
  storeAnswer,
  storeAnswers,
  storeLeasedAnswer,
  takeOverEndedLease,
} from './idempotency-repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w.:-]{8,128}$/;

/**
 * How long a leased claim (work that calls outside services, see `idempotentLeased`) keeps a repeat out: after a
 * crash its key answers 409 IDEMPOTENCY_IN_PROGRESS for at most this long, then a repeat runs the work again.
 */
export const IDEMPOTENCY_LEASE_MS = 120_000;
/** Records older than this are purged (IDEMPOTENCY_PURGE_POLL_SECONDS): a client retries within minutes, not months. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;

/** The request's `Idempotency-Key` header (required on money-moving requests). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

export interface StoredAnswer<T> {
  status: number;
  body: T;
}

/** A stored expected failure: replayed with the same code, issues and details (e.g. when a KEY unlocks). */
interface StoredError {
  code: AppError['code'];
  issues?: AppError['issues'];
  details?: AppError['details'];
}

interface IdempotencyScope {
  scope: string;
  key: string;
  userId: number | null;
  request: unknown;
  now: Date;
}

type Outcome<T> = StoredAnswer<T> | { status: number; error: AppError };
type RecordRow = Selectable<IdempotencyRecordTable>;

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex');

const storedBody = <T>(outcome: Outcome<T>) =>
  JSON.stringify(
    'error' in outcome
      ? { error: { code: outcome.error.code, issues: outcome.error.issues, details: outcome.error.details } satisfies StoredError }
      : { body: outcome.body },
  );

/** The stored answer of a finished record (a stored failure is returned as its error, thrown by the caller). */
function replayOf<T>(row: { response_status: number | null; response_body: unknown }): Outcome<T> {
  const stored = row.response_body as { error?: StoredError; body?: T };
  if (stored.error) {
    const error = new AppError(stored.error.code, stored.error.issues, stored.error.details);
    return { status: error.status, error };
  }
  return { status: row.response_status ?? 200, body: stored.body as T };
}

const settle = <T>(outcome: Outcome<T>): StoredAnswer<T> => {
  if ('error' in outcome) throw outcome.error;
  return outcome;
};

const leaseExpired = (row: { lease_until: Date | null }, now: Date) => row.lease_until === null || row.lease_until.getTime() <= now.getTime();

/**
 * What a repeat of a claimed key gets: 422 for another member or request, the stored answer once finished, else
 * null when the running claim's lease has ended (the caller may take it over) or 409 while it holds.
 */
function repeatOf<T>(existing: RecordRow | undefined, userId: number | null, requestHash: string, now: Date): Outcome<T> | null {
  if (!existing || existing.user_id !== userId || existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (existing.status === 'DONE') return replayOf<T>(existing);
  if (leaseExpired(existing, now)) return null;
  throw new AppError('IDEMPOTENCY_IN_PROGRESS');
}

/**
 * Runs `work` once per (scope, key), crash-safe: ONE transaction claims the key, runs the work on that transaction
 * and stores the answer, so a crash rolls back claim and work together (nothing is left "in progress"). A repeat
 * gets the stored answer (same status and body, money moved once); a concurrent repeat waits for the first to commit
 * (the key's unique index) and then gets its answer; the same key with a different request gets 422
 * IDEMPOTENCY_KEY_REUSED. An expected failure (AppError) rolls the work back to a savepoint and is stored as the
 * answer too (with its issues and details), thrown again on every repeat; an unexpected one rolls everything back,
 * so the client may retry. Every query of `work` must use its `trx` (on PGlite a query on `db` waits forever).
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  { scope, key, userId, request, now }: IdempotencyScope,
  work: (trx: Kysely<Database>) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const requestHash = hashOf(request);
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome<T>> => {
    const claimed = await claimRecord(trx, { scope, key, userId, requestHash, now, leaseUntil: null });
    if (!claimed) {
      const repeat = repeatOf<T>(await recordOf(trx, scope, key), userId, requestHash, now);
      if (repeat) return repeat;
      // A leased claim whose holder died: taken over inside this transaction (its lease is checked again under the row lock).
      if (!(await takeOverEndedLease(trx, scope, key, now, null))) {
        const again = repeatOf<T>(await recordOf(trx, scope, key), userId, requestHash, now);
        if (again) return again;
        throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      }
    }
    await setWorkSavepoint(trx);
    let result: Outcome<T>;
    try {
      result = await work(trx);
      await releaseWorkSavepoint(trx);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await rollbackToWorkSavepoint(trx);
      result = { status: error.status, error };
    }
    await storeAnswer(trx, scope, key, { status: result.status, body: storedBody(result) });
    return result;
  });
  return settle(outcome);
}

/** One request of a batch (`idempotentBatch`): its key and what `work` needs to serve it. */
export interface BatchRequest<I> extends IdempotencyScope {
  input: I;
}

/** What one request of a batch gets: its answer (stored, or replayed), or the error to throw to its caller. */
export type BatchResult<T> = { answer: StoredAnswer<T> } | { error: unknown };

const resultOf = <T>(outcome: Outcome<T>): BatchResult<T> => ('error' in outcome ? { error: outcome.error } : { answer: outcome });

/** What a batch's `work` answers: one outcome per input and, optionally, its last write, still to run. */
export interface BatchWork<T> {
  outcomes: readonly (StoredAnswer<T> | AppError)[];
  /**
   * The work's last write, given the answers to store (`answersUpdate` makes them one more CTE of its statement):
   * when present it must store them, and the batch runs no statement of its own for them.
   */
  finish?: (answers: readonly RecordAnswer[]) => Promise<void>;
}

/**
 * `idempotent` for many requests in ONE transaction (group commit: one commit, one claim statement and one answer
 * statement for the lot). Each request gets exactly what `idempotent` would answer it: a repeat its stored answer, a
 * key of another member or request 422, a running claim 409, a new key the outcome of `work`, stored with the claim.
 * `work` gets the inputs of the claimed requests, in order, and answers one outcome each: a stored answer, or an
 * AppError (an expected failure, stored too) for which it must have written nothing; with a `finish`, its last write
 * runs after the outcomes are known and stores their answers in the same statement. Claims are taken in key order,
 * before any work, so concurrent batches never wait on each other's claims in a cycle. Anything `work` throws rolls
 * the whole batch back (no claim, no work) and is thrown: the caller may then run the requests one by one.
 * The requests' (scope, key) must be distinct.
 */
export async function idempotentBatch<I, T>(
  db: Kysely<Database>,
  requests: readonly BatchRequest<I>[],
  work: (trx: Kysely<Database>, inputs: readonly I[]) => Promise<BatchWork<T>>,
): Promise<BatchResult<T>[]> {
  const hashes = requests.map((request) => hashOf(request.request));
  const idOf = (scope: string, key: string) => `${scope}\n${key}`;
  if (new Set(requests.map((request) => idOf(request.scope, request.key))).size !== requests.length) throw new Error('idempotentBatch: keys must be distinct');
  if (requests.length === 0) return [];
  const byKey = requests
    .map((_, index) => index)
    .sort((a, b) => {
      const [left, right] = [requests[a], requests[b]];
      return left && right ? (idOf(left.scope, left.key) < idOf(right.scope, right.key) ? -1 : 1) : 0;
    });
  return db.transaction().execute(async (trx) => {
    const claimedRows = await claimRecords(
      trx,
      byKey.map((index) => {
        const request = requests[index] as BatchRequest<I>;
        return { scope: request.scope, key: request.key, userId: request.userId, requestHash: hashes[index] as string, now: request.now, leaseUntil: null };
      }),
    );
    const claimed = new Set(claimedRows.map((row) => idOf(row.scope, row.key)));
    const results: (BatchResult<T> | undefined)[] = requests.map(() => undefined);
    const toRun: number[] = [];
    for (const [index, request] of requests.entries()) {
      if (claimed.has(idOf(request.scope, request.key))) {
        toRun.push(index);
        continue;
      }
      // A key seen before: the same answers as `idempotent` gives a repeat.
      const { scope, key, userId, now } = request;
      const requestHash = hashes[index] as string;
      try {
        const repeat = repeatOf<T>(await recordOf(trx, scope, key), userId, requestHash, now);
        if (repeat) results[index] = resultOf(repeat);
        else if (await takeOverEndedLease(trx, scope, key, now, null)) toRun.push(index);
        else {
          const again = repeatOf<T>(await recordOf(trx, scope, key), userId, requestHash, now);
          if (!again) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
          results[index] = resultOf(again);
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results[index] = { error };
      }
    }
    if (toRun.length > 0) {
      const { outcomes, finish } = await work(
        trx,
        toRun.map((index) => (requests[index] as BatchRequest<I>).input),
      );
      if (outcomes.length !== toRun.length) throw new Error('idempotentBatch: work answered a different number of outcomes');
      const stored = toRun.map((index, position) => {
        const answer = outcomes[position] as StoredAnswer<T> | AppError;
        const outcome: Outcome<T> = answer instanceof AppError ? { status: answer.status, error: answer } : answer;
        results[index] = resultOf(outcome);
        const request = requests[index] as BatchRequest<I>;
        return { scope: request.scope, key: request.key, status: outcome.status, body: storedBody(outcome) };
      });
      await (finish ? finish(stored) : storeAnswers(trx, stored));
    }
    return results.map((result) => result ?? { error: new Error('idempotentBatch: a request got no answer') });
  });
}

/**
 * Like `idempotent`, for work that cannot run inside one transaction (it calls an outside service, e.g. the card
 * processor, which may be served by this very process and need the database). The claim is committed on its own
 * with a lease of IDEMPOTENCY_LEASE_MS: while it holds, a repeat gets 409 IDEMPOTENCY_IN_PROGRESS; once it ends (the
 * process died), a repeat runs `work` again. So `work` must be safe to run again: it re-checks its business row
 * (a payment settles once, whoever confirms it) or only creates something harmless (an unpaid checkout).
 * The first answer stored wins: a runner whose lease was taken over answers what the other stored.
 */
export async function idempotentLeased<T>(
  db: Kysely<Database>,
  { scope, key, userId, request, now }: IdempotencyScope,
  work: () => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const requestHash = hashOf(request);
  const leaseUntil = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
  const claimed = await claimRecord(db, { scope, key, userId, requestHash, now, leaseUntil });
  if (!claimed) {
    const existing = await recordOf(db, scope, key);
    const repeat = repeatOf<T>(existing, userId, requestHash, now);
    if (repeat) return settle(repeat);
    if (!(await takeOverEndedLease(db, scope, key, now, leaseUntil))) {
      const again = repeatOf<T>(await recordOf(db, scope, key), userId, requestHash, now);
      if (again) return settle(again);
      throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    }
  }
  let result: Outcome<T>;
  try {
    result = await work();
  } catch (error) {
    if (!(error instanceof AppError)) {
      await dropRunningClaim(db, scope, key);
      throw error;
    }
    result = { status: error.status, error };
  }
  const stored = await storeLeasedAnswer(db, scope, key, { status: result.status, body: storedBody(result) });
  if (!stored) {
    const first = await recordOf(db, scope, key);
    if (first?.status === 'DONE') return settle(replayOf<T>(first));
  }
  return settle(result);
}

/** Sends a stored answer as the success envelope. */
export const sendStored = <T>(reply: FastifyReply, answer: StoredAnswer<T>) => reply.code(answer.status).send(ok(answer.body));
