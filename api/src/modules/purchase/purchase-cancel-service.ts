import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  AdminPurchase,
  AdminPurchaseKey,
  MonthlyAwardImpact,
  PurchaseCancelBlocker,
  PurchaseCancelInput,
  PurchaseCancelPreview,
  PurchaseCancelResult,
  PurchaseReturns,
  PurchaseSearchQuery,
  PurchaseSearchResult,
} from 'shared-contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit-repository';
import { moveGold } from '../gold/gold-ledger';
import { idempotent, idempotentLeased, type StoredAnswer } from '../idempotency/idempotent';
import { applyMonthlyImpact, previewMonthlyImpact } from '../missions/monthly-revocation';
import { notify } from '../notifications/notify';
import { paymentProvidersOf } from '../payments/payment-service';
import { formatUsd } from '../payments/sandbox-card-provider';
import type { StaffActor } from '../audit/staff-actor';
import {
  cancellations,
  cancelledKeys,
  findMember,
  lockPurchase,
  markCancelled,
  markRefunded,
  memberPurchases,
  paymentFacts,
  paymentIdOf,
  pendingRefunds,
  purchaseById,
  purchaseCoupons,
  purchaseKeys,
  refundOwed,
  restoreCoupon,
  returnKeysToSupply,
  saveMonthlyImpact,
  type CancelRow,
  type CouponRow,
  type PaymentFacts,
  type PurchaseKeyRow,
  type PurchaseRow,
} from './purchase-cancel-repository';

/** Who cancels, from where (the audit log keeps both). */
const CANCEL_SCOPE = 'purchase-cancel';
/** The processor's idempotency key of a purchase's refund: one refund per purchase, whatever retries happen. */
const refundKeyOf = (purchaseId: number) => `purchase-cancel:${purchaseId}`;

/** Where one KEY of a purchase stands (RETURNED once its purchase was cancelled). */
export function keyStateOf(row: PurchaseKeyRow, buyerId: number): AdminPurchaseKey['state'] {
  if (row.owner_id !== buyerId || row.last_event_kind !== 'PURCHASE' || row.last_event_to !== buyerId) return 'MOVED';
  if (row.listed) return 'LISTED';
  if (row.in_transfer) return 'IN_TRANSFER';
  return row.revealed_at ? 'REVEALED' : 'UNREVEALED';
}

const KEY_BLOCKERS: [AdminPurchaseKey['state'], PurchaseCancelBlocker][] = [
  ['MOVED', 'PURCHASE_CANCEL_KEY_MOVED'],
  ['LISTED', 'PURCHASE_CANCEL_KEY_LISTED'],
  ['IN_TRANSFER', 'PURCHASE_CANCEL_KEY_IN_TRANSFER'],
  ['REVEALED', 'PURCHASE_CANCEL_KEY_REVEALED'],
];

/** The card part of a purchase: all of a one-project payment; a cart payment split by the purchases' Gold prices. */
export function cardShareOf(payment: PaymentFacts, purchaseId: number): number {
  const total = payment.purchases.reduce((sum, purchase) => sum + purchase.total_gold, 0);
  const index = payment.purchases.findIndex((purchase) => purchase.id === purchaseId);
  if (index < 0) return 0;
  if (payment.purchases.length === 1 || total === 0) return index === 0 ? payment.amount_usd_cents : 0;
  // Cumulative rounding: the shares add up to the payment exactly.
  const before = payment.purchases.slice(0, index).reduce((sum, purchase) => sum + purchase.total_gold, 0);
  const upTo = before + (payment.purchases[index]?.total_gold ?? 0);
  return Math.round((payment.amount_usd_cents * upTo) / total) - Math.round((payment.amount_usd_cents * before) / total);
}

interface PurchaseFacts {
  purchase: PurchaseRow;
  keys: PurchaseKeyRow[];
  returnedKeys: Awaited<ReturnType<typeof cancelledKeys>>;
  cancel: CancelRow | undefined;
  coupon: CouponRow | undefined;
  payment: PaymentFacts | undefined;
}

/**
 * Purchase cancellation by support (issue 13 A). A purchase paid with Gold or by card is cancelled while every KEY of
 * it is unrevealed, still the buyer's and never moved (hence never listed nor in a transfer). One transaction: the
 * purchase becomes CANCELLED, the Gold comes back through the ledger, a DISCOUNT coupon it used is usable again, the
 * KEYs go back to supply (REVOKE events), the KEY of the Month hook runs, the member is notified, the audit log
 * written. A card payment (or its part of a cart payment) is refunded at the processor right after the commit, under
 * an idempotency lease; the owed refund is in the database first, so a crash or a processor outage leaves it PENDING
 * and a retry (the same request, or a new one on the cancelled purchase) settles it, with the processor's own
 * idempotency key: never twice.
 */
export class PurchaseCancelService {
  constructor(
    private readonly context: AppContext,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  private get db(): Kysely<Database> {
    return this.context.database.db;
  }

  private providerAvailable(provider: string): boolean {
    return paymentProvidersOf(this.context).has(provider);
  }

  private async facts(db: Kysely<Database>, purchases: PurchaseRow[]): Promise<PurchaseFacts[]> {
    const ids = purchases.map((purchase) => purchase.id);
    const [keys, returnedKeys, cancels] = await Promise.all([purchaseKeys(db, ids), cancelledKeys(db, ids), cancellations(db, ids)]);
    const coupons = await purchaseCoupons(
      db,
      purchases.map((purchase) => ({ id: purchase.id, restoredCouponId: cancels.get(purchase.id)?.member_coupon_id ?? null })),
    );
    const payments = new Map<string, PaymentFacts | undefined>();
    for (const purchase of purchases) {
      const paymentId = purchase.pay_method === 'CARD' ? paymentIdOf(purchase.idempotency) : null;
      if (paymentId !== null && !payments.has(paymentId)) payments.set(paymentId, await paymentFacts(db, paymentId));
    }
    return purchases.map((purchase) => {
      const paymentId = purchase.pay_method === 'CARD' ? paymentIdOf(purchase.idempotency) : null;
      return {
        purchase,
        keys: keys.filter((key) => key.purchase_id === purchase.id),
        returnedKeys: returnedKeys.filter((key) => key.purchase_id === purchase.id),
        cancel: cancels.get(purchase.id),
        coupon: coupons.get(purchase.id),
        payment: paymentId === null ? undefined : payments.get(paymentId),
      };
    });
  }

  /** Every reason the purchase cannot be cancelled now, most telling first (empty: it can). */
  private blockersOf({ purchase, keys, payment }: PurchaseFacts): PurchaseCancelBlocker[] {
    if (purchase.status === 'CANCELLED') return ['PURCHASE_ALREADY_CANCELLED'];
    if (purchase.status === 'REFUNDED') return ['PURCHASE_CANCEL_REFUNDED'];
    if (purchase.pay_method !== 'GOLD' && purchase.pay_method !== 'CARD') return ['PURCHASE_CANCEL_PAY_METHOD'];
    const states = new Set(keys.map((key) => keyStateOf(key, purchase.user_id)));
    const blockers = KEY_BLOCKERS.filter(([state]) => states.has(state)).map(([, blocker]) => blocker);
    if (keys.length !== purchase.quantity && !blockers.includes('PURCHASE_CANCEL_KEY_MOVED')) blockers.push('PURCHASE_CANCEL_KEY_MOVED');
    if (purchase.pay_method === 'CARD') {
      const usable = payment && payment.status === 'CONFIRMED' && payment.provider_ref !== null && this.providerAvailable(payment.provider);
      if (!usable || cardShareOf(payment, purchase.id) + payment.refunded_usd_cents > payment.amount_usd_cents)
        blockers.push('PURCHASE_CANCEL_PAYMENT_NOT_FOUND');
    }
    return blockers;
  }

  private viewOf(facts: PurchaseFacts): AdminPurchase {
    const { purchase, keys, returnedKeys, cancel, coupon, payment } = facts;
    const keyViews: AdminPurchaseKey[] = cancel
      ? returnedKeys.map((key) => ({
          keyItemId: key.key_item_id,
          serialNo: key.serial_no,
          keyDesignId: key.key_design_id,
          name: { ko: key.name_ko, en: key.name_en },
          rarity: key.rarity,
          state: 'RETURNED' as const,
        }))
      : keys.map((key) => ({
          keyItemId: key.key_item_id,
          serialNo: key.serial_no,
          keyDesignId: key.key_design_id,
          name: { ko: key.name_ko, en: key.name_en },
          rarity: key.rarity,
          state: keyStateOf(key, purchase.user_id),
        }));
    return {
      purchaseId: purchase.id,
      member: { id: purchase.user_id, email: purchase.member_email, nickname: purchase.member_nickname },
      projectId: purchase.project_id,
      projectTitle: { ko: purchase.title_ko, en: purchase.title_en },
      quantity: purchase.quantity,
      unitPriceGold: purchase.unit_price_gold,
      totalGold: purchase.total_gold,
      payMethod: purchase.pay_method,
      status: purchase.status,
      createdAt: purchase.created_at.toISOString(),
      card: payment
        ? {
            paymentId: payment.id,
            provider: payment.provider,
            paymentUsdCents: payment.amount_usd_cents,
            usdCents: cancel ? cancel.usd_cents_returned : cardShareOf(payment, purchase.id),
          }
        : null,
      coupon: coupon ? { memberCouponId: coupon.member_coupon_id, title: { ko: coupon.title_ko, en: coupon.title_en } } : null,
      keys: keyViews,
      blockers: this.blockersOf(facts),
      cancellation: cancel
        ? {
            cancelledAt: cancel.cancelled_at.toISOString(),
            cancelledBy: { id: cancel.actor_id, email: cancel.actor_email, nickname: cancel.actor_nickname },
            reason: cancel.reason,
            goldReturned: cancel.gold_returned,
            usdCentsReturned: cancel.usd_cents_returned,
            refundStatus: cancel.refund_status,
            refundMethod: cancel.refund_method,
            couponReturned: cancel.member_coupon_id !== null,
            monthlyImpact: cancel.monthly_impact,
          }
        : null,
    };
  }

  private returnsOf(view: AdminPurchase): PurchaseReturns {
    const supply = new Map<number, PurchaseReturns['supply'][number]>();
    for (const key of view.keys) {
      const entry = supply.get(key.keyDesignId) ?? { keyDesignId: key.keyDesignId, name: key.name, count: 0 };
      entry.count += 1;
      supply.set(key.keyDesignId, entry);
    }
    return {
      gold: view.payMethod === 'GOLD' ? view.totalGold : 0,
      card: view.card,
      coupon: view.coupon,
      supply: [...supply.values()].sort((a, b) => a.keyDesignId - b.keyDesignId),
    };
  }

  private async viewById(db: Kysely<Database>, purchaseId: number): Promise<{ facts: PurchaseFacts; view: AdminPurchase }> {
    const purchase = await purchaseById(db, purchaseId);
    if (!purchase) throw new AppError('PURCHASE_NOT_FOUND');
    const [facts] = await this.facts(db, [purchase]);
    if (!facts) throw new AppError('PURCHASE_NOT_FOUND');
    return { facts, view: this.viewOf(facts) };
  }

  /** A member's purchases (by e-mail, nickname or member number) or one purchase (by its number), each with its blockers. */
  async search(query: PurchaseSearchQuery): Promise<PurchaseSearchResult> {
    if (query.by === 'purchase') {
      const id = /^#?(\d{1,10})$/.exec(query.q);
      const purchase = id && Number(id[1]) <= 2_147_483_647 ? await purchaseById(this.db, Number(id[1])) : undefined;
      if (!purchase) throw new AppError('PURCHASE_NOT_FOUND');
      const items = (await this.facts(this.db, [purchase])).map((facts) => this.viewOf(facts));
      return { member: items[0]?.member ?? null, items, page: 1, size: query.size, total: items.length };
    }
    const member = await findMember(this.db, query.q);
    if (!member) throw new AppError('PURCHASE_CANCEL_MEMBER_NOT_FOUND');
    const { rows, total } = await memberPurchases(this.db, member.id, query.page, query.size);
    const items = (await this.facts(this.db, rows)).map((facts) => this.viewOf(facts));
    return { member, items, page: query.page, size: query.size, total };
  }

  /** What cancelling would return and do to the KEY of the Month; a purchase that cannot be cancelled answers why. */
  async preview(purchaseId: number): Promise<PurchaseCancelPreview> {
    const { facts, view } = await this.viewById(this.db, purchaseId);
    const [blocker] = view.blockers;
    if (blocker) throw new AppError(blocker);
    const monthlyImpact = await previewMonthlyImpact(this.db, { id: facts.purchase.id, userId: facts.purchase.user_id, createdAt: facts.purchase.created_at });
    return { purchase: view, returns: this.returnsOf(view), monthlyImpact };
  }

  /** Cancels the purchase once per Idempotency-Key (a repeat answers the first answer; the card is refunded once). */
  async cancel(actor: StaffActor, purchaseId: number, input: PurchaseCancelInput, key: string): Promise<StoredAnswer<PurchaseCancelResult>> {
    const head = await purchaseById(this.db, purchaseId);
    if (!head) throw new AppError('PURCHASE_NOT_FOUND');
    const scope = { scope: CANCEL_SCOPE, key, userId: actor.actorId, request: { purchaseId, reason: input.reason }, now: this.context.clock.now() };
    if (head.pay_method !== 'CARD') {
      const answer = await idempotent<PurchaseCancelResult>(this.db, scope, async (trx) => {
        await this.cancelInTransaction(trx, actor, purchaseId, input.reason);
        return { status: 200, body: await this.resultOf(trx, purchaseId) };
      });
      return answer;
    }
    return idempotentLeased<PurchaseCancelResult>(this.db, scope, async () => {
      await this.db.transaction().execute((trx) => this.cancelInTransaction(trx, actor, purchaseId, input.reason));
      await this.settleRefund(purchaseId);
      return { status: 200, body: await this.resultOf(this.db, purchaseId) };
    });
  }

  private async resultOf(db: Kysely<Database>, purchaseId: number): Promise<PurchaseCancelResult> {
    const { view } = await this.viewById(db, purchaseId);
    const cancellation = view.cancellation;
    if (!cancellation) throw new Error(`purchase ${purchaseId} has no cancellation`);
    return {
      purchase: view,
      returns: this.returnsOf(view),
      refundStatus: cancellation.refundStatus,
      refundMethod: cancellation.refundMethod,
      monthlyImpact: cancellation.monthlyImpact,
    };
  }

  /**
   * The cancellation's transaction. A card purchase already cancelled whose refund is still owed is let through
   * (the caller settles the refund); every other refusal is the purchase's first blocker.
   */
  private async cancelInTransaction(trx: Kysely<Database>, actor: StaffActor, purchaseId: number, reason: string): Promise<void> {
    const now = this.context.clock.now();
    const status = await lockPurchase(trx, purchaseId);
    if (!status) throw new AppError('PURCHASE_NOT_FOUND');
    const { facts, view } = await this.viewById(trx, purchaseId);
    if (status === 'CANCELLED' && facts.cancel?.refund_status === 'PENDING') return;
    const [blocker] = view.blockers;
    if (blocker) throw new AppError(blocker);
    const { purchase, payment } = facts;

    const memberCouponId = await restoreCoupon(trx, purchase.id, purchase.user_id);
    const goldReturned = purchase.pay_method === 'GOLD' ? purchase.total_gold : 0;
    const usdCentsReturned = payment ? cardShareOf(payment, purchase.id) : 0;
    const marked = await markCancelled(trx, {
      purchaseId: purchase.id,
      userId: purchase.user_id,
      actorId: actor.actorId,
      reason,
      now,
      goldReturned,
      paymentId: payment?.id ?? null,
      usdCentsReturned,
      memberCouponId,
    });
    if (!marked) throw new AppError('PURCHASE_ALREADY_CANCELLED');
    if (goldReturned > 0)
      await moveGold(trx, { userId: purchase.user_id, kind: 'REFUND', amount: goldReturned, reference: `purchase-cancel:${purchase.id}`, now });
    const supply = await returnKeysToSupply(trx, {
      purchaseId: purchase.id,
      userId: purchase.user_id,
      nickname: purchase.member_nickname,
      purchasedAt: purchase.created_at,
      now,
    });
    // The KEY of the Month: after the purchase is CANCELLED, so the month's qualification is counted without it.
    const monthlyImpact: MonthlyAwardImpact = await applyMonthlyImpact(
      trx,
      { id: purchase.id, userId: purchase.user_id, createdAt: purchase.created_at },
      { actorId: actor.actorId, ip: actor.ip, now },
    );
    await saveMonthlyImpact(trx, purchase.id, monthlyImpact);
    await notify(trx, purchase.user_id, cancelNotice(purchase, { reason, goldReturned, usdCentsReturned, couponReturned: memberCouponId !== null }), now);
    await recordAudit(trx, {
      actorId: actor.actorId,
      action: 'PURCHASE_CANCEL',
      targetType: 'purchase',
      targetId: purchase.id,
      details: {
        memberId: purchase.user_id,
        payMethod: purchase.pay_method,
        reason,
        goldReturned,
        ...(payment ? { paymentId: payment.id, usdCentsReturned } : {}),
        couponReturned: memberCouponId,
        keys: view.keys.map((key) => key.keyItemId),
        supply,
        monthlyImpact,
      },
      ip: actor.ip,
      at: now,
    });
  }

  /**
   * Asks the processor to give the card part back (idempotent on the purchase), and records its answer. A processor
   * that cannot be reached leaves the refund PENDING (logged) for a retry; nothing is refunded twice.
   */
  async settleRefund(purchaseId: number): Promise<'DONE' | 'PENDING' | 'NONE'> {
    const owed = await refundOwed(this.db, purchaseId);
    if (!owed) return 'NONE';
    if (owed.refund_status === 'DONE') return 'DONE';
    const provider = this.providerAvailable(owed.provider) ? paymentProvidersOf(this.context).get(owed.provider) : undefined;
    if (!provider || owed.provider_ref === null || owed.usd_cents_returned <= 0) return 'PENDING';
    try {
      const refund = await provider.refund({
        paymentId: owed.payment_id,
        providerRef: owed.provider_ref,
        amountUsdCents: owed.usd_cents_returned,
        idempotencyKey: refundKeyOf(purchaseId),
        reason: owed.reason,
      });
      await markRefunded(this.db, purchaseId, { method: refund.method, ref: refund.refundRef, now: this.context.clock.now() });
      return 'DONE';
    } catch (error) {
      this.log.warn({ err: error, purchaseId }, 'card refund of a cancelled purchase is still owed');
      return 'PENDING';
    }
  }

  /** Settles the refunds still owed from before `before` (a process that died between its commit and the processor). */
  async settlePendingRefunds(before: Date): Promise<number> {
    let settled = 0;
    for (const purchaseId of await pendingRefunds(this.db, before)) if ((await this.settleRefund(purchaseId)) === 'DONE') settled += 1;
    return settled;
  }
}

/** The member's notification: what was cancelled, why, and what came back (ko and en). */
export function cancelNotice(
  purchase: Pick<PurchaseRow, 'id' | 'quantity' | 'title_ko' | 'title_en'>,
  { reason, goldReturned, usdCentsReturned, couponReturned }: { reason: string; goldReturned: number; usdCentsReturned: number; couponReturned: boolean },
) {
  const plural = purchase.quantity > 1 ? 's' : '';
  const back = {
    ko:
      goldReturned > 0
        ? `${goldReturned.toLocaleString('ko-KR')} 골드가 환불되었습니다.`
        : usdCentsReturned > 0
          ? `카드 결제 ${formatUsd(usdCentsReturned)}가 취소(환불)됩니다.`
          : '',
    en:
      goldReturned > 0
        ? `${goldReturned.toLocaleString('en-US')} Gold was refunded.`
        : usdCentsReturned > 0
          ? `Your card payment of ${formatUsd(usdCentsReturned)} is voided or refunded.`
          : '',
  };
  const coupon = couponReturned
    ? { ko: ' 사용한 할인 쿠폰은 다시 사용할 수 있습니다.', en: ' The discount coupon you used can be used again.' }
    : { ko: '', en: '' };
  return {
    type: 'PURCHASE' as const,
    title: { ko: '구매가 취소되고 환불되었습니다', en: 'Your purchase was cancelled and refunded' },
    body: {
      ko: `고객지원팀이 ${purchase.title_ko} KEY ${purchase.quantity}개 구매(구매 번호 ${purchase.id})를 취소했습니다. ${back.ko}${coupon.ko} 사유: ${reason}`,
      en: `Support cancelled your purchase of ${purchase.quantity} KEY${plural} of ${purchase.title_en} (purchase no. ${purchase.id}). ${back.en}${coupon.en} Reason: ${reason}`,
    },
    linkUrl: '/my/coins',
  };
}
