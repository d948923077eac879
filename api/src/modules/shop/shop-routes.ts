import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { promotionAnswerSchema, promotionQuerySchema, SHOP_API, shopListSchema, shopQuerySchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { cachedJsonRoute, sendStoredBody } from '../../http/cached-reply';
import { ok } from '../../http/envelope';
import * as shop from './shop-service';

const TAGS = ['shop'];

/** The shop (projects on sale, a cached catalog read) and the promotions; public. */
export async function registerShopRoutes(fastify: FastifyInstance, { database, clock, catalog }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  // The cached answer goes out as stored bytes (Fastify does not serialize them); the schema documents it.
  app.get(
    SHOP_API.shop,
    { ...cachedJsonRoute, schema: { tags: TAGS, querystring: shopQuerySchema, response: { 200: successEnvelope(shopListSchema) } } },
    async (request, reply) => sendStoredBody(request, reply, await catalog.shop(request.query)),
  );

  app.get(
    SHOP_API.promotion,
    { schema: { tags: TAGS, querystring: promotionQuerySchema, response: { 200: successEnvelope(promotionAnswerSchema) } } },
    async (request) => ok(await shop.promotions(db, request.query.id, () => clock.now())),
  );
}
