import type { Kysely } from 'kysely';
import { withParticle, type MarketFeeBreakdown, type MarketPaymentResult } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { moveGold } from '../gold/gold-ledger';
import { formatUsd } from '../payments/sandbox-card-provider';
import { claimListing, listingToSell } from './market-repository';
import { settleSale } from './market-settlement';

export interface ListingPurchase {
  buyer: AppUserRow;
  listingId: number;
  /** The price the buyer saw. */
  priceGold: number;
  feePercent: number;
  now: Date;
  /** Set when the buyer paid by card (USD cents charged): the buyer's notification names that amount. */
  cardUsdCents?: number;
}

/** What a sale hands over: the listing, its KEY and the price paid. */
export type ListingSold = Omit<MarketPaymentResult, 'balanceGold'>;

interface ListingToBuy {
  seller_id: number;
  price_gold: number;
  status: string;
}

/** Whether this buyer may buy this listing at the price seen (also checked before a card checkout opens). */
export function assertListingBuyable(listing: ListingToBuy | undefined, buyerId: number, priceGold: number): asserts listing is ListingToBuy {
  if (!listing) throw new AppError('MARKET_LISTING_NOT_FOUND');
  if (listing.seller_id === buyerId) throw new AppError('MARKET_OWN_LISTING');
  if (listing.status !== 'ACTIVE') throw new AppError('KEY_NO_LONGER_AVAILABLE');
  if (listing.price_gold !== priceGold) throw new AppError('MARKET_PRICE_CHANGED');
}

/**
 * Sells a listing inside the caller's transaction, however the buyer pays. The conditional update ACTIVE → SOLD
 * is the claim: under concurrency exactly one buyer's update matches, the others answer KEY_NO_LONGER_AVAILABLE
 * before anything moves. Then `settleSale` (shared with accepted offers) takes the buyer's payment through `pay`
 * (Gold: debits the balance, INSUFFICIENT_GOLD rolls everything back, the claim too; a card was charged before and
 * takes nothing here), pays the seller, books the settlement, hands the KEY over and notifies both.
 */
export async function sellListing<Paid>(
  trx: Kysely<Database>,
  order: ListingPurchase,
  pay: (split: MarketFeeBreakdown, reference: string) => Promise<Paid>,
): Promise<{ sold: ListingSold; paid: Paid }> {
  const { buyer, listingId, now } = order;
  const listing = await listingToSell(trx, listingId);
  assertListingBuyable(listing, buyer.id, order.priceGold);

  const claimed = await claimListing(trx, { listingId, buyerId: buyer.id, now });
  if (!claimed) throw new AppError('KEY_NO_LONGER_AVAILABLE');

  const serial = `#${listing.serial_no}`;
  const usd = order.cardUsdCents === undefined ? null : formatUsd(order.cardUsdCents);
  const { paid } = await settleSale(
    trx,
    {
      listingId,
      keyItemId: listing.key_item_id,
      projectId: listing.project_id,
      sellerId: listing.seller_id,
      buyer,
      priceGold: listing.price_gold,
      feePercent: order.feePercent,
      key: { nameKo: listing.name_ko, nameEn: listing.name_en, serialNo: listing.serial_no },
      now,
    },
    pay,
    (split) => {
      const price = split.priceGold.toLocaleString('en-US');
      const paidText = usd ? { ko: `카드 ${usd}`, en: `${usd} by card` } : { ko: `${price}골드`, en: `${price} Gold` };
      return {
        type: 'PURCHASE',
        title: { ko: 'KEY 구매 완료', en: 'KEY purchase complete' },
        body: {
          ko: `마켓에서 ${withParticle(`${listing.name_ko} ${serial}`, '을/를')} ${paidText.ko}에 구매했습니다.`,
          en: `You bought ${listing.name_en} ${serial} on the market for ${paidText.en}.`,
        },
        linkUrl: `/key/details?id=${listing.key_design_id}`,
      };
    },
  );
  return {
    sold: { listingId, keyItemId: listing.key_item_id, keyDesignId: listing.key_design_id, serialNo: listing.serial_no, priceGold: listing.price_gold },
    paid,
  };
}

/** Buys a listing with the buyer's Gold (see `sellListing`). */
export async function buyListing(trx: Kysely<Database>, order: ListingPurchase): Promise<MarketPaymentResult> {
  const { sold, paid: balanceGold } = await sellListing(trx, order, (split, reference) =>
    moveGold(trx, { userId: order.buyer.id, kind: 'SPEND', amount: -split.priceGold, reference, now: order.now }),
  );
  return { ...sold, balanceGold };
}
