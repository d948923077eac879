import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  coinRevealRequestSchema,
  coinRevealResultSchema,
  myKeysSchema,
  paymentHistoryQuerySchema,
  paymentHistorySchema,
  pendingRevealSchema,
  projectOddsQuerySchema,
  projectOddsSchema,
  PURCHASE_API,
  revealAllParamsSchema,
  revealedItemSchema,
  revealItemParamsSchema,
  revealTotalQuerySchema,
  revealTotalSchema,
  successEnvelope,
  testGoldResultSchema,
  testGoldSchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { registerCardPurchaseRoutes } from './card-purchase-routes';
import { GoldPurchaseQueue } from './gold-purchase-batch';
import { requirePurchaser } from './purchase-requirements';
import * as purchases from './purchase-service';
import { MEMBER_TOKEN } from '../../http/openapi';

/** Most Gold purchases, and KEYs, written in one batch (a statement's parameters grow with them). */
const GOLD_BATCH_MAX_ORDERS = 100;
const GOLD_BATCH_MAX_KEYS = 1000;
/** Longest a batch waits for the buyers it expects (on a drop of 16 buyers, 4 and 8 ms measured alike, both far above 0). */
const GOLD_BATCH_LINGER_MS = 4;

const TAGS = ['purchase'];

/** KEY purchase with Gold (random draw), the reveal of drawn KEYs, the member's KEYs and purchase history. */
export async function registerPurchaseRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, clock } = context;
  const db = context.database.db;
  // The member is checked before the schemas validate anything.
  const member = requireMember(context);
  // The KEY purchase's requirements answer before its order is validated, as they always did.
  const purchaser = requirePurchaser(context);

  app.get(
    PURCHASE_API.projectOdds,
    { schema: { tags: TAGS, querystring: projectOddsQuerySchema, response: { 200: successEnvelope(projectOddsSchema) } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(ok(await purchases.projectOdds(db, request.query.id, clock.now()))),
  );

  // Gold purchases without a coupon are written in batches (group commit); with a coupon, each on its own transaction.
  const goldPurchases = new GoldPurchaseQueue(db, {
    maxOrders: GOLD_BATCH_MAX_ORDERS,
    maxKeys: GOLD_BATCH_MAX_KEYS,
    lingerMs: GOLD_BATCH_LINGER_MS,
    onBatchFailure: (error, size) => app.log.warn({ err: error, size }, 'a batch of Gold purchases failed as a whole; its purchases run one by one'),
  });

  app.post(
    PURCHASE_API.coinReveal,
    {
      preValidation: purchaser,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: coinRevealRequestSchema, response: { 200: successEnvelope(coinRevealResultSchema) } },
    },
    async (request) => {
      const { user } = memberOf(request);
      const input = request.body;
      const order = { user, projectId: input.projectId, quantity: input.quantity, idempotency: idempotencyKeyOf(request), now: clock.now() };
      return ok(await purchases.buyWithGold(db, goldPurchases, order, input));
    },
  );

  registerCardPurchaseRoutes(app, context, purchaser);

  app.get(
    PURCHASE_API.revealPending,
    { preValidation: member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(pendingRevealSchema) } } },
    async (request) => ok(await purchases.pendingReveals(db, memberOf(request).user.id)),
  );

  app.post(
    PURCHASE_API.reveal(':purchaseItemId'),
    {
      preValidation: member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, params: revealItemParamsSchema, response: { 200: successEnvelope(revealedItemSchema) } },
    },
    async (request) => ok(await purchases.revealItem(db, clock, { purchaseItemId: request.params.purchaseItemId, userId: memberOf(request).user.id })),
  );

  app.get(
    PURCHASE_API.revealTotal,
    {
      preValidation: member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: revealTotalQuerySchema, response: { 200: successEnvelope(revealTotalSchema) } },
    },
    async (request) => ok(await purchases.revealTotalOf(db, memberOf(request).user.id, request.query.purchaseId)),
  );

  app.post(
    PURCHASE_API.revealAll(':purchaseId'),
    {
      preValidation: member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, params: revealAllParamsSchema, response: { 200: successEnvelope(revealTotalSchema) } },
    },
    async (request) => ok(await purchases.revealAll(db, { purchaseId: request.params.purchaseId, userId: memberOf(request).user.id, now: clock.now() })),
  );

  app.get(
    PURCHASE_API.keyMy,
    { preValidation: member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(myKeysSchema) } } },
    async (request) => ok(await purchases.myKeys(db, memberOf(request).user.id)),
  );

  app.get(
    PURCHASE_API.paymentHistory,
    {
      preValidation: member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: paymentHistoryQuerySchema, response: { 200: successEnvelope(paymentHistorySchema) } },
    },
    async (request) => ok(await purchases.purchaseHistory(db, memberOf(request).user.id, request.query)),
  );

  // Test mode only: give (or take) Gold so journeys can buy without the card flow.
  if (config.testMode) {
    app.post(
      PURCHASE_API.testGold,
      { schema: { tags: TAGS, body: testGoldSchema, response: { 200: successEnvelope(testGoldResultSchema) } } },
      async (request) => ok(await purchases.giveTestGold(db, { ...request.body, now: clock.now() })),
    );
  }
}
