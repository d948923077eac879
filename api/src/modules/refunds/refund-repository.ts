import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { RefundCurrency, RefundQueueQuery, RefundStatus, StaffMemberRef } from 'shared-contract';
import type { Database, RefundBatchTable, RefundRequestEventTable, RefundRequestTable } from '../../db/schema';

/** The SQL of the refunds module; the service decides what runs in which transaction. */

export type RefundRequestRow = Selectable<RefundRequestTable>;
export type RefundEventRow = Selectable<RefundRequestEventTable>;
export type RefundBatchRow = Selectable<RefundBatchTable>;

export async function requestByUser(db: Kysely<Database>, userId: number, { lock = false } = {}): Promise<RefundRequestRow | undefined> {
  let query = db.selectFrom('refund_request').selectAll().where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function requestById(db: Kysely<Database>, id: number, { lock = false } = {}): Promise<RefundRequestRow | undefined> {
  let query = db.selectFrom('refund_request').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** One request per member: a second insert for the same member fails with SQLSTATE 23505 (unique user_id). */
export async function insertRequest(db: Kysely<Database>, values: Insertable<RefundRequestTable>): Promise<RefundRequestRow> {
  return db.insertInto('refund_request').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * A status change that happens only if the request is still in one of `from` (and, for approvals, not reviewed by
 * the approver): of two staff acting at once, one changes it and the other's update matches nothing.
 */
export async function updateRequestIf(
  db: Kysely<Database>,
  id: number,
  from: readonly RefundStatus[],
  set: Updateable<RefundRequestTable>,
  { notReviewedBy }: { notReviewedBy?: number } = {},
): Promise<RefundRequestRow | undefined> {
  let query = db
    .updateTable('refund_request')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', [...from]);
  if (notReviewedBy !== undefined) query = query.where('reviewer_id', 'is not', null).where('reviewer_id', '<>', notReviewedBy);
  return query.returningAll().executeTakeFirst();
}

export async function insertEvents(
  db: Kysely<Database>,
  events: { requestId: number; status: RefundStatus; reason: string | null; actorId: number | null; at: Date }[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('refund_request_event')
    .values(events.map((event) => ({ request_id: event.requestId, status: event.status, reason: event.reason, actor_id: event.actorId, created_at: event.at })))
    .execute();
}

export async function eventsOf(db: Kysely<Database>, requestIds: number[]): Promise<RefundEventRow[]> {
  if (requestIds.length === 0) return [];
  return db.selectFrom('refund_request_event').selectAll().where('request_id', 'in', requestIds).orderBy('request_id').orderBy('id').execute();
}

/** Members as the console names them (id, e-mail, nickname). */
export async function memberRefs(db: Kysely<Database>, ids: Iterable<number | null>): Promise<Map<number, StaffMemberRef>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('app_user').select(['id', 'email', 'nickname']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, email: row.email, nickname: row.nickname }]));
}

export interface MemberContact {
  id: number;
  email: string | null;
  nickname: string | null;
  language_type: 'ko' | 'en';
}

export async function memberContacts(db: Kysely<Database>, ids: number[]): Promise<MemberContact[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'nickname', 'language_type'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** `%`, `_` and `\` match themselves in the search box. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function queueFilter(db: Kysely<Database>, query: Omit<RefundQueueQuery, 'page' | 'size'>) {
  let filtered = db.selectFrom('refund_request as r').innerJoin('app_user as u', 'u.id', 'r.user_id');
  if (query.round !== undefined) filtered = filtered.where('r.round', '=', query.round);
  if (query.status) filtered = filtered.where('r.status', '=', query.status);
  if (query.currency) filtered = filtered.where('r.currency', '=', query.currency);
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const memberId = /^\d{1,9}$/.test(q) ? Number(q) : null;
    filtered = filtered.where((eb) =>
      eb.or([...(memberId === null ? [] : [eb('r.user_id', '=', memberId)]), eb('u.email', 'ilike', pattern), eb('u.nickname', 'ilike', pattern)]),
    );
  }
  return filtered;
}

/** A page of the queue, oldest request first (the order the team works in). */
export async function queuePage(db: Kysely<Database>, query: RefundQueueQuery): Promise<{ rows: RefundRequestRow[]; total: number }> {
  const { page, size, ...filter } = query;
  const [rows, count] = await Promise.all([
    queueFilter(db, filter)
      .selectAll('r')
      .orderBy('r.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    queueFilter(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface SummaryRow {
  round: number;
  currency: RefundCurrency;
  status: RefundStatus;
  pay_by: Date;
  count: number;
  sum: number;
}

export async function summaryRows(db: Kysely<Database>): Promise<SummaryRow[]> {
  const rows = await db
    .selectFrom('refund_request')
    .select((eb) => [
      'round',
      'currency',
      'status',
      eb.fn.max('pay_by').as('pay_by'),
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.sum<string | number>('amount_in_currency').as('sum'),
    ])
    .groupBy(['round', 'currency', 'status'])
    .execute();
  return rows.map((row) => ({
    round: row.round,
    currency: row.currency,
    status: row.status,
    pay_by: new Date(row.pay_by),
    count: Number(row.count),
    sum: Number(row.sum),
  }));
}

export async function insertBatch(db: Kysely<Database>, values: Insertable<RefundBatchTable>): Promise<RefundBatchRow> {
  return db.insertInto('refund_batch').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Puts every APPROVED request of the round and currency that is in no batch yet into the batch. */
export async function assignApprovedToBatch(db: Kysely<Database>, batchId: number, round: number, currency: RefundCurrency): Promise<number[]> {
  const rows = await db
    .updateTable('refund_request')
    .set({ batch_id: batchId })
    .where('status', '=', 'APPROVED')
    .where('round', '=', round)
    .where('currency', '=', currency)
    .where('batch_id', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function batchById(db: Kysely<Database>, id: number, { lock = false } = {}): Promise<RefundBatchRow | undefined> {
  let query = db.selectFrom('refund_batch').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** OPEN → PAID, once. */
export async function markBatchPaid(db: Kysely<Database>, id: number, paidBy: number, at: Date): Promise<RefundBatchRow | undefined> {
  return db
    .updateTable('refund_batch')
    .set({ status: 'PAID', paid_by: paidBy, paid_at: at })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .returningAll()
    .executeTakeFirst();
}

/** The batch's APPROVED requests become COMPLETED. */
export async function completeBatchRequests(db: Kysely<Database>, batchId: number, at: Date, purgeAfter: Date): Promise<RefundRequestRow[]> {
  return db
    .updateTable('refund_request')
    .set({ status: 'COMPLETED', completed_at: at, updated_at: at, purge_after: purgeAfter })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'APPROVED')
    .returningAll()
    .execute();
}

export async function requestsOfBatch(db: Kysely<Database>, batchId: number): Promise<RefundRequestRow[]> {
  return db.selectFrom('refund_request').selectAll().where('batch_id', '=', batchId).orderBy('id').execute();
}

export interface BatchWithTotals extends RefundBatchRow {
  count: number;
  total: number;
}

/** Batches, newest first, with how many requests they hold and their sum. */
export async function batchesWithTotals(db: Kysely<Database>, id?: number): Promise<BatchWithTotals[]> {
  let query = db
    .selectFrom('refund_batch as b')
    .leftJoin('refund_request as r', 'r.batch_id', 'b.id')
    .selectAll('b')
    .select((eb) => [
      eb.fn.count<string | number>('r.id').as('count'),
      eb.fn.coalesce(eb.fn.sum<string | number>('r.amount_in_currency'), eb.lit(0)).as('total'),
    ])
    .groupBy('b.id')
    .orderBy('b.id', 'desc');
  if (id !== undefined) query = query.where('b.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), total: Number(row.total) }));
}

/** Erases the bank details of every request past its retention (one conditional update: each row once). */
export async function purgeDueBankDetails(db: Kysely<Database>, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('refund_request')
    .set({ bank_ciphertext: null, bank_masked: null, purged_at: now })
    .where('purged_at', 'is', null)
    .where('purge_after', '<=', now)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The member's CONFIRMED card payments, oldest first (the refund amounts' payment lines). */
export async function confirmedPayments(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('payment')
    .select(['id', 'purpose', 'amount_usd_cents', 'gold_amount', 'details', 'created_at', 'settled_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'CONFIRMED')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The KEYs of the member's PAID Gold and card purchases, with their owner now, by purchase and draw order. */
export async function paidPurchaseItems(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('purchase as p')
    .innerJoin('purchase_item as pi', 'pi.purchase_id', 'p.id')
    .innerJoin('key_item as k', 'k.id', 'pi.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'pi.key_design_id')
    .innerJoin('project as pr', 'pr.id', 'p.project_id')
    .select([
      'p.id as purchase_id',
      'p.pay_method',
      'p.total_gold',
      'p.idempotency',
      'pi.key_item_id',
      'pi.draw_position',
      'k.serial_no',
      'k.owner_id',
      'd.name_ko',
      'd.name_en',
      'pr.title_ko',
      'pr.title_en',
    ])
    .where('p.user_id', '=', userId)
    .where('p.status', '=', 'PAID')
    .where('p.pay_method', 'in', ['GOLD', 'CARD'])
    .orderBy('p.id')
    .orderBy('pi.draw_position')
    .execute();
}

export async function projectTitlesAndPrices(db: Kysely<Database>, projectIds: number[]) {
  return db.selectFrom('project').select(['id', 'title_ko', 'title_en', 'price_usd_cents']).where('id', 'in', projectIds).execute();
}
