import type { Kysely } from 'kysely';
import type { CabinetPref } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** Only one's own KEYs are arranged: KEY_NOT_FOUND for an unknown one, KEY_NOT_YOURS for another member's. */
async function assertOwnsKeys(database: Kysely<Database>, userId: number, keyItemIds: number[]) {
  const rows = await database.selectFrom('key_item').select(['id', 'owner_id']).where('id', 'in', keyItemIds).execute();
  if (rows.length !== keyItemIds.length) throw new AppError('KEY_NOT_FOUND');
  if (rows.some((row) => row.owner_id !== userId)) throw new AppError('KEY_NOT_YOURS');
}

/** Sets the member's favourite or hidden mark on one of their KEYs (the row is made the first time). */
export async function setKeyPref(
  database: Kysely<Database>,
  change: { userId: number; keyItemId: number; now: Date } & ({ favorite: boolean } | { hidden: boolean }),
): Promise<CabinetPref> {
  await assertOwnsKeys(database, change.userId, [change.keyItemId]);
  const values = 'favorite' in change ? { favorite: change.favorite } : { hidden: change.hidden };
  const row = await database
    .insertInto('cabinet_key_pref')
    .values({ user_id: change.userId, key_item_id: change.keyItemId, updated_at: change.now, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'key_item_id']).doUpdateSet({ ...values, updated_at: change.now }))
    .returning(['key_item_id', 'favorite', 'hidden', 'position'])
    .executeTakeFirstOrThrow();
  return { keyItemId: row.key_item_id, favorite: row.favorite, hidden: row.hidden, position: row.position };
}

/**
 * The member's own order: the given KEYs take places 0..n-1, their other KEYs lose theirs (they follow, newest
 * first). One transaction, so a reload shows either the old order or the new one.
 */
export async function arrangeKeys(database: Kysely<Database>, { userId, keyItemIds, now }: { userId: number; keyItemIds: number[]; now: Date }) {
  await assertOwnsKeys(database, userId, keyItemIds);
  await database.transaction().execute(async (trx) => {
    await trx.updateTable('cabinet_key_pref').set({ position: null, updated_at: now }).where('user_id', '=', userId).where('key_item_id', 'not in', keyItemIds).execute();
    await trx
      .insertInto('cabinet_key_pref')
      .values(keyItemIds.map((keyItemId, position) => ({ user_id: userId, key_item_id: keyItemId, position, updated_at: now })))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'key_item_id']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position'), updated_at: now })),
      )
      .execute();
  });
  return { arranged: keyItemIds.length };
}
