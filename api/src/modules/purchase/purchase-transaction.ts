import type { Kysely } from 'kysely';
import type { CoinRevealResult, PayMethod } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { claimCoupon, discountQuote } from '../coupons/coupon-discount';
import { moveGold } from '../gold/gold-ledger';
import { isProjectPublished } from '../catalog/catalog-repository';
import { notify, type NotificationContent } from '../notifications/notify';
import { drawKeys } from './key-draw';
import { recordArrivals, recordDrawActivity } from './purchase-records-repository';
import { countMemberPurchase, insertPaidPurchase, projectById, salePoolTotals } from './purchase-repository';

/**
 * Why `quantity` KEYs of the project cannot be bought now, or null: outside its sale window or withdrawn
 * (nothing was ever on sale) → KEY_NO_LONGER_AVAILABLE; a pool bought empty (also by a concurrent buyer) or
 * too small → INSUFFICIENT_KEYS. Reserves nothing.
 */
export async function saleShortfall(
  db: Kysely<Database>,
  project: { id: number; sale_starts_at: Date; sale_ends_at: Date | null },
  quantity: number,
  now: Date,
): Promise<'KEY_NO_LONGER_AVAILABLE' | 'INSUFFICIENT_KEYS' | null> {
  const pool = await salePoolTotals(db, project.id, now);
  const inWindow = now >= project.sale_starts_at && (!project.sale_ends_at || now < project.sale_ends_at);
  if (!inWindow || Number(pool.total) === 0) return 'KEY_NO_LONGER_AVAILABLE';
  if (Number(pool.remaining) < quantity) return 'INSUFFICIENT_KEYS';
  return null;
}

/** The member's notification of a KEY purchase (a coupon's free draw says so), linking to its reveal. */
export function purchaseNotice(
  project: { title_ko: string; title_en: string },
  { quantity, payMethod, purchaseId }: { quantity: number; payMethod: PayMethod; purchaseId: number },
): NotificationContent {
  return {
    type: 'PURCHASE',
    ...(payMethod === 'COUPON'
      ? {
          title: { ko: '무료 뽑기 완료', en: 'Free reveal ready' },
          body: {
            ko: `쿠폰으로 ${project.title_ko} KEY 1개를 뽑았습니다. 지금 공개해 보세요.`,
            en: `Your coupon drew a KEY of ${project.title_en}. Reveal it now.`,
          },
        }
      : {
          title: { ko: 'KEY 구매 완료', en: 'KEY purchase complete' },
          body: {
            ko: `${project.title_ko} KEY ${quantity}개를 구매했습니다. 지금 공개해 보세요.`,
            en: `You bought ${quantity} KEY${quantity > 1 ? 's' : ''} of ${project.title_en}. Reveal them now.`,
          },
        }),
    linkUrl: `/reveal?purchaseId=${purchaseId}`,
  };
}

export interface KeyOrder {
  user: AppUserRow;
  projectId: number;
  quantity: number;
  /** Stored on the purchase: the Idempotency-Key (Gold) or `payment:<id>` (card). */
  idempotency: string;
  now: Date;
  memberCouponId?: number | undefined;
  /** GOLD debits the (discounted) price; CARD was paid through the provider (no Gold moves); COUPON is a free draw (price 0). */
  payMethod: PayMethod;
}

/**
 * The KEY purchase inside the caller's transaction (Gold and card alike): check the sale and the supply, price it
 * (with the DISCOUNT coupon if any, used here), take the Gold when paying with Gold, draw, record, notify.
 * The caller invalidates the catalog cache after the commit.
 */
export async function purchaseInTransaction(trx: Kysely<Database>, order: KeyOrder): Promise<CoinRevealResult> {
  const { user, projectId, quantity, now, memberCouponId } = order;
  const project = await projectById(trx, projectId, now);
  if (!project) throw new AppError('PROJECT_NOT_FOUND');
  const shortfall = await saleShortfall(trx, project, quantity, now);
  if (shortfall) throw new AppError(shortfall);

  // A DISCOUNT coupon lowers the price as the quote computes it, and is used in this same transaction.
  const quote = memberCouponId === undefined ? null : await discountQuote(trx, { userId: user.id, memberCouponId, projectId, quantity, now });
  const unitPriceGold = order.payMethod === 'COUPON' ? 0 : project.price_gold;
  const totalGold = quote ? quote.totalGold : unitPriceGold * quantity;
  const purchase = await insertPaidPurchase(trx, {
    userId: user.id,
    projectId,
    quantity,
    unitPriceGold,
    totalGold,
    payMethod: order.payMethod,
    idempotency: order.idempotency,
    now,
  });
  if (memberCouponId !== undefined) await claimCoupon(trx, { userId: user.id, memberCouponId, usedFor: `purchase:${purchase.id}`, now });
  if (order.payMethod === 'GOLD' && totalGold > 0)
    await moveGold(trx, { userId: user.id, kind: 'SPEND', amount: -totalGold, reference: `purchase:${purchase.id}`, now });

  const drawn = await drawKeys(trx, { projectId, quantity, ownerId: user.id, now });
  // Read again now that the draw holds its designs' rows: the studio locks them too before it takes a project that has
  // sold nothing back to draft, so either it saw this sale and refused, or its change is seen here (and nothing sells).
  if (!(await isProjectPublished(trx, projectId, now))) throw new AppError('PROJECT_NOT_FOUND');
  const items = await recordArrivals(trx, { purchaseId: purchase.id, keys: drawn, ownerId: user.id, kind: 'PURCHASE', now });
  await recordDrawActivity(trx, { keys: drawn, nickname: user.nickname, priceGold: order.payMethod === 'COUPON' ? null : project.price_gold, now });
  await notify(trx, user.id, purchaseNotice(project, { quantity, payMethod: order.payMethod, purchaseId: purchase.id }), now);
  await countMemberPurchase(trx, user.id);
  return {
    purchaseId: purchase.id,
    items: items.sort((a, b) => a.draw_position - b.draw_position).map((item) => ({ purchaseItemId: item.id, revealed: false })),
  };
}
