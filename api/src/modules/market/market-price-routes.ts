import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MARKET_API, marketFacetsQuerySchema, marketFacetsSchema, marketPricesQuerySchema, marketPricesSchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import * as market from './market-service';

const tags = ['market'];

/** Issue 15: price discovery (per KEY design or project) and the counts per market filter. Public reads. */
export function registerMarketPriceRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = context.database.db;

  app.get(
    MARKET_API.prices,
    { schema: { tags, querystring: marketPricesQuerySchema, response: { 200: successEnvelope(marketPricesSchema) } } },
    async (request) => ok(await market.pricesOf(db, request.query, context.clock.now())),
  );

  app.get(
    MARKET_API.facets,
    { schema: { tags, querystring: marketFacetsQuerySchema, response: { 200: successEnvelope(marketFacetsSchema) } } },
    async (request) => ok(await market.facetsOf(db, request.query)),
  );
}
