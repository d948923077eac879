import type { FastifyInstance } from 'fastify';
import { MARKET_API, marketFacetsQuerySchema, marketPricesQuerySchema, type MarketFacets, type MarketPrices } from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { marketFacets, marketPrices, priceScopeExists, type PriceScope } from './market-prices';

/** Issue 15: price discovery (per KEY design or project) and the counts per market filter. Public reads. */
export function registerMarketPriceRoutes(app: FastifyInstance, context: AppContext) {
  const db = context.database.db;

  app.get(MARKET_API.prices, async (request) => {
    const query = parseWith(marketPricesQuerySchema, request.query);
    const scope: PriceScope = query.keyDesignId !== undefined ? { keyDesignId: query.keyDesignId } : { projectId: query.projectId ?? 0 };
    if (!(await priceScopeExists(db, scope))) throw new AppError('keyDesignId' in scope ? 'KEY_NOT_FOUND' : 'PROJECT_NOT_FOUND');
    const body: MarketPrices = await marketPrices(db, scope);
    return ok(body);
  });

  app.get(MARKET_API.facets, async (request) => {
    const body: MarketFacets = await marketFacets(db, parseWith(marketFacetsQuerySchema, request.query));
    return ok(body);
  });
}
