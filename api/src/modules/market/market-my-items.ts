import type { Kysely } from 'kysely';
import type { MarketMyItems } from 'shared-contract';
import { KEY_MOVE_LOCK_MS } from '../ownership/key-lock';
import { keyItemRevealed } from '../ownership/revealed-key';
import type { Database } from '../../db/schema';

/**
 * The member's revealed KEYs of one design, oldest first, with what the owner panel needs: until when each is
 * locked (by the app clock), its ACTIVE listing and whether a transfer is in progress.
 */
export async function myItemsOfDesign(db: Kysely<Database>, { userId, designId, now }: { userId: number; designId: number; now: Date }): Promise<MarketMyItems> {
  const rows = await db
    .selectFrom('key_item as ki')
    .leftJoin('market_listing as l', (join) => join.onRef('l.key_item_id', '=', 'ki.id').on('l.status', '=', 'ACTIVE'))
    .select(['ki.id', 'ki.serial_no', 'ki.acquired_at', 'l.id as listing_id', 'l.price_gold'])
    .select((eb) => [
      eb.selectFrom('ownership_event as e').select((inner) => inner.fn.max('e.occurred_at').as('last')).whereRef('e.key_item_id', '=', 'ki.id').as('last_moved_at'),
      eb
        .exists(eb.selectFrom('key_transfer as t').select('t.id').whereRef('t.key_item_id', '=', 'ki.id').where('t.status', '=', 'IN_PROGRESS'))
        .as('transfer_in_progress'),
    ])
    .where('ki.owner_id', '=', userId)
    .where('ki.key_design_id', '=', designId)
    .where(keyItemRevealed('ki.id'))
    .orderBy('ki.acquired_at')
    .orderBy('ki.id')
    .execute();
  const user = await db.selectFrom('app_user').select(['profile_image_type', 'profile_key_design_id']).where('id', '=', userId).executeTakeFirst();
  return {
    keyDesignId: designId,
    isProfileKey: user?.profile_image_type === 'KEY' && user.profile_key_design_id === designId,
    items: rows.map((row) => {
      const unlocksAt = row.last_moved_at ? new Date(new Date(row.last_moved_at).getTime() + KEY_MOVE_LOCK_MS) : null;
      return {
        keyItemId: row.id,
        serialNo: row.serial_no,
        acquiredAt: row.acquired_at.toISOString(),
        lockedUntil: unlocksAt && unlocksAt > now ? unlocksAt.toISOString() : null,
        listing: row.listing_id !== null && row.price_gold !== null ? { id: row.listing_id, priceGold: row.price_gold } : null,
        transferInProgress: Boolean(row.transfer_in_progress),
      };
    }),
  };
}
