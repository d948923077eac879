import type { Kysely } from 'kysely';
import {
  COIN_CALLBACK,
  GOLD_MINIMUM,
  GOLD_PACKAGES,
  GOLD_STEP,
  KRW_PER_USD,
  USD_CENTS_PER_GOLD,
  approxKrw,
  goldPriceUsdCents,
  type CoinHistory,
  type CoinInfo,
  type CoinPaymentResult,
  type CoinPrice,
} from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { goldBalance, goldHoldings, moveGold } from '../gold/gold-ledger';
import { idempotentLeased, type StoredAnswer } from '../idempotency/idempotent';
import type { PaymentRow } from '../payments/confirm-payment';
import type { ConfirmRoute } from '../payments/payment-service';
import { setPaymentDetails } from '../payments/payment-repository';
import { openProviderCheckout, paymentProvider } from '../payments/payment-service';
import * as repository from './coin-repository';

type DB = Kysely<Database>;

export const coinPrice: CoinPrice = {
  packages: GOLD_PACKAGES.map((gold) => ({ gold, usdCents: goldPriceUsdCents(gold), approxKrw: approxKrw(goldPriceUsdCents(gold)) })),
  minimum: GOLD_MINIMUM,
  step: GOLD_STEP,
  usdCentsPerGold: USD_CENTS_PER_GOLD,
  krwPerUsd: KRW_PER_USD,
};

export async function coinInfo(db: DB, user: AppUserRow): Promise<CoinInfo> {
  const { balance, reserved } = await goldHoldings(db, user.id);
  return { balance, reserved, purchaseCount: user.purchase_count };
}

export async function coinHistory(db: DB, userId: number, { page, size }: { page: number; size: number }): Promise<CoinHistory> {
  const [rows, count] = await Promise.all([repository.ledgerPage(db, userId, { page, size }), repository.countLedgerEntries(db, userId)]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      balanceAfter: row.balance_after,
      reference: row.reference,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    page,
    size,
    total: Number(count?.total ?? 0),
  };
}

/** Gold is sold only while the service operates. */
export async function assertGoldOnSale(context: AppContext): Promise<void> {
  if ((await context.termination.phaseAt(context.clock.now())) !== 'operating') throw new AppError('SERVICE_GOLD_PURCHASE_CLOSED');
}

/** Opens the provider's checkout for `gold` Gold (once per Idempotency-Key); the Gold is credited at the confirmation. */
export async function openGoldCheckout(
  context: AppContext,
  { user, input, key, origin }: { user: AppUserRow; input: { gold: number; providerId: string }; key: string; origin: string },
): Promise<StoredAnswer<{ paymentId: string; checkoutUrl: string; usdCents: number; gold: number }>> {
  const { clock } = context;
  const db = context.database.db;
  const provider = paymentProvider(context, input.providerId);
  return idempotentLeased(db, { scope: 'coin-payment', key, userId: user.id, request: input, now: clock.now() }, async () => {
    const usdCents = goldPriceUsdCents(input.gold);
    const { paymentId, checkoutUrl } = await openProviderCheckout(db, provider, {
      userId: user.id,
      purpose: 'GOLD',
      usdCents,
      gold: input.gold,
      description: { ko: `${input.gold.toLocaleString('ko-KR')} 골드`, en: `${input.gold.toLocaleString('en-US')} Gold` },
      successPath: COIN_CALLBACK.success,
      errorPath: COIN_CALLBACK.error,
      origin,
      now: clock.now(),
    });
    return { status: 200, body: { paymentId, checkoutUrl, usdCents, gold: input.gold } };
  });
}

/** The confirmation of a Gold payment: the Gold credited in its transaction, the balance after kept on the payment. */
export function goldConfirmation(db: DB): ConfirmRoute<CoinPaymentResult> {
  const resultOf = async (payment: PaymentRow): Promise<CoinPaymentResult> => {
    const credited = payment.status === 'CONFIRMED';
    const recorded = (payment.details as { balanceAfter?: unknown }).balanceAfter;
    return {
      paymentId: payment.id,
      status: payment.status,
      gold: credited ? payment.gold_amount : 0,
      balance: credited && typeof recorded === 'number' ? recorded : await goldBalance(db, payment.user_id),
    };
  };
  return {
    scope: 'coin-payment-confirm',
    purpose: 'GOLD',
    onApproved: async (trx, confirmed, now, user) => {
      const balanceAfter = await moveGold(trx, { userId: user.id, kind: 'PURCHASE', amount: confirmed.gold_amount, reference: `payment:${confirmed.id}`, now });
      await setPaymentDetails(trx, confirmed.id, { balanceAfter });
      await repository.countPurchase(trx, user.id);
    },
    answer: resultOf,
  };
}
