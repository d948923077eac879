import type { Kysely } from 'kysely';
import type { Database, GoldLedgerKind } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { addToGoldBalance, addToReservedGold, ensureGoldAccount, goldAccountOf, insertGoldLedgerRow, takeFromReservedGold } from './gold-repository';

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
  await ensureGoldAccount(trx, movement.userId);
  const updated = await addToGoldBalance(trx, movement.userId, movement.amount);
  if (!updated) throw new AppError('INSUFFICIENT_GOLD');
  await insertGoldLedgerRow(trx, {
    userId: movement.userId,
    kind: movement.kind,
    amount: movement.amount,
    balanceAfter: updated.balance,
    reference: movement.reference,
    now: movement.now,
  });
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
  const row = await goldAccountOf(db, userId);
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
  const updated = await addToReservedGold(trx, userId, amount);
  if (!updated) throw new AppError('INSUFFICIENT_GOLD');
  return { balance: updated.balance, reserved: updated.reserved, available: updated.balance - updated.reserved };
}

/** Gives reserved Gold back to the member's spendable Gold (an offer closed), inside the caller's transaction. */
export async function releaseGold(trx: Kysely<Database>, userId: number, amount: number): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`invalid Gold release ${amount}`);
  const released = await takeFromReservedGold(trx, userId, amount);
  if (!released) throw new Error(`Gold reservation of member ${userId} is below ${amount}`);
}

/** The audit of the ledger (tests import it from here). */
export { ledgerMismatches } from './gold-repository';
