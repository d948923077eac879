import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  PAYMENT_CALLBACK,
  PURCHASE_API,
  cardRevealRequestSchema,
  type CardRevealResult,
  type CoinRevealResult,
  type ErrorCode,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validate';
import { discountQuote } from '../coupons/coupon-discount';
import { idempotencyKeyOf, idempotentLeased, sendStored } from '../idempotency/idempotent';
import { requireMember } from '../members/request-member';
import { orderKindOf, type PaymentRow } from '../payments/confirm-payment';
import { confirmRouteHandler } from '../payments/confirm-route';
import { paymentProvider, publicOrigin } from '../payments/payment-routes';
import type { PurchaseRequirements } from './purchase-requirements';
import { purchaseInTransaction, saleShortfall } from './purchase-transaction';

/** What a KEY payment (purpose KEY) carries in `payment.details` until it is confirmed. */
interface CardOrder {
  projectId: number;
  quantity: number;
  memberCouponId: number | null;
  /** Set when the confirmation could not buy (the charge was voided): the answer's code. */
  failure?: ErrorCode;
}

/**
 * KEY purchase by card (spec section 4). Opening the checkout reserves nothing: the supply is checked (not
 * held) so a sold-out project is refused before paying; the purchase transaction runs at the confirmation, and
 * when too few KEYs remain then (or the coupon was used meanwhile) the payment is FAILED, the provider's charge
 * voided, and the answer is that error (INSUFFICIENT_KEYS, COUPON_UNUSABLE, ...).
 */
export function registerCardPurchaseRoutes(app: FastifyInstance, context: AppContext, requirements: PurchaseRequirements) {
  const { clock } = context;
  const db = context.database.db;

  app.post(PURCHASE_API.cardReveal, async (request, reply) => {
    const { user, input } = await requirements(request, (body) => parseWith(cardRevealRequestSchema, body));
    const key = idempotencyKeyOf(request);
    const provider = paymentProvider(context, input.providerId);
    const answer = await idempotentLeased<CardRevealResult>(context.database.db, { scope: 'card-reveal', key, userId: user.id, request: input, now: clock.now() }, async () => {
      const now = clock.now();
      const project = await db.selectFrom('project').selectAll().where('id', '=', input.projectId).executeTakeFirst();
      if (!project) throw new AppError('PROJECT_NOT_FOUND');
      const shortfall = await saleShortfall(db, project, input.quantity, now);
      if (shortfall) throw new AppError(shortfall);
      let usdCents = project.price_usd_cents * input.quantity;
      if (input.memberCouponId !== undefined) {
        // The card price is lowered by the same fraction as the Gold price (the quote's computation).
        const quote = await discountQuote(context.database.db, { userId: user.id, memberCouponId: input.memberCouponId, projectId: project.id, quantity: input.quantity, now });
        if (quote.originalGold > 0) usdCents = Math.round((usdCents * quote.totalGold) / quote.originalGold);
      }
      const paymentId = randomUUID();
      const order: CardOrder = { projectId: project.id, quantity: input.quantity, memberCouponId: input.memberCouponId ?? null };
      await db
        .insertInto('payment')
        .values({
          id: paymentId,
          user_id: user.id,
          provider: provider.id,
          purpose: 'KEY',
          amount_usd_cents: usdCents,
          status: 'CREATED',
          details: JSON.stringify(order),
          created_at: now,
        })
        .execute();
      const origin = publicOrigin(context, request);
      const { url } = await provider.createCheckout({
        paymentId,
        amountUsdCents: usdCents,
        description: { ko: `${project.title_ko} KEY ${input.quantity}개`, en: `${input.quantity} KEY${input.quantity > 1 ? 's' : ''} of ${project.title_en}` },
        successUrl: `${origin}${PAYMENT_CALLBACK.success}`,
        errorUrl: `${origin}${PAYMENT_CALLBACK.error}`,
      });
      const checkoutUrl = /^https?:/.test(url) ? url : `${origin}${url}`;
      return { status: 200, body: { paymentId, checkoutUrl, usdCents } };
    });
    return sendStored(reply, answer);
  });

  /** The answer of a settled payment: its purchase, or the error it ended with. */
  const settledAnswer = async (payment: PaymentRow): Promise<CoinRevealResult> => {
    if (payment.status === 'CONFIRMED') {
      const purchase = await db
        .selectFrom('purchase')
        .select('id')
        .where('idempotency', '=', `payment:${payment.id}`)
        .where('user_id', '=', payment.user_id)
        .executeTakeFirstOrThrow();
      const items = await db.selectFrom('purchase_item').select(['id', 'revealed_at']).where('purchase_id', '=', purchase.id).orderBy('draw_position').execute();
      return { purchaseId: purchase.id, items: items.map((item) => ({ purchaseItemId: item.id, revealed: item.revealed_at !== null })) };
    }
    if (payment.status === 'CANCELLED') throw new AppError('PAYMENT_CANCELLED');
    if (payment.status === 'FAILED') throw new AppError((payment.details as Partial<CardOrder>).failure ?? 'PAYMENT_FAILED');
    throw new AppError('PAYMENT_FAILED');
  };

  app.post(
    PURCHASE_API.cardRevealConfirm,
    { preHandler: requireMember(context) },
    confirmRouteHandler(context, {
      scope: 'card-reveal-confirm',
      purpose: 'KEY',
      accepts: (payment) => orderKindOf(payment) === null,
      onApproved: (trx, confirmed, now, user) => {
        const paid = confirmed.details as unknown as CardOrder;
        return purchaseInTransaction(trx, {
          user,
          projectId: paid.projectId,
          quantity: paid.quantity,
          idempotency: `payment:${confirmed.id}`,
          now,
          memberCouponId: paid.memberCouponId ?? undefined,
          payMethod: 'CARD',
        });
      },
      answer: settledAnswer,
    }),
  );
}
