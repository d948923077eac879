import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PURCHASE_API,
  cardRevealConfirmRequestSchema,
  cardRevealRequestSchema,
  cardRevealResultSchema,
  coinRevealResultSchema,
  successEnvelope,
  type CoinRevealResult,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { orderKindOf } from '../payments/confirm-payment';
import { confirmOnce, type ConfirmRoute } from '../payments/payment-service';
import { publicOrigin } from '../payments/payment-routes';
import * as purchases from './purchase-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['purchase'];

/**
 * KEY purchase by card (spec section 4): the checkout opens a provider payment (reserving nothing), the
 * confirmation buys with the purchase's own transaction (see `openCardCheckout`). `purchaser` checks the KEY
 * purchase's requirements before the order is validated.
 */
export function registerCardPurchaseRoutes(fastify: FastifyInstance, context: AppContext, purchaser: preValidationAsyncHookHandler) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = context.database.db;

  app.post(
    PURCHASE_API.cardReveal,
    {
      preValidation: purchaser,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: cardRevealRequestSchema, response: { 200: successEnvelope(cardRevealResultSchema) } },
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const key = idempotencyKeyOf(request);
      return sendStored(reply, await purchases.openCardCheckout(context, { user, input: request.body, key, origin: publicOrigin(context, request) }));
    },
  );

  const confirmation: ConfirmRoute<CoinRevealResult> = {
    scope: 'card-reveal-confirm',
    purpose: 'KEY',
    accepts: (payment) => orderKindOf(payment) === null,
    onApproved: purchases.buyPaidKeys,
    answer: (payment) => purchases.cardPaymentAnswer(db, payment),
  };

  app.post(
    PURCHASE_API.cardRevealConfirm,
    {
      preValidation: requireMember(context),
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: cardRevealConfirmRequestSchema, response: { 200: successEnvelope(coinRevealResultSchema) } },
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const key = idempotencyKeyOf(request);
      return sendStored(reply, await confirmOnce(context, confirmation, { user, input: request.body, key }));
    },
  );
}
