import { verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ensureCabinet } from './cabinet';
import { lockCabinetPasswordState, setCabinetPasswordState } from './ownership-repository';

/** After this many wrong passwords in a row the cabinet password is refused for CABINET_PASSWORD_LOCK_MS. */
export const CABINET_PASSWORD_MAX_FAILURES = 5;
export const CABINET_PASSWORD_LOCK_MS = 15 * 60 * 1000;

type Outcome = { kind: 'right' } | { kind: 'wrong' } | { kind: 'locked'; until: Date };

/**
 * Checks the member's cabinet password (opening the cabinet, confirming a transfer, deactivating). Limited in the
 * database, so it holds across api instances: five wrong answers in a row lock it for 15 minutes
 * (CABINET_PASSWORD_LOCKED with `details.unlocksAt`); a wrong one answers PASSWORD_MISMATCH ("Incorrect password");
 * a right one resets the count.
 *
 * Each attempt holds the member's cabinet row (FOR UPDATE) from reading the count to writing it, the hash check
 * included, so concurrent guesses are decided one after the other: never more than five evaluations, and locking
 * never resets the count (an ended lock starts a new one). A member's concurrent right answers all pass.
 */
export async function verifyCabinetPassword(
  database: Kysely<Database>,
  user: { id: number; cabinet_password_hash: string | null },
  password: string,
  now: Date,
) {
  await ensureCabinet(database, user.id, now);
  const outcome = await database.transaction().execute(async (trx): Promise<Outcome> => {
    const cabinet = await lockCabinetPasswordState(trx, user.id);
    const lockedUntil = cabinet.password_locked_until ? new Date(cabinet.password_locked_until) : null;
    if (lockedUntil && lockedUntil > now) return { kind: 'locked', until: lockedUntil };
    const failuresBefore = lockedUntil ? 0 : cabinet.password_failures;

    const right = user.cabinet_password_hash !== null && (await verify(user.cabinet_password_hash, password).catch(() => false));
    if (right) {
      await setCabinetPasswordState(trx, user.id, { failures: 0, lockedUntil: null });
      return { kind: 'right' };
    }
    const failures = failuresBefore + 1;
    const until = failures >= CABINET_PASSWORD_MAX_FAILURES ? new Date(now.getTime() + CABINET_PASSWORD_LOCK_MS) : null;
    await setCabinetPasswordState(trx, user.id, { failures, lockedUntil: until });
    return until ? { kind: 'locked', until } : { kind: 'wrong' };
  });
  if (outcome.kind === 'locked') throw new AppError('CABINET_PASSWORD_LOCKED', undefined, { unlocksAt: outcome.until.toISOString() });
  if (outcome.kind === 'wrong') throw new AppError('PASSWORD_MISMATCH');
}
