import { verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ensureCabinet } from './cabinet';
import { withOwnership } from './ownership-tables';

/** After this many wrong passwords in a row the cabinet password is refused for CABINET_PASSWORD_LOCK_MS. */
export const CABINET_PASSWORD_MAX_FAILURES = 5;
export const CABINET_PASSWORD_LOCK_MS = 15 * 60 * 1000;

/**
 * Checks the member's cabinet password (opening the cabinet, confirming a transfer). Rate-limited in the database,
 * so it holds across api instances: five wrong answers in a row lock it for 15 minutes (CABINET_PASSWORD_LOCKED with
 * `details.unlocksAt`); a wrong one answers PASSWORD_MISMATCH ("Incorrect password"); a right one resets the count.
 */
export async function verifyCabinetPassword(database: Kysely<Database>, user: { id: number; cabinet_password_hash: string | null }, password: string, now: Date) {
  await ensureCabinet(database, user.id, now);
  const db = withOwnership(database);
  const cabinet = await db.selectFrom('cabinet').select(['password_locked_until']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
  const lockedUntil = cabinet.password_locked_until ? new Date(cabinet.password_locked_until) : null;
  if (lockedUntil && lockedUntil > now) throw new AppError('CABINET_PASSWORD_LOCKED', undefined, { unlocksAt: lockedUntil.toISOString() });

  const right = user.cabinet_password_hash !== null && (await verify(user.cabinet_password_hash, password).catch(() => false));
  if (right) {
    await db.updateTable('cabinet').set({ password_failures: 0, password_locked_until: null }).where('user_id', '=', user.id).execute();
    return;
  }
  // One atomic step: concurrent wrong answers are all counted.
  const counted = await db
    .updateTable('cabinet')
    .set((eb) => ({ password_failures: eb('password_failures', '+', 1) }))
    .where('user_id', '=', user.id)
    .returning('password_failures')
    .executeTakeFirstOrThrow();
  if (counted.password_failures >= CABINET_PASSWORD_MAX_FAILURES) {
    const until = new Date(now.getTime() + CABINET_PASSWORD_LOCK_MS);
    await db.updateTable('cabinet').set({ password_failures: 0, password_locked_until: until }).where('user_id', '=', user.id).execute();
    throw new AppError('CABINET_PASSWORD_LOCKED', undefined, { unlocksAt: until.toISOString() });
  }
  throw new AppError('PASSWORD_MISMATCH');
}
