import type { Kysely } from 'kysely';
import type { Database, GoldLedgerKind } from '../../db/schema';

/** The SQL of the Gold accounts and their ledger; `gold-ledger.ts` decides and runs them in the caller's transaction. */
type DB = Kysely<Database>;

/** The member's account, created at 0 when missing (a no-op otherwise). */
export async function ensureGoldAccount(trx: DB, userId: number): Promise<void> {
  await trx
    .insertInto('gold_account')
    .values({ user_id: userId, balance: 0 })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** Adds `amount` (signed) to the balance in one update, only while it stays at or above the reserved Gold. */
export async function addToGoldBalance(trx: DB, userId: number, amount: number) {
  return trx
    .updateTable('gold_account')
    .set((eb) => ({ balance: eb('balance', '+', amount) }))
    .where('user_id', '=', userId)
    .where((eb) => eb(eb('balance', '+', amount), '>=', eb.ref('reserved')))
    .returning('balance')
    .executeTakeFirst();
}

export async function insertGoldLedgerRow(
  trx: DB,
  row: { userId: number; kind: GoldLedgerKind; amount: number; balanceAfter: number; reference: string; now: Date },
): Promise<void> {
  await trx
    .insertInto('gold_ledger')
    .values({
      user_id: row.userId,
      kind: row.kind,
      amount: row.amount,
      balance_after: row.balanceAfter,
      reference: row.reference,
      created_at: row.now,
    })
    .execute();
}

export async function goldAccountOf(db: DB, userId: number) {
  return db.selectFrom('gold_account').select(['balance', 'reserved']).where('user_id', '=', userId).executeTakeFirst();
}

/** Adds `amount` to the reserved Gold, only while the Gold not yet reserved covers it. */
export async function addToReservedGold(trx: DB, userId: number, amount: number) {
  return trx
    .updateTable('gold_account')
    .set((eb) => ({ reserved: eb('reserved', '+', amount) }))
    .where('user_id', '=', userId)
    .where((eb) => eb(eb('balance', '-', eb.ref('reserved')), '>=', amount))
    .returning(['balance', 'reserved'])
    .executeTakeFirst();
}

/** Takes `amount` off the reserved Gold, only while that much is reserved. */
export async function takeFromReservedGold(trx: DB, userId: number, amount: number) {
  return trx
    .updateTable('gold_account')
    .set((eb) => ({ reserved: eb('reserved', '-', amount) }))
    .where('user_id', '=', userId)
    .where('reserved', '>=', amount)
    .returning('user_id')
    .executeTakeFirst();
}

/** For tests and audits: every account whose balance differs from its ledger sum (should be none). */
export async function ledgerMismatches(db: DB) {
  return db
    .selectFrom('gold_account as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('gold_ledger')
          .select((e) => ['user_id', e.fn.sum<number>('amount').as('total')])
          .groupBy('user_id')
          .as('l'),
      (join) => join.onRef('l.user_id', '=', 'a.user_id'),
    )
    .select(['a.user_id', 'a.balance', 'l.total'])
    .where((eb) => eb('a.balance', '<>', eb.fn.coalesce('l.total', eb.lit(0))))
    .execute();
}
