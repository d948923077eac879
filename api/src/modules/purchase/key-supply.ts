import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { giveKeyItems, mintKeyItems, returnedKeyItems, topSerial } from './key-supply-repository';

/**
 * Hands `count` KEY items of a design to `ownerId`, inside the caller's transaction, AFTER the caller took them from
 * `key_design.supply_remaining` with its conditional UPDATE (so it holds the design row's lock and concurrent draws of
 * the design wait). KEY items back in supply (no owner: their purchase was cancelled) go first, lowest serial first;
 * the rest are new items numbered after the design's highest serial, so a serial never exceeds what was minted and
 * never repeats. Answers the items in serial order.
 */
export async function takeKeyItems(
  trx: Kysely<Database>,
  { designId, count, ownerId, now }: { designId: number; count: number; ownerId: number; now: Date },
): Promise<{ id: number; serial_no: number }[]> {
  const returned = await returnedKeyItems(trx, designId, count);
  if (returned.length > 0) {
    await giveKeyItems(
      trx,
      returned.map((item) => item.id),
      ownerId,
      now,
    );
  }
  const fresh = count - returned.length;
  if (fresh <= 0) return returned;
  const top = await topSerial(trx, designId);
  const first = Number(top?.top ?? 0) + 1;
  const minted = await mintKeyItems(
    trx,
    Array.from({ length: fresh }, (_, index) => ({ key_design_id: designId, serial_no: first + index, owner_id: ownerId, acquired_at: now })),
  );
  return [...returned, ...minted].sort((a, b) => a.serial_no - b.serial_no);
}
