import type { Kysely } from 'kysely';
import type { MarketMyItems } from 'shared-contract';
import { KEY_MOVE_LOCK_MS } from '../ownership/key-lock';
import type { Database } from '../../db/schema';
import { ownedItemsOfDesign, profileImageOf } from './market-repository';

/**
 * The member's revealed KEYs of one design, oldest first, with what the owner panel needs: until when each is
 * locked (by the app clock), its ACTIVE listing and whether a transfer is in progress.
 */
export async function myItemsOfDesign(
  db: Kysely<Database>,
  { userId, designId, now }: { userId: number; designId: number; now: Date },
): Promise<MarketMyItems> {
  const rows = await ownedItemsOfDesign(db, { userId, designId });
  const user = await profileImageOf(db, userId);
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
