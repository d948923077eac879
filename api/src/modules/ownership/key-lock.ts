import type { Kysely } from 'kysely';
import type { ErrorCode } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { activeListing, isKeyItemRevealed, lastOwnershipEventAt, lockKeyItem, transferInProgress } from './ownership-repository';

/** Spec section 9: a KEY cannot be sold or transferred within 24 hours of its purchase or transfer. */
export const KEY_MOVE_LOCK_MS = 24 * 60 * 60 * 1000;

/** When the KEY may move again: 24 hours after it came to its current owner (any ownership event), or null if never. */
export async function keyUnlocksAt(database: Kysely<Database>, keyItemId: number): Promise<Date | null> {
  const last = await lastOwnershipEventAt(database, keyItemId);
  return last ? new Date(new Date(last).getTime() + KEY_MOVE_LOCK_MS) : null;
}

export type KeyMove = 'TRANSFER' | 'SALE';

const LOCK_ERROR: Record<KeyMove, ErrorCode> = { TRANSFER: 'KEY_LOCKED_FOR_TRANSFER', SALE: 'KEY_LOCKED_FOR_SALE' };

/**
 * Checks, inside the caller's transaction, that the member may transfer or list the KEY now: owns it, has revealed
 * it, its 24-hour lock is over, no transfer is in progress and it is not listed. Locks the KEY's row so concurrent
 * moves of the same KEY run one after the other. Answers the KEY's design.
 */
export async function assertKeyMovable(trx: Kysely<Database>, move: { keyItemId: number; ownerId: number; now: Date; kind: KeyMove }) {
  const item = await lockKeyItem(trx, move.keyItemId);
  if (!item) throw new AppError('KEY_NOT_FOUND');
  if (item.owner_id !== move.ownerId) throw new AppError('KEY_NOT_YOURS');
  if (!(await isKeyItemRevealed(trx, move.keyItemId))) throw new AppError('KEY_NOT_REVEALED');
  const unlocksAt = await keyUnlocksAt(trx, move.keyItemId);
  if (unlocksAt && unlocksAt > move.now) throw new AppError(LOCK_ERROR[move.kind], undefined, { unlocksAt: unlocksAt.toISOString() });
  const inMotion = await moveInProgress(trx, move.keyItemId);
  if (inMotion) throw new AppError(inMotion);
  return { keyDesignId: item.key_design_id };
}

/** The move the KEY is in the middle of: a transfer in progress or an active market listing, or null. */
export async function moveInProgress(database: Kysely<Database>, keyItemId: number): Promise<'TRANSFER_IN_PROGRESS' | 'KEY_LISTED' | null> {
  if (await transferInProgress(database, keyItemId)) return 'TRANSFER_IN_PROGRESS';
  return (await activeListing(database, keyItemId)) ? 'KEY_LISTED' : null;
}
