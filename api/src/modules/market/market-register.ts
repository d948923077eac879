import type { Kysely } from 'kysely';
import { marketFeeBreakdown, type MarketRegisterResult } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { assertKeyMovable } from '../ownership/key-lock';
import { notifyWatchersOfListing } from '../watchlist/watch-service';
import { findListing } from './market-listings';
import { cancelActiveListing, insertListing, listingSeller } from './market-repository';

export interface ListingOrder {
  seller: AppUserRow;
  keyItemId: number;
  priceGold: number;
  feePercent: number;
  now: Date;
}

/**
 * Lists an owned KEY inside the caller's transaction: assertKeyMovable (owner, revealed, the 24-hour lock, no
 * transfer in progress, not already listed; it locks the KEY's row so two listings of one KEY run one after the
 * other), then one ACTIVE listing (the unique index is the last guard) and the WATCH notifications of its watchers.
 */
export async function listKeyForSale(trx: Kysely<Database>, order: ListingOrder): Promise<MarketRegisterResult> {
  const { keyDesignId } = await assertKeyMovable(trx, { keyItemId: order.keyItemId, ownerId: order.seller.id, now: order.now, kind: 'SALE' });
  const listing = await insertListing(trx, {
    keyItemId: order.keyItemId,
    keyDesignId,
    sellerId: order.seller.id,
    priceGold: order.priceGold,
    now: order.now,
  });
  const view = await findListing(trx, listing.id);
  if (!view) throw new Error(`listing ${listing.id} vanished`);
  // The watchlist alert commits with the listing (one INSERT), like the market's other notifications.
  await notifyWatchersOfListing(trx, view, order.seller.id, order.now);
  return { listing: view, breakdown: marketFeeBreakdown(order.priceGold, order.feePercent) };
}

/** The seller withdraws an ACTIVE listing (someone else's: KEY_NOT_YOURS; sold, cancelled or unknown: MARKET_LISTING_NOT_FOUND). */
export async function cancelListing(db: Kysely<Database>, { sellerId, listingId, now }: { sellerId: number; listingId: number; now: Date }) {
  const cancelled = await cancelActiveListing(db, { sellerId, listingId, now });
  if (cancelled) return;
  const listing = await listingSeller(db, listingId);
  if (listing && listing.seller_id !== sellerId) throw new AppError('KEY_NOT_YOURS');
  throw new AppError('MARKET_LISTING_NOT_FOUND');
}
