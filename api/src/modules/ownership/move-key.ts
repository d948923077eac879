import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';

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
  const moved = await trx
    .updateTable('key_item')
    .set({ owner_id: move.toUserId, acquired_at: move.now })
    .where('id', '=', move.keyItemId)
    .where('owner_id', '=', move.fromUserId)
    .returning('key_design_id')
    .executeTakeFirst();
  if (!moved) throw new AppError('KEY_NOT_YOURS');
  await trx
    .insertInto('ownership_event')
    .values({ key_item_id: move.keyItemId, kind: move.kind, from_user_id: move.fromUserId, to_user_id: move.toUserId, occurred_at: move.now })
    .execute();
  await trx
    .insertInto('key_activity')
    .values({ key_design_id: moved.key_design_id, type: move.kind, actor: move.actor, price_gold: move.priceGold ?? null, occurred_at: move.now })
    .execute();
  await trx.deleteFrom('cabinet_key_pref').where('user_id', '=', move.fromUserId).where('key_item_id', '=', move.keyItemId).execute();
  const stillOwnsDesign = await trx
    .selectFrom('key_item')
    .select('id')
    .where('owner_id', '=', move.fromUserId)
    .where('key_design_id', '=', moved.key_design_id)
    .executeTakeFirst();
  if (!stillOwnsDesign) {
    await trx
      .updateTable('app_user')
      .set({ profile_image_type: null, profile_key_design_id: null })
      .where('id', '=', move.fromUserId)
      .where('profile_image_type', '=', 'KEY')
      .where('profile_key_design_id', '=', moved.key_design_id)
      .execute();
    await trx
      .updateTable('app_user')
      .set({ community_image_type: null, community_key_design_id: null })
      .where('id', '=', move.fromUserId)
      .where('community_image_type', '=', 'KEY')
      .where('community_key_design_id', '=', moved.key_design_id)
      .execute();
  }
  return { keyDesignId: moved.key_design_id };
}
