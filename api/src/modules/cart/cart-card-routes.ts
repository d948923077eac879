import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CART_API,
  CART_CARD_RETURN,
  PAYMENT_CALLBACK,
  cartCardCheckoutRequestSchema,
  type CartCardCheckoutResult,
  type CartCardConfirmResult,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validate';
import { idempotencyKeyOf, idempotentLeased, sendStored } from '../idempotency/idempotent';
import { requireMember } from '../members/request-member';
import type { PaymentRow } from '../payments/confirm-payment';
import { confirmRouteHandler } from '../payments/confirm-route';
import { paymentProvider, publicOrigin } from '../payments/payment-routes';
import type { PurchaseRequirements } from '../purchase/purchase-requirements';
import { saleShortfall } from '../purchase/purchase-transaction';
import { isCartOrder, type CartCardOrder } from './cart-card-order';
import { buyCartLines, type CartLineOrder } from './cart-checkout';
import { dropExpiredLines, keepCutoff } from './cart-queries';
import type { Database } from '../../db/schema';

/** The paid lines leave the cart: what was paid of each (a line grown since keeps the rest). */
async function takePaidLines(trx: Kysely<Database>, userId: number, lines: CartLineOrder[]) {
  for (const line of lines) {
    await trx.deleteFrom('cart_item').where('id', '=', line.itemId).where('user_id', '=', userId).where('quantity', '<=', line.quantity).execute();
    await trx
      .updateTable('cart_item')
      .set((eb) => ({ quantity: eb('quantity', '-', line.quantity) }))
      .where('id', '=', line.itemId)
      .where('user_id', '=', userId)
      .execute();
  }
}

/**
 * The cart paid by card (issue 4 D, "same rules as C"): the checkout checks what the Gold checkout checks, prices
 * every line in USD and opens ONE provider payment for the total, reserving nothing. The confirmation (server to
 * server) buys every paid line in one transaction and takes them out of the cart; when a line cannot be bought
 * then, nothing is bought, the payment fails, the charge is voided and the cart keeps its lines.
 */
export function registerCartCardRoutes(app: FastifyInstance, context: AppContext, requirements: PurchaseRequirements) {
  const { clock } = context;
  const db = context.database.db;

  app.post(CART_API.cardCheckout, async (request, reply) => {
    const { user, input } = await requirements(request, (body) => parseWith(cartCardCheckoutRequestSchema, body));
    const key = idempotencyKeyOf(request);
    const provider = paymentProvider(context, input.providerId);
    const answer = await idempotentLeased<CartCardCheckoutResult>(context.database.db, { scope: 'cart-card-checkout', key, userId: user.id, request: input, now: clock.now() }, async () => {
      const now = clock.now();
      await dropExpiredLines(db, user.id, now);
      const rows = await db
        .selectFrom('cart_item as c')
        .innerJoin('project as p', 'p.id', 'c.project_id')
        .select(['c.id', 'c.project_id', 'c.quantity', 'p.price_usd_cents', 'p.sale_starts_at', 'p.sale_ends_at'])
        .where('c.user_id', '=', user.id)
        .where('c.id', 'in', input.itemIds)
        .where('c.added_at', '>', keepCutoff(now))
        .orderBy('c.id')
        .execute();
      if (rows.length !== input.itemIds.length) throw new AppError('CART_CHANGED');
      for (const row of rows) {
        // Checked, not held: a line that cannot be bought now is refused before paying.
        const shortfall = await saleShortfall(db, { id: row.project_id, sale_starts_at: row.sale_starts_at, sale_ends_at: row.sale_ends_at }, row.quantity, now);
        if (shortfall) throw new AppError(shortfall, undefined, { projectId: row.project_id, itemId: row.id });
      }
      const usdCents = rows.reduce((sum, row) => sum + row.price_usd_cents * row.quantity, 0);
      const quantity = rows.reduce((sum, row) => sum + row.quantity, 0);
      const order: CartCardOrder = { kind: 'CART', lines: rows.map((row) => ({ itemId: row.id, projectId: row.project_id, quantity: row.quantity })) };
      const paymentId = randomUUID();
      await db
        .insertInto('payment')
        .values({ id: paymentId, user_id: user.id, provider: provider.id, purpose: 'KEY', amount_usd_cents: usdCents, status: 'CREATED', details: JSON.stringify(order), created_at: now })
        .execute();
      const origin = publicOrigin(context, request);
      const back = `?${new URLSearchParams({ [CART_CARD_RETURN.param]: CART_CARD_RETURN.value })}`;
      const { url } = await provider.createCheckout({
        paymentId,
        amountUsdCents: usdCents,
        description: { ko: `장바구니 KEY ${quantity}개 (프로젝트 ${rows.length}개)`, en: `Cart: ${quantity} KEY${quantity > 1 ? 's' : ''} of ${rows.length} project${rows.length > 1 ? 's' : ''}` },
        successUrl: `${origin}${PAYMENT_CALLBACK.success}${back}`,
        errorUrl: `${origin}${PAYMENT_CALLBACK.error}${back}`,
      });
      const checkoutUrl = /^https?:/.test(url) ? url : `${origin}${url}`;
      return { status: 200, body: { paymentId, checkoutUrl, usdCents } };
    });
    return sendStored(reply, answer);
  });

  /** The answer of a settled cart payment: its purchases, or the error it ended with. */
  const settledAnswer = (payment: PaymentRow): CartCardConfirmResult => {
    const order = payment.details as unknown as CartCardOrder;
    if (payment.status === 'CONFIRMED') return { purchaseIds: order.purchaseIds ?? [] };
    if (payment.status === 'CANCELLED') throw new AppError('PAYMENT_CANCELLED');
    if (payment.status === 'FAILED') throw new AppError(order.failure ?? 'PAYMENT_FAILED');
    throw new AppError('PAYMENT_FAILED');
  };

  app.post(
    CART_API.cardConfirm,
    { preHandler: requireMember(context) },
    confirmRouteHandler(context, {
      scope: 'cart-card-confirm',
      purpose: 'KEY',
      accepts: (candidate) => isCartOrder(candidate.details),
      onApproved: async (trx, confirmed, now, user) => {
        const order = confirmed.details as unknown as CartCardOrder;
        const purchaseIds = await buyCartLines(trx, { user, lines: order.lines, idempotencyOf: (line) => `payment:${confirmed.id}:${line.itemId}`, now, payMethod: 'CARD' });
        await takePaidLines(trx, user.id, order.lines);
        await trx.updateTable('payment').set({ details: JSON.stringify({ ...order, purchaseIds }) }).where('id', '=', confirmed.id).execute();
      },
      answer: settledAnswer,
    }),
  );
}
