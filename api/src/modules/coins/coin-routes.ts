import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COIN_API,
  coinHistoryQuerySchema,
  coinHistorySchema,
  coinInfoSchema,
  coinPaymentConfirmRequestSchema,
  coinPaymentCreatedSchema,
  coinPaymentRequestSchema,
  coinPaymentResultSchema,
  coinPriceSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { confirmOnce } from '../payments/payment-service';
import { publicOrigin } from '../payments/payment-routes';
import * as coins from './coin-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['coins'];

/** Gold (spec section 6): prices, balance, ledger history, buying by card through a payment provider. */
export async function registerCoinRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = context.database.db;
  // The member is checked before the schemas validate anything.
  const member = requireMember(context);
  const goldConfirmation = coins.goldConfirmation(db);

  app.get(COIN_API.coinPrice, { schema: { tags: TAGS, response: { 200: successEnvelope(coinPriceSchema) } } }, async () => ok(coins.coinPrice));

  app.get(
    COIN_API.coinInfo,
    { preValidation: member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(coinInfoSchema) } } },
    async (request) => ok(await coins.coinInfo(db, memberOf(request).user)),
  );

  app.get(
    COIN_API.coinHistory,
    {
      preValidation: member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: coinHistoryQuerySchema, response: { 200: successEnvelope(coinHistorySchema) } },
    },
    async (request) => ok(await coins.coinHistory(db, memberOf(request).user.id, request.query)),
  );

  app.post(
    COIN_API.coinPayment,
    {
      // Gold on sale is checked before the order is validated, as it always was.
      preValidation: [member, async () => coins.assertGoldOnSale(context)],
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: coinPaymentRequestSchema, response: { 200: successEnvelope(coinPaymentCreatedSchema) } },
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const key = idempotencyKeyOf(request);
      return sendStored(reply, await coins.openGoldCheckout(context, { user, input: request.body, key, origin: publicOrigin(context, request) }));
    },
  );

  app.post(
    COIN_API.coinPaymentConfirm,
    {
      preValidation: member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        body: coinPaymentConfirmRequestSchema,
        response: { 200: successEnvelope(coinPaymentResultSchema) },
      },
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const key = idempotencyKeyOf(request);
      return sendStored(reply, await confirmOnce(context, goldConfirmation, { user, input: request.body, key }));
    },
  );
}
