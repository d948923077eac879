import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The SQL of a draw's supply: the pool of designs, the supply taken from a design, the KEY items handed out. */
type DB = Kysely<Database>;

/** The project's designs on sale, released by `now`, with supply left, in id order. */
export async function drawPool(trx: DB, projectId: number, now: Date) {
  return trx
    .selectFrom('key_design')
    .select(['id', 'supply_remaining as remaining'])
    .where('project_id', '=', projectId)
    .where('edition', '=', 'SALE')
    .where('released_at', '<=', now)
    .where('supply_remaining', '>', 0)
    .orderBy('id')
    .execute();
}

/** Takes `taken` of the design's supply in one conditional update; answers undefined when less was left. */
export async function takeDesignSupply(trx: DB, designId: number, taken: number) {
  return trx
    .updateTable('key_design')
    .set((eb) => ({ supply_remaining: eb('supply_remaining', '-', taken) }))
    .where('id', '=', designId)
    .where('supply_remaining', '>=', taken)
    .returning('id')
    .executeTakeFirst();
}

/** At most `count` of the design's KEY items back in supply, lowest serial first, locked. */
export async function returnedKeyItems(trx: DB, designId: number, count: number) {
  return (
    trx
      .selectFrom('key_item')
      .select(['id', 'serial_no'])
      .where('key_design_id', '=', designId)
      .where('owner_id', 'is', null)
      // Back in supply: no owner and no purchase holding it (a KEY taken back and retired keeps its purchase item).
      .where((eb) => eb.not(eb.exists(eb.selectFrom('purchase_item as pi').select('pi.id').whereRef('pi.key_item_id', '=', 'key_item.id'))))
      .orderBy('serial_no')
      .limit(count)
      .forUpdate()
      .execute()
  );
}

export async function giveKeyItems(trx: DB, keyItemIds: number[], ownerId: number, now: Date): Promise<void> {
  await trx.updateTable('key_item').set({ owner_id: ownerId, acquired_at: now }).where('id', 'in', keyItemIds).execute();
}

/** The design's highest serial (null before its first KEY item). */
export async function topSerial(trx: DB, designId: number) {
  return trx
    .selectFrom('key_item')
    .select((eb) => eb.fn.max<number | null>('serial_no').as('top'))
    .where('key_design_id', '=', designId)
    .executeTakeFirst();
}

export async function mintKeyItems(trx: DB, items: { key_design_id: number; serial_no: number; owner_id: number; acquired_at: Date }[]) {
  return trx.insertInto('key_item').values(items).returning(['id', 'serial_no']).execute();
}
