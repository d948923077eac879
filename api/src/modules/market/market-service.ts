import type { Kysely } from 'kysely';
import {
  goldPriceUsdCents,
  LISTING_CARD_RETURN,
  MARKET_CREATOR_PERCENT,
  MARKET_PRICE_MAX_GOLD,
  MARKET_PRICE_MIN_GOLD,
  marketFeeBreakdown,
  PAYMENT_CALLBACK,
  type MarketCardConfirmResult,
  type MarketCardPaymentResult,
  type MarketFacets,
  type MarketFilters,
  type MarketPrices,
  type MarketFee,
  type MarketKeySet,
  type MarketListing,
  type MarketListingItem,
  type MarketPaymentResult,
  type MarketRegisterResult,
  type Page,
} from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { idempotent, idempotentLeased, type StoredAnswer } from '../idempotency/idempotent';
import type { PaymentRow } from '../payments/confirm-payment';
import type { PaymentProvider } from '../payments/payment-provider';
import { setPaymentDetails } from '../payments/payment-repository';
import { openProviderCheckout } from '../payments/payment-service';
import type { ListingCardOrder } from './market-card-order';
import { browseListings, findListing, keySetOf } from './market-listings';
import { assertListingBuyable, buyListing, sellListing } from './market-payment';
import { listKeyForSale } from './market-register';
import { marketFacets, marketPrices, priceScopeExists, type PriceScope } from './market-prices';
import * as repository from './market-repository';

type DB = Kysely<Database>;

/** The fee breakdown of a listing price (none without a price), with the market's limits. */
export function marketFee(feePercent: number, priceGold: number | undefined): MarketFee {
  return {
    creatorPercent: MARKET_CREATOR_PERCENT,
    feePercent,
    minPriceGold: MARKET_PRICE_MIN_GOLD,
    maxPriceGold: MARKET_PRICE_MAX_GOLD,
    breakdown: priceGold === undefined ? null : marketFeeBreakdown(priceGold, feePercent),
  };
}

/** Lists a KEY for sale, once per Idempotency-Key (its own transaction), while the service is operating. */
export async function registerListing(
  context: AppContext,
  order: { seller: AppUserRow; input: { keyItemId: number; priceGold: number }; idempotencyKey: string },
): Promise<MarketRegisterResult> {
  const { seller, input, idempotencyKey } = order;
  const now = context.clock.now();
  if ((await context.termination.phaseAt(now)) !== 'operating') throw new AppError('SERVICE_SALE_CLOSED');
  const feePercent = context.config.marketFeePercent;
  const answer = await idempotent<MarketRegisterResult>(
    context.database.db,
    { scope: 'marketRegister', key: idempotencyKey, userId: seller.id, request: input, now },
    async (trx) => ({
      status: 200,
      body: await listKeyForSale(trx, { seller, keyItemId: input.keyItemId, priceGold: input.priceGold, feePercent, now }),
    }),
  );
  return answer.body;
}

export async function browse(db: DB, query: Parameters<typeof browseListings>[1]): Promise<Page<MarketListingItem>> {
  const { items, total } = await browseListings(db, query);
  return { items, page: query.page, size: query.size, total };
}

export async function keySet(db: DB, designId: number, now: Date): Promise<MarketKeySet> {
  const body = await keySetOf(db, designId, now);
  if (!body) throw new AppError('KEY_NOT_FOUND');
  return body;
}

export async function listing(db: DB, listingId: number): Promise<MarketListing> {
  const found = await findListing(db, listingId);
  if (!found) throw new AppError('MARKET_LISTING_NOT_FOUND');
  return found;
}

/** Buys a listing with Gold, once per Idempotency-Key (its own transaction). */
export async function payListing(
  context: AppContext,
  order: { buyer: AppUserRow; listingId: number; input: { priceGold: number }; idempotencyKey: string },
): Promise<MarketPaymentResult> {
  const { buyer, listingId, input, idempotencyKey } = order;
  const now = context.clock.now();
  const feePercent = context.config.marketFeePercent;
  const answer = await idempotent<MarketPaymentResult>(
    context.database.db,
    { scope: 'marketPayment', key: idempotencyKey, userId: buyer.id, request: { listingId, ...input }, now },
    async (trx) => ({
      status: 200,
      body: await buyListing(trx, { buyer, listingId, priceGold: input.priceGold, feePercent, now }),
    }),
  );
  return answer.body;
}

/**
 * A listing paid by card: checks what the Gold purchase checks and opens ONE provider payment of the Gold price in
 * USD cents (1 Gold = 1 cent), holding nothing; once per Idempotency-Key (a leased claim: the provider is called).
 */
export async function checkOutListingByCard(
  context: AppContext,
  order: {
    buyer: AppUserRow;
    listingId: number;
    input: { priceGold: number; providerId: string };
    provider: PaymentProvider;
    origin: string;
    idempotencyKey: string;
  },
): Promise<StoredAnswer<MarketCardPaymentResult>> {
  const { clock } = context;
  const db = context.database.db;
  const { buyer, listingId: id, input, provider, origin } = order;
  const scope = { scope: 'market-card-checkout', key: order.idempotencyKey, userId: buyer.id, request: { listingId: id, ...input }, now: clock.now() };
  return idempotentLeased<MarketCardPaymentResult>(db, scope, async () => {
    const now = clock.now();
    const listing = await repository.listingToCheckOut(db, id);
    // Checked, not held: a listing that cannot be bought now is refused before paying.
    assertListingBuyable(listing, buyer.id, input.priceGold);
    const usdCents = goldPriceUsdCents(listing.price_gold);
    const cardOrder: ListingCardOrder = { kind: 'LISTING', listingId: id, priceGold: listing.price_gold };
    const back = `?${new URLSearchParams({ [LISTING_CARD_RETURN.param]: LISTING_CARD_RETURN.value, [LISTING_CARD_RETURN.listingParam]: String(id) })}`;
    const { paymentId, checkoutUrl } = await openProviderCheckout(db, provider, {
      userId: buyer.id,
      purpose: 'KEY',
      usdCents,
      order: cardOrder,
      description: { ko: `마켓 KEY ${listing.name_ko} #${listing.serial_no}`, en: `Market KEY ${listing.name_en} #${listing.serial_no}` },
      successPath: `${PAYMENT_CALLBACK.success}${back}`,
      errorPath: `${PAYMENT_CALLBACK.error}${back}`,
      origin,
      now,
    });
    return { status: 200, body: { paymentId, checkoutUrl, usdCents } };
  });
}

/** Inside the confirmation's transaction: the card was charged, so the sale takes no Gold from the buyer. */
export async function sellListingPaidByCard(trx: DB, confirmed: PaymentRow, now: Date, buyer: AppUserRow, feePercent: number): Promise<void> {
  const order = confirmed.details as unknown as ListingCardOrder;
  const usdCents = confirmed.amount_usd_cents;
  const { sold } = await sellListing(
    trx,
    { buyer, listingId: order.listingId, priceGold: order.priceGold, feePercent, now, cardUsdCents: usdCents },
    async () => undefined,
  );
  const sale: MarketCardConfirmResult = { ...sold, usdCents };
  await setPaymentDetails(trx, confirmed.id, { ...order, sale });
}

/** The answer of a settled listing payment: the KEY bought, or the error it ended with. */
export function settledAnswer(payment: PaymentRow): MarketCardConfirmResult {
  const order = payment.details as unknown as ListingCardOrder;
  if (payment.status === 'CONFIRMED' && order.sale) return order.sale;
  if (payment.status === 'CANCELLED') throw new AppError('PAYMENT_CANCELLED');
  if (payment.status === 'FAILED') throw new AppError(order.failure ?? 'PAYMENT_FAILED');
  throw new AppError('PAYMENT_FAILED');
}

/** Price discovery of a KEY design or a project (KEY_NOT_FOUND / PROJECT_NOT_FOUND when there is none). */
export async function pricesOf(db: DB, query: { keyDesignId?: number | undefined; projectId?: number | undefined }, now: Date): Promise<MarketPrices> {
  const scope: PriceScope = query.keyDesignId !== undefined ? { keyDesignId: query.keyDesignId } : { projectId: query.projectId ?? 0 };
  if (!(await priceScopeExists(db, scope, now))) throw new AppError('keyDesignId' in scope ? 'KEY_NOT_FOUND' : 'PROJECT_NOT_FOUND');
  return marketPrices(db, scope);
}

export const facetsOf = (db: DB, filters: MarketFilters): Promise<MarketFacets> => marketFacets(db, filters);
