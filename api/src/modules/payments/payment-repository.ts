import type { Insertable, Kysely } from 'kysely';
import type { Database, PaymentTable } from '../../db/schema';

/** The SQL of the payments: a checkout's payment row and what its confirmation records on it. */
type DB = Kysely<Database>;

/** A checkout's payment, CREATED until the buyer returns from the provider. */
export async function insertPayment(db: DB, payment: Insertable<PaymentTable>): Promise<void> {
  await db.insertInto('payment').values(payment).execute();
}

/** What the confirmation recorded of the order (its purchases, the balance after, …), replacing the details. */
export async function setPaymentDetails(db: DB, paymentId: string, details: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('payment')
    .set({ details: JSON.stringify(details) })
    .where('id', '=', paymentId)
    .execute();
}

/** The member's payment of that purpose. */
export async function findPayment(db: DB, { paymentId, userId, purpose }: { paymentId: string; userId: number; purpose: PaymentTable['purpose'] }) {
  return db.selectFrom('payment').selectAll().where('id', '=', paymentId).where('user_id', '=', userId).where('purpose', '=', purpose).executeTakeFirst();
}

/**
 * Moves a CREATED payment to `status` with the provider's reference (and, replacing its details, `details`);
 * answers whether it was still CREATED (only one request settles a payment).
 */
export async function settleCreatedPayment(
  db: DB,
  {
    paymentId,
    status,
    providerRef,
    now,
    details,
  }: { paymentId: string; status: PaymentTable['status']; providerRef: string; now: Date; details?: Record<string, unknown> },
): Promise<boolean> {
  const settled = await db
    .updateTable('payment')
    .set({
      status,
      provider_ref: providerRef,
      settled_at: now,
      ...(details ? { details: JSON.stringify(details) } : {}),
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'CREATED')
    .returning('id')
    .executeTakeFirst();
  return settled !== undefined;
}
