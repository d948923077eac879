import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MARKET_API,
  marketBrowseQuerySchema,
  marketCancelResultSchema,
  marketFeeRequestQuerySchema,
  marketFeeSchema,
  marketIdParamsSchema,
  marketKeySetSchema,
  marketListingSchema,
  marketListingPageSchema,
  marketMyItemsQuerySchema,
  marketMyItemsSchema,
  marketPaymentRequestSchema,
  marketPaymentResultSchema,
  marketRegisterRequestSchema,
  marketRegisterResultSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { marketBuyerOf, marketBuyerOfRequest, requireMarketBuyer } from './market-buyer';
import { registerMarketCardRoutes } from './market-card-routes';
import { registerMarketPriceRoutes } from './market-price-routes';
import { myItemsOfDesign } from './market-my-items';
import { cancelListing } from './market-register';
import * as market from './market-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const tags = ['market'];

/** The user-to-user market: the fee breakdown, listing and cancelling, browsing, buying a listing with Gold or by card. */
export async function registerMarketRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, clock } = context;
  const db = context.database.db;
  // The member (or the buyer's requirements) is checked before the schemas validate anything.
  const preValidation = requireMember(context);
  const feePercent = config.marketFeePercent;

  app.get(
    MARKET_API.fee,
    { schema: { tags, querystring: marketFeeRequestQuerySchema, response: { 200: successEnvelope(marketFeeSchema) } } },
    async (request) => ok(market.marketFee(feePercent, request.query.price)),
  );

  app.post(
    MARKET_API.register,
    {
      preValidation,
      schema: { tags, security: MEMBER_TOKEN, body: marketRegisterRequestSchema, response: { 200: successEnvelope(marketRegisterResultSchema) } },
    },
    async (request) => {
      const seller = memberOf(request).user;
      const idempotencyKey = idempotencyKeyOf(request);
      return ok(await market.registerListing(context, { seller, input: request.body, idempotencyKey }));
    },
  );

  app.post(
    MARKET_API.cancel(':id'),
    { preValidation, schema: { tags, security: MEMBER_TOKEN, params: marketIdParamsSchema, response: { 200: successEnvelope(marketCancelResultSchema) } } },
    async (request) => {
      const { id } = request.params;
      await cancelListing(db, { sellerId: memberOf(request).user.id, listingId: id, now: clock.now() });
      return ok({ listingId: id });
    },
  );

  app.get(
    MARKET_API.searchList,
    { schema: { tags, querystring: marketBrowseQuerySchema, response: { 200: successEnvelope(marketListingPageSchema) } } },
    async (request) => ok(await market.browse(db, request.query)),
  );

  app.get(
    MARKET_API.keySet(':id'),
    { schema: { tags, params: marketIdParamsSchema, response: { 200: successEnvelope(marketKeySetSchema) } } },
    async (request) => ok(await market.keySet(db, request.params.id, clock.now())),
  );

  app.get(
    MARKET_API.listing(':id'),
    { schema: { tags, params: marketIdParamsSchema, response: { 200: successEnvelope(marketListingSchema) } } },
    async (request) => ok(await market.listing(db, request.params.id)),
  );

  app.get(
    MARKET_API.myItems,
    { preValidation, schema: { tags, security: MEMBER_TOKEN, querystring: marketMyItemsQuerySchema, response: { 200: successEnvelope(marketMyItemsSchema) } } },
    async (request) => ok(await myItemsOfDesign(db, { userId: memberOf(request).user.id, designId: request.query.designId, now: clock.now() })),
  );

  const marketBuyer = marketBuyerOf(context);

  app.post(
    MARKET_API.payment(':id'),
    {
      preValidation: requireMarketBuyer(marketBuyer),
      schema: {
        tags,
        security: MEMBER_TOKEN,
        params: marketIdParamsSchema,
        body: marketPaymentRequestSchema,
        response: { 200: successEnvelope(marketPaymentResultSchema) },
      },
    },
    async (request) => {
      const idempotencyKey = idempotencyKeyOf(request);
      return ok(await market.payListing(context, { buyer: marketBuyerOfRequest(request), listingId: request.params.id, input: request.body, idempotencyKey }));
    },
  );

  registerMarketCardRoutes(app, context, marketBuyer);
  registerMarketPriceRoutes(app, context);
}
