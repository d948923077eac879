import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { releaseGold } from '../gold/gold-ledger';
import { notify } from '../notifications/notify';
import { offerNotice, type OfferEvent } from './offer-notices';
import * as repository from './offer-repository';

/**
 * Gives back the Gold of closed offers and tells each bidder, inside the caller's transaction. Accounts are
 * released in member order, after every offer row was taken, the order all offer paths lock in.
 */
export async function releaseClosedOffers(trx: Kysely<Database>, closed: readonly repository.OfferRow[], event: OfferEvent, now: Date): Promise<void> {
  if (closed.length === 0) return;
  const perBidder = new Map<number, number>();
  for (const offer of closed) perBidder.set(offer.bidder_id, (perBidder.get(offer.bidder_id) ?? 0) + offer.amount_gold);
  for (const bidderId of [...perBidder.keys()].sort((a, b) => a - b)) await releaseGold(trx, bidderId, perBidder.get(bidderId) ?? 0);
  const key = await repository.keyForSale(trx, closed[0]?.key_item_id ?? 0);
  for (const offer of closed) {
    await notify(
      trx,
      offer.bidder_id,
      offerNotice(event, { nameKo: key.name_ko, nameEn: key.name_en, serialNo: key.serial_no, amountGold: offer.amount_gold }),
      now,
    );
  }
}

/**
 * The KEY is about to change hands (a sale, an accepted offer, a transfer): its row is locked, so no offer is made
 * meanwhile, and every offer still PENDING on it lapses with its Gold released and its bidder told.
 */
export async function lapseOffersOnKey(trx: Kysely<Database>, { keyItemId, now }: { keyItemId: number; now: Date }): Promise<void> {
  await repository.lockKeyItem(trx, keyItemId, 'update');
  const lapsed = await repository.closePendingOnKey(trx, keyItemId, 'LAPSED', now);
  await releaseClosedOffers(trx, lapsed, 'LAPSED', now);
}
