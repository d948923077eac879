import type { Kysely } from 'kysely';
import {
  PAYMENT_CALLBACK,
  type CardRevealResult,
  type CoinRevealResult,
  type ErrorCode,
  type MyKeys,
  type Page,
  type PendingReveal,
  type ProjectOdds,
  type PurchaseHistoryItem,
  type RevealedItem,
  type RevealTotal,
} from 'shared-contract';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { keyDesignFace } from '../catalog/catalog-mappers';
import { drawnKeyOf } from '../catalog/drawn-key';
import { saleStatusAt } from '../catalog/sale-status';
import { discountQuote } from '../coupons/coupon-discount';
import { goldBalance, moveGold } from '../gold/gold-ledger';
import { idempotentLeased, type StoredAnswer } from '../idempotency/idempotent';
import type { PaymentRow } from '../payments/confirm-payment';
import { openProviderCheckout, paymentProvider } from '../payments/payment-service';
import { drawOdds } from './draw-odds';
import { buyAlone, type GoldOrder, type GoldPurchaseQueue } from './gold-purchase-batch';
import { wasCancelledItem } from './purchase-cancel-repository';
import * as repository from './purchase-repository';
import { purchaseInTransaction, saleShortfall } from './purchase-transaction';

type DB = Kysely<Database>;

/** The odds of the project's draw now: each released KEY design's share of what remains. */
export async function projectOdds(db: DB, projectId: number, now: Date): Promise<ProjectOdds> {
  const project = await repository.projectById(db, projectId, now);
  if (!project) throw new AppError('PROJECT_NOT_FOUND');
  const designs = await repository.releasedSaleDesigns(db, projectId, now);
  const remaining = designs.reduce((sum, design) => sum + design.supply_remaining, 0);
  return {
    projectId: project.id,
    priceGold: project.price_gold,
    saleStatus: saleStatusAt({ saleStartsAt: project.sale_starts_at, saleEndsAt: project.sale_ends_at, supplyRemaining: remaining }, now),
    supplyRemaining: remaining,
    keys: designs.map((design) => ({
      keyId: design.id,
      ...keyDesignFace(design.id, design),
      supplyTotal: design.supply_total,
      supplyRemaining: design.supply_remaining,
      probability: drawOdds(design.supply_remaining, remaining),
    })),
  };
}

/**
 * A KEY purchase with Gold: without a coupon it joins the next batch (group commit); with a coupon it runs on its own
 * transaction.
 */
export async function buyWithGold(
  db: DB,
  goldPurchases: GoldPurchaseQueue,
  order: GoldOrder,
  input: { memberCouponId?: number | undefined },
): Promise<CoinRevealResult> {
  const answer =
    input.memberCouponId === undefined
      ? await goldPurchases.submit(order, input)
      : await buyAlone(db, { ...order, memberCouponId: input.memberCouponId }, input);
  return answer.body;
}

export async function pendingReveals(db: DB, userId: number): Promise<PendingReveal> {
  const rows = await repository.pendingRevealItems(db, userId);
  return {
    items: rows.map((row) => ({
      purchaseItemId: row.id,
      purchaseId: row.purchase_id,
      projectId: row.project_id,
      projectTitle: { ko: row.title_ko, en: row.title_en },
      createdAt: row.created_at.toISOString(),
    })),
  };
}

/** Reveals one drawn KEY of the member's; a cancelled purchase's item answers PURCHASE_CANCELLED. */
export async function revealItem(db: DB, clock: Clock, { purchaseItemId, userId }: { purchaseItemId: number; userId: number }): Promise<RevealedItem> {
  const own = await repository.ownPurchaseItem(db, purchaseItemId, userId);
  if (!own) throw new AppError((await wasCancelledItem(db, purchaseItemId, userId)) ? 'PURCHASE_CANCELLED' : 'NOT_FOUND');
  await repository.markItemRevealed(db, purchaseItemId, clock.now());
  // A cancellation that won the race took the item away: nothing was revealed.
  const row = await repository.itemWithKey(db, purchaseItemId);
  if (!row) throw new AppError('PURCHASE_CANCELLED');
  return {
    purchaseItemId: row.purchase_item_id,
    purchaseId: row.purchase_id,
    keyItemId: row.key_item_id,
    serialNo: row.serial_no,
    revealedAt: (row.revealed_at ?? clock.now()).toISOString(),
    key: drawnKeyOf(row),
  };
}

/** The caller's purchase summed up, each KEY shown once revealed; NOT_FOUND when it is not theirs. */
export async function revealTotalOf(db: DB, userId: number, purchaseId: number): Promise<RevealTotal> {
  const purchase = await repository.ownPurchaseWithProject(db, purchaseId, userId);
  if (!purchase) throw new AppError('NOT_FOUND');
  const items = await repository.purchaseItemsWithKeys(db, purchaseId);
  return {
    purchaseId: purchase.id,
    projectId: purchase.project_id,
    projectTitle: { ko: purchase.title_ko, en: purchase.title_en },
    quantity: purchase.quantity,
    unitPriceGold: purchase.unit_price_gold,
    totalGold: purchase.total_gold,
    payMethod: purchase.pay_method,
    createdAt: purchase.created_at.toISOString(),
    items: items.map((item) => {
      const revealed = item.revealed_at !== null;
      return {
        purchaseItemId: item.purchase_item_id,
        revealed,
        keyItemId: revealed ? item.key_item_id : null,
        serialNo: revealed ? item.serial_no : null,
        key: revealed ? drawnKeyOf(item) : null,
      };
    }),
  };
}

/**
 * Reveal all: every unrevealed KEY of the caller's purchase in ONE statement (atomic: all of them or none, and a
 * repeat reveals nothing more, so it is idempotent), under the rules of the one-by-one reveal: only the buyer's
 * purchase, never a cancelled one. A cancellation racing it locks and deletes the items first (then this matches
 * none and answers PURCHASE_CANCELLED) or finds them revealed and refuses to cancel.
 */
export async function revealAll(db: DB, { purchaseId, userId, now }: { purchaseId: number; userId: number; now: Date }): Promise<RevealTotal> {
  const purchase = await repository.ownPurchaseStatus(db, purchaseId, userId);
  if (!purchase) throw new AppError('NOT_FOUND');
  if (purchase.status === 'CANCELLED') throw new AppError('PURCHASE_CANCELLED');
  await repository.markPurchaseRevealed(db, purchaseId, userId, now);
  const total = await revealTotalOf(db, userId, purchaseId);
  if (total.items.length === 0) throw new AppError('PURCHASE_CANCELLED');
  return total;
}

export async function myKeys(db: DB, userId: number): Promise<MyKeys> {
  const rows = await repository.ownedRevealedKeys(db, userId);
  return {
    items: rows.map((row) => ({
      keyItemId: row.key_item_id,
      serialNo: row.serial_no,
      acquiredAt: row.acquired_at.toISOString(),
      key: drawnKeyOf(row),
    })),
  };
}

export async function purchaseHistory(db: DB, userId: number, { page, size }: { page: number; size: number }): Promise<Page<PurchaseHistoryItem>> {
  const [rows, total] = await Promise.all([repository.purchaseHistoryPage(db, userId, { page, size }), repository.countPurchases(db, userId)]);
  return {
    items: rows.map((row) => ({
      purchaseId: row.id,
      projectId: row.project_id,
      projectTitle: { ko: row.title_ko, en: row.title_en },
      quantity: row.quantity,
      unitPriceGold: row.unit_price_gold,
      totalGold: row.total_gold,
      payMethod: row.pay_method,
      status: row.status,
      revealedCount: Number(row.revealed_count ?? 0),
      createdAt: row.created_at.toISOString(),
    })),
    page,
    size,
    total: Number(total.count),
  };
}

/** Test mode only: gives (or takes) Gold so journeys can buy without the card flow. */
export async function giveTestGold(db: DB, { userId, amount, now }: { userId: number; amount: number; now: Date }): Promise<{ balance: number }> {
  await db.transaction().execute((trx) => moveGold(trx, { userId, kind: 'ADJUSTMENT', amount, reference: 'test:gold', now }));
  return { balance: await goldBalance(db, userId) };
}

/** What a KEY payment (purpose KEY) carries in `payment.details` until it is confirmed. */
interface CardOrder {
  projectId: number;
  quantity: number;
  memberCouponId: number | null;
  /** Set when the confirmation could not buy (the charge was voided): the answer's code. */
  failure?: ErrorCode;
}

/**
 * KEY purchase by card (spec section 4). Opening the checkout reserves nothing: the supply is checked (not
 * held) so a sold-out project is refused before paying; the purchase transaction runs at the confirmation, and
 * when too few KEYs remain then (or the coupon was used meanwhile) the payment is FAILED, the provider's charge
 * voided, and the answer is that error (INSUFFICIENT_KEYS, COUPON_UNUSABLE, ...).
 */
export async function openCardCheckout(
  context: AppContext,
  {
    user,
    input,
    key,
    origin,
  }: { user: AppUserRow; input: { projectId: number; quantity: number; memberCouponId?: number | undefined; providerId: string }; key: string; origin: string },
): Promise<StoredAnswer<CardRevealResult>> {
  const { clock } = context;
  const db = context.database.db;
  const provider = paymentProvider(context, input.providerId);
  return idempotentLeased<CardRevealResult>(db, { scope: 'card-reveal', key, userId: user.id, request: input, now: clock.now() }, async () => {
    const now = clock.now();
    const project = await repository.projectById(db, input.projectId, now);
    if (!project) throw new AppError('PROJECT_NOT_FOUND');
    const shortfall = await saleShortfall(db, project, input.quantity, now);
    if (shortfall) throw new AppError(shortfall);
    let usdCents = project.price_usd_cents * input.quantity;
    if (input.memberCouponId !== undefined) {
      // The card price is lowered by the same fraction as the Gold price (the quote's computation).
      const quote = await discountQuote(db, { userId: user.id, memberCouponId: input.memberCouponId, projectId: project.id, quantity: input.quantity, now });
      if (quote.originalGold > 0) usdCents = Math.round((usdCents * quote.totalGold) / quote.originalGold);
    }
    const order: CardOrder = { projectId: project.id, quantity: input.quantity, memberCouponId: input.memberCouponId ?? null };
    const { paymentId, checkoutUrl } = await openProviderCheckout(db, provider, {
      userId: user.id,
      purpose: 'KEY',
      usdCents,
      order,
      description: { ko: `${project.title_ko} KEY ${input.quantity}개`, en: `${input.quantity} KEY${input.quantity > 1 ? 's' : ''} of ${project.title_en}` },
      successPath: PAYMENT_CALLBACK.success,
      errorPath: PAYMENT_CALLBACK.error,
      origin,
      now,
    });
    return { status: 200, body: { paymentId, checkoutUrl, usdCents } };
  });
}

/** The approved card payment buys its KEYs, inside the confirmation's transaction. */
export function buyPaidKeys(trx: DB, confirmed: PaymentRow, now: Date, user: AppUserRow): Promise<CoinRevealResult> {
  const paid = confirmed.details as unknown as CardOrder;
  return purchaseInTransaction(trx, {
    user,
    projectId: paid.projectId,
    quantity: paid.quantity,
    idempotency: `payment:${confirmed.id}`,
    now,
    memberCouponId: paid.memberCouponId ?? undefined,
    payMethod: 'CARD',
  });
}

/** The answer of a settled card payment: its purchase, or the error it ended with. */
export async function cardPaymentAnswer(db: DB, payment: PaymentRow): Promise<CoinRevealResult> {
  if (payment.status === 'CONFIRMED') {
    const purchase = await repository.purchaseOfPayment(db, payment.id, payment.user_id);
    const items = await repository.purchaseItemStates(db, purchase.id);
    return { purchaseId: purchase.id, items: items.map((item) => ({ purchaseItemId: item.id, revealed: item.revealed_at !== null })) };
  }
  if (payment.status === 'CANCELLED') throw new AppError('PAYMENT_CANCELLED');
  if (payment.status === 'FAILED') throw new AppError((payment.details as Partial<CardOrder>).failure ?? 'PAYMENT_FAILED');
  throw new AppError('PAYMENT_FAILED');
}
