import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The SQL of the Gold routes: the member's ledger history and their purchase count. */
type DB = Kysely<Database>;

/** One page of the member's Gold ledger, newest first. */
export async function ledgerPage(db: DB, userId: number, { page, size }: { page: number; size: number }) {
  return db
    .selectFrom('gold_ledger')
    .select(['id', 'kind', 'amount', 'balance_after', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export async function countLedgerEntries(db: DB, userId: number) {
  return db
    .selectFrom('gold_ledger')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** One more purchase on the member's count (a Gold purchase confirmed). */
export async function countPurchase(db: DB, userId: number): Promise<void> {
  await db
    .updateTable('app_user')
    .set((eb) => ({ purchase_count: eb('purchase_count', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
