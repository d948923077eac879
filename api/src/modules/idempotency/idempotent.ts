import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w.:-]{8,128}$/;

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

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value ?? null)).digest('hex');

/**
 * Runs `work` once per (scope, key): a repeat gets the stored answer (the same status and body, money moved
 * once); a repeat while the first is still running gets 409 IDEMPOTENCY_IN_PROGRESS; the same key with a
 * different request gets 422 IDEMPOTENCY_KEY_REUSED. An expected failure (AppError) is stored as the answer
 * too (with its issues and details) and thrown again on every repeat; an unexpected one releases the key so the client may retry.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  { scope, key, userId, request, now }: { scope: string; key: string; userId: number | null; request: unknown; now: Date },
  work: () => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const requestHash = hashOf(request);
  const claimed = await db
    .insertInto('idempotency_record')
    .values({ scope, key, user_id: userId, request_hash: requestHash, status: 'RUNNING', created_at: now })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const existing = await db.selectFrom('idempotency_record').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    if (!existing || existing.user_id !== userId || existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (existing.status === 'RUNNING') throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    const stored = existing.response_body as { error?: StoredError; body?: T };
    if (stored.error) throw new AppError(stored.error.code, stored.error.issues, stored.error.details);
    return { status: existing.response_status ?? 200, body: stored.body as T };
  }
  let answer: StoredAnswer<T> | { status: number; error: AppError };
  try {
    answer = await work();
  } catch (error) {
    if (!(error instanceof AppError)) {
      await db.deleteFrom('idempotency_record').where('scope', '=', scope).where('key', '=', key).execute();
      throw error;
    }
    answer = { status: error.status, error };
  }
  const body =
    'error' in answer
      ? { error: { code: answer.error.code, issues: answer.error.issues, details: answer.error.details } satisfies StoredError }
      : { body: answer.body };
  await db
    .updateTable('idempotency_record')
    .set({ status: 'DONE', response_status: answer.status, response_body: JSON.stringify(body) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
  if ('error' in answer) throw answer.error;
  return answer;
}

/** Sends a stored answer as the success envelope. */
export const sendStored = <T>(reply: FastifyReply, answer: StoredAnswer<T>) => reply.code(answer.status).send(ok(answer.body));
