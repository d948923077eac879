import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CardRevealConfirmRequest, PaymentProviderInfo } from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { idempotentLeased, type StoredAnswer } from '../idempotency/idempotent';
import type { PaymentRow } from './confirm-payment';
import type { CheckoutRequest, PaymentProvider } from './payment-provider';
import { findPayment, insertPayment, settleCreatedPayment } from './payment-repository';

const registries = new WeakMap<AppContext, Map<string, PaymentProvider>>();

/** Keeps the configured card providers of this app (registerPaymentRoutes). */
export function setPaymentProviders(context: AppContext, providers: Map<string, PaymentProvider>): void {
  registries.set(context, providers);
}

/** The configured card providers of this app (the sandbox card processor only with CARD_SANDBOX=1). */
export function paymentProvidersOf(context: AppContext): Map<string, PaymentProvider> {
  const providers = registries.get(context);
  if (!providers) throw new Error('payment routes are not registered');
  return providers;
}

/** The provider with this id, or PAYMENT_PROVIDER_NOT_FOUND. */
export function paymentProvider(context: AppContext, id: string): PaymentProvider {
  const provider = paymentProvidersOf(context).get(id);
  if (!provider) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
  return provider;
}

/** A provider as the payment pages list it. */
export const providerInfo = (provider: PaymentProvider): PaymentProviderInfo => ({
  id: provider.id,
  name: provider.name,
  label: provider.label,
  method: 'CARD',
  currency: 'USD',
  sandbox: provider.sandbox,
});

export interface CardCheckout {
  userId: number;
  purpose: 'GOLD' | 'KEY';
  usdCents: number;
  /** The Gold a GOLD payment credits at its confirmation. */
  gold?: number;
  /** What the confirmation needs to fulfil the order (kept on the payment row). */
  order?: object;
  description: CheckoutRequest['description'];
  /** Where the provider sends the browser back (paths on `origin`, with their own query). */
  successPath: string;
  errorPath: string;
  origin: string;
  now: Date;
}

/** Records a new payment (CREATED) and opens the provider's hosted checkout for it: its id and the checkout's absolute URL. */
export async function openProviderCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  checkout: CardCheckout,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const paymentId = randomUUID();
  await insertPayment(db, {
    id: paymentId,
    user_id: checkout.userId,
    provider: provider.id,
    purpose: checkout.purpose,
    amount_usd_cents: checkout.usdCents,
    ...(checkout.gold === undefined ? {} : { gold_amount: checkout.gold }),
    status: 'CREATED',
    ...(checkout.order ? { details: JSON.stringify(checkout.order) } : {}),
    created_at: checkout.now,
  });
  const { url } = await provider.createCheckout({
    paymentId,
    amountUsdCents: checkout.usdCents,
    description: checkout.description,
    successUrl: `${checkout.origin}${checkout.successPath}`,
    errorUrl: `${checkout.origin}${checkout.errorPath}`,
  });
  // A sandbox answers a path on this site; a real processor its own absolute URL.
  return { paymentId, checkoutUrl: /^https?:/.test(url) ? url : `${checkout.origin}${url}` };
}

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
  const find = () => findPayment(db, { paymentId, userId, purpose });
  const payment = await find();
  if (!payment || !accepts(payment)) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status !== 'CREATED') return { payment, settledNow: false };

  const provider = paymentProvider(context, payment.provider);
  const result = await provider.confirm(payment.id, token);
  if (!result) throw new AppError('PAYMENT_FAILED');
  const now = context.clock.now();
  const settle = (status: PaymentRow['status'], failure?: string) =>
    settleCreatedPayment(db, {
      paymentId: payment.id,
      status,
      providerRef: result.providerRef,
      now,
      ...(failure ? { details: { ...payment.details, failure } } : {}),
    });

  if (result.status === 'declined') await settle('DECLINED');
  else if (result.status === 'cancelled') await settle('CANCELLED');
  else if (result.amountUsdCents !== payment.amount_usd_cents) {
    await settle('FAILED', 'PAYMENT_FAILED');
    throw new AppError('PAYMENT_FAILED');
  } else {
    try {
      await db.transaction().execute(async (trx) => {
        const claimed = await settleCreatedPayment(trx, { paymentId: payment.id, status: 'CONFIRMED', providerRef: result.providerRef, now });
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

export interface ConfirmRoute<T> {
  /** The idempotency scope of this confirmation. */
  scope: string;
  purpose: PaymentRow['purpose'];
  /** Which payments of that purpose this route settles. */
  accepts?: (payment: PaymentRow) => boolean;
  /** What an approved payment does, inside its transaction. */
  onApproved: (trx: Kysely<Database>, payment: PaymentRow, now: Date, user: AppUserRow) => Promise<unknown>;
  /** The answer for the payment as it is after the confirmation (throws its failure). */
  answer: (payment: PaymentRow) => T | Promise<T>;
}

/**
 * A provider-return confirmation (Gold, KEYs, cart, listing): `{ paymentId, token }` from the signed-in buyer with an
 * Idempotency-Key, confirmed server to server once however often it is delivered.
 */
export function confirmOnce<T>(
  context: AppContext,
  route: ConfirmRoute<T>,
  { user, input, key }: { user: AppUserRow; input: CardRevealConfirmRequest; key: string },
): Promise<StoredAnswer<T>> {
  return idempotentLeased<T>(context.database.db, { scope: route.scope, key, userId: user.id, request: input, now: context.clock.now() }, async () => {
    const { payment } = await confirmPayment(
      context,
      { userId: user.id, ...input, purpose: route.purpose, ...(route.accepts ? { accepts: route.accepts } : {}) },
      (trx, confirmed, now) => route.onApproved(trx, confirmed, now, user),
    );
    return { status: 200, body: await route.answer(payment) };
  });
}
