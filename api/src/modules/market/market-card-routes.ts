import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  LISTING_CARD_RETURN,
  MARKET_API,
  PAYMENT_CALLBACK,
  goldPriceUsdCents,
  marketCardPaymentRequestSchema,
  marketIdParamsSchema,
  type MarketCardConfirmResult,
  type MarketCardPaymentResult,
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
import { isListingOrder, type ListingCardOrder } from './market-card-order';
import { assertListingBuyable, sellListing } from './market-payment';

/** The answer of a settled listing payment: the KEY bought, or the error it ended with. */
function settledAnswer(payment: PaymentRow): MarketCardConfirmResult {
  const order = payment.details as unknown as ListingCardOrder;
  if (payment.status === 'CONFIRMED' && order.sale) return order.sale;
  if (payment.status === 'CANCELLED') throw new AppError('PAYMENT_CANCELLED');
  if (payment.status === 'FAILED') throw new AppError(order.failure ?? 'PAYMENT_FAILED');
  throw new AppError('PAYMENT_FAILED');
}

/**
 * A listing paid by card (issue 5 C, "Gold or card"): the checkout checks what the Gold purchase checks, in the
 * same order, and opens ONE provider payment of the Gold price in USD cents (1 Gold = 1 cent), holding nothing.
 * The confirmation (server to server) sells the listing with the Gold purchase's own transaction, minus the Gold
 * debit: the buyer paid by card. When the listing cannot be bought then (another buyer won, or it was cancelled),
 * nothing moves, the payment fails and the charge is voided.
 */
export function registerMarketCardRoutes(app: FastifyInstance, context: AppContext, marketBuyer: PurchaseRequirements) {
  const { clock } = context;
  const db = context.database.db;
  const feePercent = context.config.marketFeePercent;

  app.post(MARKET_API.cardPayment(':id'), async (request, reply) => {
    const { id } = parseWith(marketIdParamsSchema, request.params);
    const { user, input } = await marketBuyer(request, (body) => parseWith(marketCardPaymentRequestSchema, body));
    const key = idempotencyKeyOf(request);
    const provider = paymentProvider(context, input.providerId);
    const scope = { scope: 'market-card-checkout', key, userId: user.id, request: { listingId: id, ...input }, now: clock.now() };
    const answer = await idempotentLeased<MarketCardPaymentResult>(context.database.db, scope, async () => {
      const now = clock.now();
      const listing = await db
        .selectFrom('market_listing as l')
        .innerJoin('key_design as d', 'd.id', 'l.key_design_id')
        .innerJoin('key_item as ki', 'ki.id', 'l.key_item_id')
        .select(['l.seller_id', 'l.price_gold', 'l.status', 'd.name_ko', 'd.name_en', 'ki.serial_no'])
        .where('l.id', '=', id)
        .executeTakeFirst();
      // Checked, not held: a listing that cannot be bought now is refused before paying.
      assertListingBuyable(listing, user.id, input.priceGold);
      const usdCents = goldPriceUsdCents(listing.price_gold);
      const order: ListingCardOrder = { kind: 'LISTING', listingId: id, priceGold: listing.price_gold };
      const paymentId = randomUUID();
      await db
        .insertInto('payment')
        .values({ id: paymentId, user_id: user.id, provider: provider.id, purpose: 'KEY', amount_usd_cents: usdCents, status: 'CREATED', details: JSON.stringify(order), created_at: now })
        .execute();
      const origin = publicOrigin(context, request);
      const back = `?${new URLSearchParams({ [LISTING_CARD_RETURN.param]: LISTING_CARD_RETURN.value, [LISTING_CARD_RETURN.listingParam]: String(id) })}`;
      const { url } = await provider.createCheckout({
        paymentId,
        amountUsdCents: usdCents,
        description: { ko: `마켓 KEY ${listing.name_ko} #${listing.serial_no}`, en: `Market KEY ${listing.name_en} #${listing.serial_no}` },
        successUrl: `${origin}${PAYMENT_CALLBACK.success}${back}`,
        errorUrl: `${origin}${PAYMENT_CALLBACK.error}${back}`,
      });
      const checkoutUrl = /^https?:/.test(url) ? url : `${origin}${url}`;
      return { status: 200, body: { paymentId, checkoutUrl, usdCents } };
    });
    return sendStored(reply, answer);
  });

  app.post(
    MARKET_API.cardConfirm,
    { preHandler: requireMember(context) },
    confirmRouteHandler(context, {
      scope: 'market-card-confirm',
      purpose: 'KEY',
      accepts: (candidate) => isListingOrder(candidate.details),
      onApproved: async (trx, confirmed, now, user) => {
        const order = confirmed.details as unknown as ListingCardOrder;
        const usdCents = confirmed.amount_usd_cents;
        // The card was charged: the sale takes no Gold from the buyer.
        const { sold } = await sellListing(
          trx,
          { buyer: user, listingId: order.listingId, priceGold: order.priceGold, feePercent, now, cardUsdCents: usdCents },
          async () => undefined,
        );
        const sale: MarketCardConfirmResult = { ...sold, usdCents };
        await trx.updateTable('payment').set({ details: JSON.stringify({ ...order, sale }) }).where('id', '=', confirmed.id).execute();
      },
      answer: settledAnswer,
      // The KEY design's activities (on /key/details) now show the sale.
    }),
  );
}
