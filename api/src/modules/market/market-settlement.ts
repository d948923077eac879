import type { Kysely } from 'kysely';
import { marketFeeBreakdown, withParticle, type MarketFeeBreakdown } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { goldBalance, moveGold } from '../gold/gold-ledger';
import { notify, type NotificationContent } from '../notifications/notify';
import { lapseOffersOnKey } from '../offers/offer-lapse';
import { handOverKey } from '../ownership/move-key';
import { insertSettlement } from './market-repository';

/** A KEY sold from one member to another: a claimed listing, or an accepted offer (recorded as a SOLD listing). */
export interface Sale {
  /** The sale's listing row (`market:<id>` is the Gold reference; the settlement is keyed by it). */
  listingId: number;
  keyItemId: number;
  projectId: number;
  sellerId: number;
  buyer: AppUserRow;
  priceGold: number;
  feePercent: number;
  /** For the seller's notification. */
  key: { nameKo: string; nameEn: string; serialNo: number };
  now: Date;
}

export interface Settled<Paid> {
  split: MarketFeeBreakdown;
  paid: Paid;
  /** The seller's Gold balance after the sale. */
  sellerBalance: number;
}

/**
 * Settles a sale inside the caller's transaction, however it was agreed and however the buyer pays: pending offers on
 * the KEY lapse first (their Gold released; offers before Gold, the order every offer path locks in), then `pay` takes
 * the buyer's payment (Gold: INSUFFICIENT_GOLD rolls everything back; a card was charged before), the seller receives
 * the price less the creator earnings and the fee, the settlement books all three, the KEY changes hands (the
 * conditional owner update is the last guard) and the seller is notified, then the buyer with `buyerNotice`.
 */
export async function settleSale<Paid>(
  trx: Kysely<Database>,
  sale: Sale,
  pay: (split: MarketFeeBreakdown, reference: string) => Promise<Paid>,
  buyerNotice: (split: MarketFeeBreakdown) => NotificationContent,
): Promise<Settled<Paid>> {
  const { now } = sale;
  await lapseOffersOnKey(trx, { keyItemId: sale.keyItemId, now });
  const split = marketFeeBreakdown(sale.priceGold, sale.feePercent);
  const reference = `market:${sale.listingId}`;
  const paid = await pay(split, reference);
  const sellerBalance =
    split.sellerGold > 0
      ? await moveGold(trx, { userId: sale.sellerId, kind: 'SALE', amount: split.sellerGold, reference, now })
      : await goldBalance(trx, sale.sellerId);
  await insertSettlement(trx, {
    listingId: sale.listingId,
    projectId: sale.projectId,
    priceGold: split.priceGold,
    creatorGold: split.creatorGold,
    feeGold: split.feeGold,
    sellerGold: split.sellerGold,
    now,
  });
  await handOverKey(trx, {
    keyItemId: sale.keyItemId,
    fromUserId: sale.sellerId,
    toUserId: sale.buyer.id,
    kind: 'SALE',
    actor: sale.buyer.nickname,
    priceGold: split.priceGold,
    now,
  });

  const price = split.priceGold.toLocaleString('en-US');
  const received = split.sellerGold.toLocaleString('en-US');
  const serial = `#${sale.key.serialNo}`;
  await notify(
    trx,
    sale.sellerId,
    {
      type: 'SALE',
      title: { ko: 'KEY 판매 완료', en: 'Your KEY sold' },
      body: {
        ko: `${withParticle(`${sale.key.nameKo} ${serial}`, '이/가')} ${price}골드에 판매되었습니다. ${received}골드를 받았습니다.`,
        en: `${sale.key.nameEn} ${serial} sold for ${price} Gold. You received ${received} Gold.`,
      },
      linkUrl: '/my/coins',
    },
    now,
  );
  await notify(trx, sale.buyer.id, buyerNotice(split), now);
  return { split, paid, sellerBalance };
}
