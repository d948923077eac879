import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, PaymentTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { paymentProvider } from './payment-routes';

export type PaymentRow = Selectable<PaymentTable>;

/**
 * The order a KEY payment names in its details (`kind`: CART, LISTING), or null for one project's KEYs. Each
 * confirmation settles only its own kind, so a payment is never confirmed as something else than it paid.
 */
export const orderKindOf = (payment: PaymentRow): string | null => {
  const kind = (payment.details as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' ? kind : null;
};

export interface ConfirmPaymentInput {
  userId: number;
  paymentId: string;
  token: string;
  purpose: PaymentRow['purpose'];
  /** Which payments of that purpose this confirmation settles (others answer PAYMENT_NOT_FOUND). */
  accepts?: (payment: PaymentRow) => boolean;
}

/**
 * Settles a payment after the buyer returns from the provider: asks the provider server to server
 * (never trusting the redirect), then marks it DECLINED / CANCELLED, or CONFIRMED in one transaction
 * with `onApproved` (only the request that moves it out of CREATED runs it, so repeated or concurrent
 * deliveries settle once). An amount that differs from ours fails the payment (PAYMENT_FAILED). When
 * `onApproved` refuses with an AppError, nothing of it stays: the payment becomes FAILED with
 * `details.failure` and the provider's charge is voided. Answers the payment as it is afterwards and
 * whether this request settled it.
 */
export async function confirmPayment(
  context: AppContext,
  { userId, paymentId, token, purpose, accepts = () => true }: ConfirmPaymentInput,
  onApproved: (trx: Kysely<Database>, payment: PaymentRow, now: Date) => Promise<unknown>,
): Promise<{ payment: PaymentRow; settledNow: boolean }> {
  const { db } = context.database;
  const find = () =>
    db.selectFrom('payment').selectAll().where('id', '=', paymentId).where('user_id', '=', userId).where('purpose', '=', purpose).executeTakeFirst();
  const payment = await find();
  if (!payment || !accepts(payment)) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status !== 'CREATED') return { payment, settledNow: false };

  const provider = paymentProvider(context, payment.provider);
  const result = await provider.confirm(payment.id, token);
  if (!result) throw new AppError('PAYMENT_FAILED');
  const now = context.clock.now();
  const settle = (status: PaymentRow['status'], failure?: string) =>
    db
      .updateTable('payment')
      .set({
        status,
        provider_ref: result.providerRef,
        settled_at: now,
        ...(failure ? { details: JSON.stringify({ ...payment.details, failure }) } : {}),
      })
      .where('id', '=', payment.id)
      .where('status', '=', 'CREATED')
      .returning('id')
      .executeTakeFirst();

  if (result.status === 'declined') await settle('DECLINED');
  else if (result.status === 'cancelled') await settle('CANCELLED');
  else if (result.amountUsdCents !== payment.amount_usd_cents) {
    await settle('FAILED', 'PAYMENT_FAILED');
    throw new AppError('PAYMENT_FAILED');
  } else {
    try {
      await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('payment')
          .set({ status: 'CONFIRMED', provider_ref: result.providerRef, settled_at: now })
          .where('id', '=', payment.id)
          .where('status', '=', 'CREATED')
          .returning('id')
          .executeTakeFirst();
        if (claimed) await onApproved(trx, payment, now);
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (await settle('FAILED', error.code)) await provider.void(payment.id, error.code);
    }
  }
  const settled = await find();
  if (!settled) throw new AppError('PAYMENT_NOT_FOUND');
  return { payment: settled, settledNow: true };
}
