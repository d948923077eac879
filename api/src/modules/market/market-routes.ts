import type { FastifyInstance } from 'fastify';
import {
  MARKET_API,
  MARKET_CREATOR_PERCENT,
  MARKET_PRICE_MAX_GOLD,
  MARKET_PRICE_MIN_GOLD,
  marketFeeBreakdown,
  marketFeeQuerySchema,
  marketIdParamsSchema,
  marketMyItemsQuerySchema,
  marketPaymentRequestSchema,
  marketPriceSchema,
  marketRegisterRequestSchema,
  marketBrowseQuerySchema,
  type MarketFee,
  type MarketPaymentResult,
  type MarketRegisterResult,
  type Page,
  type MarketListingItem,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { idempotencyKeyOf, idempotent } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { marketBuyerOf } from './market-buyer';
import { browseListings, findListing, keySetOf } from './market-listings';
import { registerMarketCardRoutes } from './market-card-routes';
import { registerMarketPriceRoutes } from './market-price-routes';
import { myItemsOfDesign } from './market-my-items';
import { buyListing } from './market-payment';
import { cancelListing, listKeyForSale } from './market-register';

/** The user-to-user market: the fee breakdown, listing and cancelling, browsing, buying a listing with Gold or by card. */
export async function registerMarketRoutes(app: FastifyInstance, context: AppContext) {
  const { config, clock } = context;
  const db = context.database.db;
  const member = { preHandler: requireMember(context) };
  const feePercent = config.marketFeePercent;

  app.get(MARKET_API.fee, async (request) => {
    const { price } = parseWith(marketFeeQuerySchema, request.query);
    const priceGold = price === undefined ? undefined : parseWith(marketPriceSchema, price);
    const body: MarketFee = {
      creatorPercent: MARKET_CREATOR_PERCENT,
      feePercent,
      minPriceGold: MARKET_PRICE_MIN_GOLD,
      maxPriceGold: MARKET_PRICE_MAX_GOLD,
      breakdown: priceGold === undefined ? null : marketFeeBreakdown(priceGold, feePercent),
    };
    return ok(body);
  });

  app.post(MARKET_API.register, member, async (request) => {
    const seller = memberOf(request).user;
    const input = parseWith(marketRegisterRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const now = clock.now();
    if ((await context.termination.phaseAt(now)) !== 'operating') throw new AppError('SERVICE_SALE_CLOSED');
    const answer = await idempotent<MarketRegisterResult>(context.database.db, { scope: 'marketRegister', key, userId: seller.id, request: input, now }, async (trx) => ({
      status: 200,
      body: await listKeyForSale(trx, { seller, keyItemId: input.keyItemId, priceGold: input.priceGold, feePercent, now }),
    }));
    return ok(answer.body);
  });

  app.post(MARKET_API.cancel(':id'), member, async (request) => {
    const { id } = parseWith(marketIdParamsSchema, request.params);
    await cancelListing(db, { sellerId: memberOf(request).user.id, listingId: id, now: clock.now() });
    return ok({ listingId: id });
  });

  app.get(MARKET_API.searchList, async (request) => {
    const query = parseWith(marketBrowseQuerySchema, request.query);
    const { items, total } = await browseListings(db, query);
    const body: Page<MarketListingItem> = { items, page: query.page, size: query.size, total };
    return ok(body);
  });

  app.get(MARKET_API.keySet(':id'), async (request) => {
    const { id } = parseWith(marketIdParamsSchema, request.params);
    const body = await keySetOf(db, id);
    if (!body) throw new AppError('KEY_NOT_FOUND');
    return ok(body);
  });

  app.get(MARKET_API.listing(':id'), async (request) => {
    const { id } = parseWith(marketIdParamsSchema, request.params);
    const listing = await findListing(db, id);
    if (!listing) throw new AppError('MARKET_LISTING_NOT_FOUND');
    return ok(listing);
  });

  app.get(MARKET_API.myItems, member, async (request) => {
    const { designId } = parseWith(marketMyItemsQuerySchema, request.query);
    return ok(await myItemsOfDesign(db, { userId: memberOf(request).user.id, designId, now: clock.now() }));
  });

  const marketBuyer = marketBuyerOf(context);

  app.post(MARKET_API.payment(':id'), async (request) => {
    const { id } = parseWith(marketIdParamsSchema, request.params);
    const { user, input } = await marketBuyer(request, (body) => parseWith(marketPaymentRequestSchema, body));
    const key = idempotencyKeyOf(request);
    const now = clock.now();
    const answer = await idempotent<MarketPaymentResult>(
      context.database.db,
      { scope: 'marketPayment', key, userId: user.id, request: { listingId: id, ...input }, now },
      async (trx) => ({
        status: 200,
        body: await buyListing(trx, { buyer: user, listingId: id, priceGold: input.priceGold, feePercent, now }),
      }),
    );
    return ok(answer.body);
  });

  registerMarketCardRoutes(app, context, marketBuyer);
  registerMarketPriceRoutes(app, context);
}
