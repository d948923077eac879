import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  designOffersSchema,
  OFFER_API,
  offerAcceptRequestSchema,
  offerAcceptResultSchema,
  offerCreateRequestSchema,
  offerDesignParamsSchema,
  offerIdParamsSchema,
  offerListSchema,
  offerMineQuerySchema,
  offerSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf } from '../idempotency/idempotent';
import { marketBuyerOf, marketBuyerOfRequest, requireMarketBuyer } from '../market/market-buyer';
import { memberOf, requireMember } from '../members/request-member';
import * as offers from './offer-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const tags = ['offers'];

/** Gold offers between members (issue 15): make, withdraw, accept, decline, and the lists the pages show. */
export async function registerOfferRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = context;
  const db = context.database.db;
  const feePercent = config.marketFeePercent;
  // Access is checked before the schemas validate anything.
  const preValidation = requireMember(context);

  // Making an offer checks the member itself (a buyer's requirements, in their order), before its body.
  app.post(
    OFFER_API.create,
    {
      preValidation: requireMarketBuyer(marketBuyerOf(context)),
      schema: { tags, security: MEMBER_TOKEN, body: offerCreateRequestSchema, response: { 200: successEnvelope(offerSchema) } },
    },
    async (request) => {
      const idempotencyKey = idempotencyKeyOf(request);
      return ok(await offers.createOffer(context, { bidder: marketBuyerOfRequest(request), input: request.body, idempotencyKey }));
    },
  );

  app.get(
    OFFER_API.mine,
    { preValidation, schema: { tags, security: MEMBER_TOKEN, querystring: offerMineQuerySchema, response: { 200: successEnvelope(offerListSchema) } } },
    async (request) => ok(await offers.offersOf(db, { userId: memberOf(request).user.id, direction: request.query.direction, feePercent, now: clock.now() })),
  );

  app.get(
    OFFER_API.design(':designId'),
    { preValidation, schema: { tags, security: MEMBER_TOKEN, params: offerDesignParamsSchema, response: { 200: successEnvelope(designOffersSchema) } } },
    async (request) =>
      ok(await offers.designOffers(db, { userId: memberOf(request).user.id, designId: request.params.designId, feePercent, now: clock.now() })),
  );

  /** The owner accepts (Idempotency-Key): the sale settles once however often it is sent. */
  app.post(
    OFFER_API.accept(':id'),
    {
      preValidation,
      schema: {
        tags,
        security: MEMBER_TOKEN,
        params: offerIdParamsSchema,
        body: offerAcceptRequestSchema,
        response: { 200: successEnvelope(offerAcceptResultSchema) },
      },
    },
    async (request) => {
      const idempotencyKey = idempotencyKeyOf(request);
      return ok(await offers.acceptOfferOnce(context, { owner: memberOf(request).user, offerId: request.params.id, input: request.body, idempotencyKey }));
    },
  );

  app.post(
    OFFER_API.decline(':id'),
    { preValidation, schema: { tags, security: MEMBER_TOKEN, params: offerIdParamsSchema, response: { 200: successEnvelope(offerSchema) } } },
    async (request) => ok(await offers.declineOffer(db, { userId: memberOf(request).user.id, offerId: request.params.id, feePercent, now: clock.now() })),
  );

  app.post(
    OFFER_API.withdraw(':id'),
    { preValidation, schema: { tags, security: MEMBER_TOKEN, params: offerIdParamsSchema, response: { 200: successEnvelope(offerSchema) } } },
    async (request) => ok(await offers.withdrawOffer(db, { userId: memberOf(request).user.id, offerId: request.params.id, feePercent, now: clock.now() })),
  );
}
