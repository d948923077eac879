import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  COIN_API,
  COIN_CALLBACK,
  GOLD_PACKAGES,
  GOLD_MINIMUM,
  GOLD_STEP,
  KRW_PER_USD,
  USD_CENTS_PER_GOLD,
  approxKrw,
  coinHistoryQuerySchema,
  coinPaymentRequestSchema,
  goldPriceUsdCents,
  type CoinHistory,
  type CoinInfo,
  type CoinPaymentResult,
  type CoinPrice,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { goldBalance, goldHoldings, moveGold } from '../gold/gold-ledger';
import { idempotencyKeyOf, idempotentLeased, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import type { PaymentRow } from '../payments/confirm-payment';
import { confirmRouteHandler } from '../payments/confirm-route';
import { paymentProvider, publicOrigin } from '../payments/payment-routes';


const price: CoinPrice = {
  packages: GOLD_PACKAGES.map((gold) => ({ gold, usdCents: goldPriceUsdCents(gold), approxKrw: approxKrw(goldPriceUsdCents(gold)) })),
  minimum: GOLD_MINIMUM,
  step: GOLD_STEP,
  usdCentsPerGold: USD_CENTS_PER_GOLD,
  krwPerUsd: KRW_PER_USD,
};

/** Sends an idempotent answer (a stored failure is thrown again, so it reaches the client as the same envelope). */
/** Gold (spec section 6): prices, balance, ledger history, buying by card through a payment provider. */
export async function registerCoinRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock } = context;
  const db = database.db;
  const member = requireMember(context);

  app.get(COIN_API.coinPrice, async () => ok(price));

  app.get(COIN_API.coinInfo, { preHandler: member }, async (request) => {
    const { user } = memberOf(request);
    const { balance, reserved } = await goldHoldings(db, user.id);
    const info: CoinInfo = { balance, reserved, purchaseCount: user.purchase_count };
    return ok(info);
  });

  app.get(COIN_API.coinHistory, { preHandler: member }, async (request) => {
    const { user } = memberOf(request);
    const { page, size } = parseWith(coinHistoryQuerySchema, request.query);
    const [rows, count] = await Promise.all([
      db
        .selectFrom('gold_ledger')
        .select(['id', 'kind', 'amount', 'balance_after', 'reference', 'created_at'])
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      db.selectFrom('gold_ledger').select((eb) => eb.fn.countAll<string | number>().as('total')).where('user_id', '=', user.id).executeTakeFirst(),
    ]);
    const history: CoinHistory = {
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
    return ok(history);
  });

  app.post(COIN_API.coinPayment, { preHandler: member }, async (request, reply) => {
    const { user } = memberOf(request);
    if ((await context.termination.phaseAt(clock.now())) !== 'operating') throw new AppError('SERVICE_GOLD_PURCHASE_CLOSED');
    const input = parseWith(coinPaymentRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const provider = paymentProvider(context, input.providerId);
    const answer = await idempotentLeased(db, { scope: 'coin-payment', key, userId: user.id, request: input, now: clock.now() }, async () => {
      const paymentId = randomUUID();
      const amountUsdCents = goldPriceUsdCents(input.gold);
      await db
        .insertInto('payment')
        .values({
          id: paymentId,
          user_id: user.id,
          provider: provider.id,
          purpose: 'GOLD',
          amount_usd_cents: amountUsdCents,
          gold_amount: input.gold,
          status: 'CREATED',
          created_at: clock.now(),
        })
        .execute();
      const origin = publicOrigin(context, request);
      const { url } = await provider.createCheckout({
        paymentId,
        amountUsdCents,
        description: { ko: `${input.gold.toLocaleString('ko-KR')} 골드`, en: `${input.gold.toLocaleString('en-US')} Gold` },
        successUrl: `${origin}${COIN_CALLBACK.success}`,
        errorUrl: `${origin}${COIN_CALLBACK.error}`,
      });
      const checkoutUrl = /^https?:/.test(url) ? url : `${origin}${url}`;
      return { status: 200, body: { paymentId, checkoutUrl, usdCents: amountUsdCents, gold: input.gold } };
    });
    return sendStored(reply, answer);
  });

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

  app.post(
    COIN_API.coinPaymentConfirm,
    { preHandler: member },
    confirmRouteHandler(context, {
      scope: 'coin-payment-confirm',
      purpose: 'GOLD',
      onApproved: async (trx, confirmed, now, user) => {
        const balanceAfter = await moveGold(trx, { userId: user.id, kind: 'PURCHASE', amount: confirmed.gold_amount, reference: `payment:${confirmed.id}`, now });
        await trx.updateTable('payment').set({ details: JSON.stringify({ balanceAfter }) }).where('id', '=', confirmed.id).execute();
        await trx
          .updateTable('app_user')
          .set((eb) => ({ purchase_count: eb('purchase_count', '+', 1) }))
          .where('id', '=', user.id)
          .execute();
      },
      answer: resultOf,
    }),
  );
}
