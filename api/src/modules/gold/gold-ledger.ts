import type { Kysely } from 'kysely';
import type { Database, GoldLedgerKind } from '../../db/schema';
import { AppError } from '../../http/app-error';

export interface GoldMovement {
  userId: number;
  kind: GoldLedgerKind;
  /** Signed: credits positive, debits negative (never 0). */
  amount: number;
  /** What moved it, e.g. `payment:<id>`. */
  reference: string;
  now: Date;
}

/**
 * Moves Gold inside the caller's transaction: one atomic balance update (never below the Gold reserved by pending
 * offers, so never below 0; no read-then-write) and one append-only ledger row carrying the balance after it.
 * Answers the new balance; an overdraft throws INSUFFICIENT_GOLD and the caller's transaction rolls back.
 */
export async function moveGold(trx: Kysely<Database>, movement: GoldMovement): Promise<number> {
  if (!Number.isInteger(movement.amount) || movement.amount === 0) throw new Error(`invalid Gold amount ${movement.amount}`);
  await trx
    .insertInto('gold_account')
    .values({ user_id: movement.userId, balance: 0 })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const updated = await trx
    .updateTable('gold_account')
    .set((eb) => ({ balance: eb('balance', '+', movement.amount) }))
    .where('user_id', '=', movement.userId)
    .where((eb) => eb(eb('balance', '+', movement.amount), '>=', eb.ref('reserved')))
    .returning('balance')
    .executeTakeFirst();
  if (!updated) throw new AppError('INSUFFICIENT_GOLD');
  await trx
    .insertInto('gold_ledger')
    .values({
      user_id: movement.userId,
      kind: movement.kind,
      amount: movement.amount,
      balance_after: updated.balance,
      reference: movement.reference,
      created_at: movement.now,
    })
    .execute();
  return updated.balance;
}

export async function goldBalance(db: Kysely<Database>, userId: number): Promise<number> {
  return (await goldHoldings(db, userId)).balance;
}

export interface GoldHoldings {
  /** Every Gold the member holds (the ledger sum). */
  balance: number;
  /** The part pending offers hold: no debit may take it. */
  reserved: number;
  /** What the member may spend now: balance less reserved. */
  available: number;
}

export async function goldHoldings(db: Kysely<Database>, userId: number): Promise<GoldHoldings> {
  const row = await db.selectFrom('gold_account').select(['balance', 'reserved']).where('user_id', '=', userId).executeTakeFirst();
  const balance = row?.balance ?? 0;
  const reserved = row?.reserved ?? 0;
  return { balance, reserved, available: balance - reserved };
}

/**
 * Reserves Gold for an offer inside the caller's transaction: one atomic update that succeeds only while the Gold
 * not yet reserved covers it (INSUFFICIENT_GOLD otherwise). Reserved Gold stays in the balance (no ledger row) and
 * every debit (`moveGold`, the purchase batches) leaves it alone until `releaseGold` gives it back.
 */
export async function reserveGold(trx: Kysely<Database>, userId: number, amount: number): Promise<GoldHoldings> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`invalid Gold reservation ${amount}`);
  const updated = await trx
    .updateTable('gold_account')
    .set((eb) => ({ reserved: eb('reserved', '+', amount) }))
    .where('user_id', '=', userId)
    .where((eb) => eb(eb('balance', '-', eb.ref('reserved')), '>=', amount))
    .returning(['balance', 'reserved'])
    .executeTakeFirst();
  if (!updated) throw new AppError('INSUFFICIENT_GOLD');
  return { balance: updated.balance, reserved: updated.reserved, available: updated.balance - updated.reserved };
}

/** Gives reserved Gold back to the member's spendable Gold (an offer closed), inside the caller's transaction. */
export async function releaseGold(trx: Kysely<Database>, userId: number, amount: number): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`invalid Gold release ${amount}`);
  const released = await trx
    .updateTable('gold_account')
    .set((eb) => ({ reserved: eb('reserved', '-', amount) }))
    .where('user_id', '=', userId)
    .where('reserved', '>=', amount)
    .returning('user_id')
    .executeTakeFirst();
  if (!released) throw new Error(`Gold reservation of member ${userId} is below ${amount}`);
}

/** For tests and audits: every account whose balance differs from its ledger sum (should be none). */
export async function ledgerMismatches(db: Kysely<Database>) {
  return db
    .selectFrom('gold_account as a')
    .leftJoin(
      (eb) => eb.selectFrom('gold_ledger').select((e) => ['user_id', e.fn.sum<number>('amount').as('total')]).groupBy('user_id').as('l'),
      (join) => join.onRef('l.user_id', '=', 'a.user_id'),
    )
    .select(['a.user_id', 'a.balance', 'l.total'])
    .where((eb) => eb('a.balance', '<>', eb.fn.coalesce('l.total', eb.lit(0))))
    .execute();
}
