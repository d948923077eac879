import { sql, type Kysely } from 'kysely';
import type { MonthlyAwardImpact, StaffMemberRef } from 'shared-contract';
import type { Database } from '../../db/schema';
import type { PurchaseCancelTable } from './purchase-tables';

/** The SQL of purchase cancellation (issue 13 A); the service decides, this file reads and writes. */

export interface PurchaseRow {
  id: number;
  user_id: number;
  project_id: number;
  quantity: number;
  unit_price_gold: number;
  total_gold: number;
  pay_method: 'GOLD' | 'CARD' | 'COUPON' | 'REWARD';
  status: 'PAID' | 'REFUNDED' | 'CANCELLED';
  idempotency: string | null;
  created_at: Date;
  title_ko: string;
  title_en: string;
  member_email: string | null;
  member_nickname: string | null;
}

/** One KEY of a purchase with what decides whether it may go back: reveal, owner, last ownership event, market, transfer. */
export interface PurchaseKeyRow {
  purchase_id: number;
  purchase_item_id: number;
  key_item_id: number;
  serial_no: number;
  key_design_id: number;
  name_ko: string;
  name_en: string;
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  draw_position: number;
  design_remaining: number;
  pool_remaining: number;
  revealed_at: Date | null;
  owner_id: number | null;
  last_event_kind: string | null;
  last_event_to: number | null;
  listed: boolean;
  in_transfer: boolean;
}

export interface CancelRow {
  purchase_id: number;
  cancelled_at: Date;
  reason: string;
  gold_returned: number;
  payment_id: string | null;
  usd_cents_returned: number;
  refund_status: PurchaseCancelTable['refund_status'];
  refund_method: PurchaseCancelTable['refund_method'];
  refund_ref: string | null;
  member_coupon_id: number | null;
  monthly_impact: MonthlyAwardImpact;
  actor_id: number;
  actor_email: string | null;
  actor_nickname: string | null;
}

export interface CouponRow {
  member_coupon_id: number;
  title_ko: string;
  title_en: string;
}

export interface PaymentFacts {
  id: string;
  provider: string;
  status: string;
  provider_ref: string | null;
  amount_usd_cents: number;
  /** The purchases this payment paid (a cart pays several), by id, with their Gold price. */
  purchases: { id: number; total_gold: number }[];
  /** USD cents already given back for the payment's cancelled purchases. */
  refunded_usd_cents: number;
}

const MEMBER_ID = /^#?(\d{1,10})$/;

/** The member a search names: e-mail (any case), member number (`123` or `#123`), or nickname. */
export async function findMember(db: Kysely<Database>, q: string): Promise<StaffMemberRef | undefined> {
  const base = db.selectFrom('app_user').select(['id', 'email', 'nickname']);
  if (q.includes('@'))
    return base
      .where((eb) => eb(eb.fn('lower', ['email']), '=', q.toLowerCase()))
      .orderBy('id')
      .executeTakeFirst();
  const id = MEMBER_ID.exec(q);
  if (id && Number(id[1]) <= 2_147_483_647) {
    const byId = await base.where('id', '=', Number(id[1])).executeTakeFirst();
    if (byId) return byId;
  }
  return base.where('nickname', '=', q).orderBy('id').executeTakeFirst();
}

const purchaseQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('purchase as pu')
    .innerJoin('project as p', 'p.id', 'pu.project_id')
    .innerJoin('app_user as u', 'u.id', 'pu.user_id')
    .select([
      'pu.id',
      'pu.user_id',
      'pu.project_id',
      'pu.quantity',
      'pu.unit_price_gold',
      'pu.total_gold',
      'pu.pay_method',
      'pu.status',
      'pu.idempotency',
      'pu.created_at',
      'p.title_ko',
      'p.title_en',
      'u.email as member_email',
      'u.nickname as member_nickname',
    ]);

/** A member's purchases, newest first, and how many there are. */
export async function memberPurchases(db: Kysely<Database>, userId: number, page: number, size: number): Promise<{ rows: PurchaseRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    purchaseQuery(db)
      .where('pu.user_id', '=', userId)
      .orderBy('pu.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('purchase')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const purchaseById = (db: Kysely<Database>, purchaseId: number): Promise<PurchaseRow | undefined> =>
  purchaseQuery(db).where('pu.id', '=', purchaseId).executeTakeFirst();

/** The KEYs the purchases still hold (not cancelled), in draw order. */
export async function purchaseKeys(db: Kysely<Database>, purchaseIds: readonly number[]): Promise<PurchaseKeyRow[]> {
  if (purchaseIds.length === 0) return [];
  const rows = await db
    .selectFrom('purchase_item as pi')
    .innerJoin('key_item as ki', 'ki.id', 'pi.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'pi.key_design_id')
    .select([
      'pi.purchase_id',
      'pi.id as purchase_item_id',
      'ki.id as key_item_id',
      'ki.serial_no',
      'd.id as key_design_id',
      'd.name_ko',
      'd.name_en',
      'd.rarity',
      'pi.draw_position',
      'pi.design_remaining',
      'pi.pool_remaining',
      'pi.revealed_at',
      'ki.owner_id',
    ])
    .select((eb) => [
      eb.selectFrom('ownership_event as e').select('e.kind').whereRef('e.key_item_id', '=', 'ki.id').orderBy('e.id', 'desc').limit(1).as('last_event_kind'),
      eb.selectFrom('ownership_event as e').select('e.to_user_id').whereRef('e.key_item_id', '=', 'ki.id').orderBy('e.id', 'desc').limit(1).as('last_event_to'),
    ])
    .where('pi.purchase_id', 'in', [...purchaseIds])
    .orderBy('pi.purchase_id')
    .orderBy('pi.draw_position')
    .execute();
  const itemIds = rows.map((row) => row.key_item_id);
  const [listed, moving] = itemIds.length
    ? await Promise.all([
        db.selectFrom('market_listing').select('key_item_id').where('key_item_id', 'in', itemIds).where('status', '=', 'ACTIVE').execute(),
        db.selectFrom('key_transfer').select('key_item_id').where('key_item_id', 'in', itemIds).where('status', '=', 'IN_PROGRESS').execute(),
      ])
    : [[], []];
  const listedIds = new Set(listed.map((row) => row.key_item_id));
  const movingIds = new Set(moving.map((row) => row.key_item_id));
  return rows.map((row) => ({ ...row, listed: listedIds.has(row.key_item_id), in_transfer: movingIds.has(row.key_item_id) }));
}

/** The KEYs cancelled purchases gave back, in draw order. */
export async function cancelledKeys(db: Kysely<Database>, purchaseIds: readonly number[]) {
  if (purchaseIds.length === 0) return [];
  return db
    .selectFrom('purchase_cancel_item as ci')
    .innerJoin('key_item as ki', 'ki.id', 'ci.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'ci.key_design_id')
    .select(['ci.purchase_id', 'ki.id as key_item_id', 'ki.serial_no', 'd.id as key_design_id', 'd.name_ko', 'd.name_en', 'd.rarity'])
    .where('ci.purchase_id', 'in', [...purchaseIds])
    .orderBy('ci.purchase_id')
    .orderBy('ci.draw_position')
    .execute();
}

export async function cancellations(db: Kysely<Database>, purchaseIds: readonly number[]): Promise<Map<number, CancelRow>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('purchase_cancel as c')
    .innerJoin('app_user as a', 'a.id', 'c.cancelled_by')
    .select([
      'c.purchase_id',
      'c.cancelled_at',
      'c.reason',
      'c.gold_returned',
      'c.payment_id',
      'c.usd_cents_returned',
      'c.refund_status',
      'c.refund_method',
      'c.refund_ref',
      'c.member_coupon_id',
      'c.monthly_impact',
      'a.id as actor_id',
      'a.email as actor_email',
      'a.nickname as actor_nickname',
    ])
    .where('c.purchase_id', 'in', [...purchaseIds])
    .execute();
  return new Map(rows.map((row) => [row.purchase_id, row]));
}

/** The DISCOUNT coupon each purchase used (still marked used), or that its cancellation gave back. */
export async function purchaseCoupons(
  db: Kysely<Database>,
  purchases: readonly { id: number; restoredCouponId: number | null }[],
): Promise<Map<number, CouponRow>> {
  if (purchases.length === 0) return new Map();
  const usedFor = purchases.map((purchase) => `purchase:${purchase.id}`);
  const restored = purchases.flatMap((purchase) => (purchase.restoredCouponId === null ? [] : [purchase.restoredCouponId]));
  const rows = await db
    .selectFrom('member_coupon as m')
    .innerJoin('coupon as c', 'c.id', 'm.coupon_id')
    .select(['m.id as member_coupon_id', 'm.used_for', 'c.title_ko', 'c.title_en'])
    .where((eb) => eb.or([eb('m.used_for', 'in', usedFor), ...(restored.length ? [eb('m.id', 'in', restored)] : [])]))
    .execute();
  const byPurchase = new Map<number, CouponRow>();
  for (const purchase of purchases) {
    const row = rows.find((candidate) => candidate.used_for === `purchase:${purchase.id}` || candidate.member_coupon_id === purchase.restoredCouponId);
    if (row) byPurchase.set(purchase.id, { member_coupon_id: row.member_coupon_id, title_ko: row.title_ko, title_en: row.title_en });
  }
  return byPurchase;
}

/** The payment id a card purchase names: `payment:<id>` (one project) or `payment:<id>:<cart line>` (a cart). */
export const paymentIdOf = (idempotency: string | null): string | null => /^payment:([^:]+)(?::\d+)?$/.exec(idempotency ?? '')?.[1] ?? null;

/** The card payment and every purchase it paid, with what its cancellations already gave back. */
export async function paymentFacts(db: Kysely<Database>, paymentId: string): Promise<PaymentFacts | undefined> {
  const payment = await db
    .selectFrom('payment')
    .select(['id', 'provider', 'status', 'provider_ref', 'amount_usd_cents'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) return undefined;
  const [purchases, refunded] = await Promise.all([
    db
      .selectFrom('purchase')
      .select(['id', 'total_gold'])
      .where((eb) => eb.or([eb('idempotency', '=', `payment:${paymentId}`), eb('idempotency', 'like', `payment:${paymentId}:%`)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('purchase_cancel')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('usd_cents_returned'), eb.lit(0)).as('sum'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow(),
  ]);
  return { ...payment, purchases, refunded_usd_cents: Number(refunded.sum) };
}

/** Locks the purchase, then its items, then their KEY items (always this order, ids ascending). Answers the purchase's status. */
export async function lockPurchase(trx: Kysely<Database>, purchaseId: number): Promise<PurchaseRow['status'] | undefined> {
  const purchase = await trx.selectFrom('purchase').select('status').where('id', '=', purchaseId).forUpdate().executeTakeFirst();
  if (!purchase) return undefined;
  const items = await trx.selectFrom('purchase_item').select(['id', 'key_item_id']).where('purchase_id', '=', purchaseId).orderBy('id').forUpdate().execute();
  if (items.length > 0) {
    await trx
      .selectFrom('key_item')
      .select('id')
      .where(
        'id',
        'in',
        items.map((item) => item.key_item_id),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  return purchase.status;
}

export interface CancelRecord {
  purchaseId: number;
  userId: number;
  actorId: number;
  reason: string;
  now: Date;
  goldReturned: number;
  paymentId: string | null;
  usdCentsReturned: number;
  memberCouponId: number | null;
}

/** Marks the purchase CANCELLED (only from PAID) and writes its cancellation row; false when it was not PAID any more. */
export async function markCancelled(trx: Kysely<Database>, record: CancelRecord): Promise<boolean> {
  const updated = await trx
    .updateTable('purchase')
    .set({ status: 'CANCELLED' })
    .where('id', '=', record.purchaseId)
    .where('status', '=', 'PAID')
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await trx
    .insertInto('purchase_cancel')
    .values({
      purchase_id: record.purchaseId,
      user_id: record.userId,
      cancelled_by: record.actorId,
      reason: record.reason,
      cancelled_at: record.now,
      gold_returned: record.goldReturned,
      payment_id: record.paymentId,
      usd_cents_returned: record.usdCentsReturned,
      refund_status: record.paymentId === null ? 'NONE' : 'PENDING',
      refund_method: null,
      refund_ref: null,
      refunded_at: null,
      member_coupon_id: record.memberCouponId,
      monthly_impact: JSON.stringify({ kind: 'NONE' } satisfies MonthlyAwardImpact),
    })
    .execute();
  return true;
}

export async function saveMonthlyImpact(trx: Kysely<Database>, purchaseId: number, impact: MonthlyAwardImpact): Promise<void> {
  await trx
    .updateTable('purchase_cancel')
    .set({ monthly_impact: JSON.stringify(impact) })
    .where('purchase_id', '=', purchaseId)
    .execute();
}

/** Gives the DISCOUNT coupon the purchase used back to the member (usable again if not expired); answers its id. */
export async function restoreCoupon(trx: Kysely<Database>, purchaseId: number, userId: number): Promise<number | null> {
  const row = await trx
    .updateTable('member_coupon')
    .set({ used_at: null, used_for: null })
    .where('used_for', '=', `purchase:${purchaseId}`)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setCancelCoupon(trx: Kysely<Database>, purchaseId: number, memberCouponId: number): Promise<void> {
  await trx.updateTable('purchase_cancel').set({ member_coupon_id: memberCouponId }).where('purchase_id', '=', purchaseId).execute();
}

/**
 * Takes the purchase's KEYs back from the buyer into supply: the items move to `purchase_cancel_item`, each KEY item
 * loses its owner (a REVOKE ownership event), the buyer's cabinet settings of them go, each design's supply grows back,
 * and the public activity loses the purchase's rows.
 */
export async function returnKeysToSupply(
  trx: Kysely<Database>,
  { purchaseId, userId, nickname, purchasedAt, now }: { purchaseId: number; userId: number; nickname: string | null; purchasedAt: Date; now: Date },
): Promise<{ keyDesignId: number; count: number }[]> {
  const items = await trx.deleteFrom('purchase_item').where('purchase_id', '=', purchaseId).returningAll().execute();
  if (items.length === 0) return [];
  items.sort((a, b) => a.id - b.id);
  await trx
    .insertInto('purchase_cancel_item')
    .values(
      items.map((item) => ({
        purchase_item_id: item.id,
        purchase_id: purchaseId,
        key_item_id: item.key_item_id,
        key_design_id: item.key_design_id,
        draw_position: item.draw_position,
        design_remaining: item.design_remaining,
        pool_remaining: item.pool_remaining,
      })),
    )
    .execute();
  const itemIds = items.map((item) => item.key_item_id);
  await trx.updateTable('key_item').set({ owner_id: null }).where('id', 'in', itemIds).execute();
  await trx
    .insertInto('ownership_event')
    .values(itemIds.map((id) => ({ key_item_id: id, kind: 'REVOKE' as const, from_user_id: userId, to_user_id: null, occurred_at: now })))
    .execute();
  await trx.deleteFrom('cabinet_key_pref').where('user_id', '=', userId).where('key_item_id', 'in', itemIds).execute();

  const counts = new Map<number, number>();
  for (const item of items) counts.set(item.key_design_id, (counts.get(item.key_design_id) ?? 0) + 1);
  const designs = [...counts].map(([keyDesignId, count]) => ({ keyDesignId, count })).sort((a, b) => a.keyDesignId - b.keyDesignId);
  for (const { keyDesignId, count } of designs) {
    await trx
      .updateTable('key_design')
      .set((eb) => ({ supply_remaining: eb('supply_remaining', '+', count) }))
      .where('id', '=', keyDesignId)
      .execute();
    if (nickname !== null) {
      await sql`delete from key_activity where id in (
        select id from key_activity where key_design_id = ${keyDesignId} and type = 'PURCHASE' and actor = ${nickname} and occurred_at = ${purchasedAt}
        order by id desc limit ${count})`.execute(trx);
    }
  }
  await trx
    .updateTable('app_user')
    .set((eb) => ({ purchase_count: sql<number>`greatest(${eb.ref('purchase_count')} - 1, 0)` }))
    .where('id', '=', userId)
    .execute();
  return designs;
}

/** Purchases whose card refund is still owed (the processor was not reached, or the process died before its answer). */
export async function pendingRefunds(db: Kysely<Database>, before: Date, limit = 20): Promise<number[]> {
  const rows = await db
    .selectFrom('purchase_cancel')
    .select('purchase_id')
    .where('refund_status', '=', 'PENDING')
    .where('cancelled_at', '<=', before)
    .orderBy('cancelled_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.purchase_id);
}

export async function refundOwed(db: Kysely<Database>, purchaseId: number) {
  return db
    .selectFrom('purchase_cancel as c')
    .innerJoin('payment as p', 'p.id', 'c.payment_id')
    .select(['c.purchase_id', 'c.reason', 'c.usd_cents_returned', 'c.refund_status', 'p.id as payment_id', 'p.provider', 'p.provider_ref'])
    .where('c.purchase_id', '=', purchaseId)
    .executeTakeFirst();
}

/** Records the processor's answer once (a concurrent settlement of the same refund leaves it as the first wrote it). */
export async function markRefunded(db: Kysely<Database>, purchaseId: number, refund: { method: 'VOID' | 'REFUND'; ref: string; now: Date }): Promise<void> {
  await db
    .updateTable('purchase_cancel')
    .set({ refund_status: 'DONE', refund_method: refund.method, refund_ref: refund.ref, refunded_at: refund.now })
    .where('purchase_id', '=', purchaseId)
    .where('refund_status', '=', 'PENDING')
    .execute();
}

/** The purchase item ids a cancellation took away (a reveal of one of them answers PURCHASE_CANCELLED). */
export async function wasCancelledItem(db: Kysely<Database>, purchaseItemId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('purchase_cancel_item as ci')
    .innerJoin('purchase_cancel as c', 'c.purchase_id', 'ci.purchase_id')
    .select('ci.purchase_item_id')
    .where('ci.purchase_item_id', '=', purchaseItemId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
