import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
  const returned = await trx
    .selectFrom('key_item')
    .select(['id', 'serial_no'])
    .where('key_design_id', '=', designId)
    .where('owner_id', 'is', null)
    // Back in supply: no owner and no purchase holding it (a KEY taken back and retired keeps its purchase item).
    .where((eb) => eb.not(eb.exists(eb.selectFrom('purchase_item as pi').select('pi.id').whereRef('pi.key_item_id', '=', 'key_item.id'))))
    .orderBy('serial_no')
    .limit(count)
    .forUpdate()
    .execute();
  if (returned.length > 0) {
    await trx
      .updateTable('key_item')
      .set({ owner_id: ownerId, acquired_at: now })
      .where('id', 'in', returned.map((item) => item.id))
      .execute();
  }
  const fresh = count - returned.length;
  if (fresh <= 0) return returned;
  const top = await trx
    .selectFrom('key_item')
    .select((eb) => eb.fn.max<number | null>('serial_no').as('top'))
    .where('key_design_id', '=', designId)
    .executeTakeFirst();
  const first = Number(top?.top ?? 0) + 1;
  const minted = await trx
    .insertInto('key_item')
    .values(Array.from({ length: fresh }, (_, index) => ({ key_design_id: designId, serial_no: first + index, owner_id: ownerId, acquired_at: now })))
    .returning(['id', 'serial_no'])
    .execute();
  return [...returned, ...minted].sort((a, b) => a.serial_no - b.serial_no);
}
