import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MARKET_API,
  marketCardConfirmRequestSchema,
  marketCardConfirmResultSchema,
  type MarketCardConfirmResult,
  marketCardPaymentRequestSchema,
  marketCardPaymentResultSchema,
  marketIdParamsSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { publicOrigin } from '../payments/payment-routes';
import { confirmOnce, paymentProvider, type ConfirmRoute } from '../payments/payment-service';
import type { PurchaseRequirements } from '../purchase/purchase-requirements';
import { isListingOrder } from './market-card-order';
import { marketBuyerOfRequest, requireMarketBuyer } from './market-buyer';
import * as market from './market-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const tags = ['market'];

/**
 * A listing paid by card (issue 5 C, "Gold or card"): the checkout checks what the Gold purchase checks, in the
 * same order, and opens ONE provider payment of the Gold price in USD cents (1 Gold = 1 cent), holding nothing.
 * The confirmation (server to server) sells the listing with the Gold purchase's own transaction, minus the Gold
 * debit: the buyer paid by card. When the listing cannot be bought then (another buyer won, or it was cancelled),
 * nothing moves, the payment fails and the charge is voided.
 */
export function registerMarketCardRoutes(fastify: FastifyInstance, context: AppContext, marketBuyer: PurchaseRequirements) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const feePercent = context.config.marketFeePercent;
  const confirmation: ConfirmRoute<MarketCardConfirmResult> = {
    scope: 'market-card-confirm',
    purpose: 'KEY',
    accepts: (candidate) => isListingOrder(candidate.details),
    onApproved: (trx, confirmed, now, user) => market.sellListingPaidByCard(trx, confirmed, now, user, feePercent),
    answer: market.settledAnswer,
    // The KEY design's activities (on /key/details) now show the sale.
  };

  app.post(
    MARKET_API.cardPayment(':id'),
    {
      preValidation: requireMarketBuyer(marketBuyer),
      schema: {
        tags,
        security: MEMBER_TOKEN,
        params: marketIdParamsSchema,
        body: marketCardPaymentRequestSchema,
        response: { 200: successEnvelope(marketCardPaymentResultSchema) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const provider = paymentProvider(context, request.body.providerId);
      const answer = await market.checkOutListingByCard(context, {
        buyer: marketBuyerOfRequest(request),
        listingId: request.params.id,
        input: request.body,
        provider,
        origin: publicOrigin(context, request),
        idempotencyKey,
      });
      return sendStored(reply, answer);
    },
  );

  app.post(
    MARKET_API.cardConfirm,
    {
      preValidation: requireMember(context),
      schema: { tags, security: MEMBER_TOKEN, body: marketCardConfirmRequestSchema, response: { 200: successEnvelope(marketCardConfirmResultSchema) } },
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const key = idempotencyKeyOf(request);
      return sendStored(reply, await confirmOnce(context, confirmation, { user, input: request.body, key }));
    },
  );
}
