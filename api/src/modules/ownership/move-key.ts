import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { clearCommunityKey, clearProfileKey, deleteKeyPref, insertKeyActivity, insertOwnershipEvent, moveKeyItem, ownsDesign } from './ownership-repository';

export interface KeyHandOver {
  keyItemId: number;
  fromUserId: number;
  toUserId: number;
  /** TRANSFER (a gift) or SALE (the market). */
  kind: 'TRANSFER' | 'SALE';
  /** Shown in the KEY design's activities: who received it and, for a sale, the price. */
  actor: string | null;
  priceGold?: number;
  now: Date;
}

/**
 * Hands an owned KEY over inside the caller's transaction: the owner changes only if it is still `fromUserId`,
 * with an ownership event and a KEY activity; the giver's arrangement of it is dropped, and so is their profile
 * KEY (account and community) when they no longer own that design.
 */
export async function handOverKey(trx: Kysely<Database>, move: KeyHandOver): Promise<{ keyDesignId: number }> {
  const moved = await moveKeyItem(trx, move);
  if (!moved) throw new AppError('KEY_NOT_YOURS');
  await insertOwnershipEvent(trx, move);
  await insertKeyActivity(trx, { keyDesignId: moved.key_design_id, type: move.kind, actor: move.actor, priceGold: move.priceGold ?? null, now: move.now });
  await deleteKeyPref(trx, move.fromUserId, move.keyItemId);
  if (!(await ownsDesign(trx, move.fromUserId, moved.key_design_id))) {
    await clearProfileKey(trx, move.fromUserId, moved.key_design_id);
    await clearCommunityKey(trx, move.fromUserId, moved.key_design_id);
  }
  return { keyDesignId: moved.key_design_id };
}
