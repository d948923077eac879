import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import {
  krBankName,
  maskedBankSchema,
  REFUND_STATUSES,
  refundAmountsSchema,
  refundEditActionFor,
  refundRequestInputSchema,
  roundAt,
  type AuditAction,
  type MaskedBank,
  type RefundAmounts,
  type RefundBankDetails,
  type RefundBatch,
  type RefundCurrency,
  type RefundCurrencyReason,
  type RefundOverview,
  type RefundQueueItem,
  type RefundQueueQuery,
  type RefundRequestDetail,
  type RefundRequestValues,
  type RefundRequestView,
  type RefundRound,
  type RefundStatus,
  type StaffMemberRef,
  type TerminationSchedule,
} from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow, Database, RefundRequestTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { toCsv } from '../../http/csv';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit-repository';
import { idempotent, type StoredAnswer } from '../idempotency/idempotent';
import { notify } from '../notifications/notify';
import { phaseOf } from '../service/termination-service';
import { refundAmounts } from './refund-amounts';
import { bankDetailsOf, maskBank, openBank, purgedBank, sealBank } from './refund-bank';
import { keyedFingerprint, refundKeyRing } from './refund-crypto';
import { refundMail, refundNotification, type RefundNotice } from './refund-notices';
import {
  assignApprovedToBatch,
  batchById,
  batchesWithTotals,
  completeBatchRequests,
  eventsOf,
  insertBatch,
  insertEvents,
  insertRequest,
  markBatchPaid,
  memberContacts,
  memberRefs,
  queuePage,
  requestById,
  requestByUser,
  requestsOfBatch,
  summaryRows,
  updateRequestIf,
  type BatchWithTotals,
  type RefundEventRow,
  type RefundRequestRow,
} from './refund-repository';
import { isUniqueViolation } from '../../db/errors';

/** Bank data is kept 5 years after the request's last change (spec 9), then the purge job erases it. */
export const RETENTION_YEARS = 5;
export const purgeAfterOf = (changedAt: Date) => {
  const at = new Date(changedAt.getTime());
  at.setUTCFullYear(at.getUTCFullYear() + RETENTION_YEARS);
  return at;
};

export type RefundWindow = RefundOverview['window'];

/** NO_SCHEDULE without a schedule; NOT_OPEN before the first round; OPEN up to the deadline (exclusive); CLOSED from it. */
export function refundWindowAt(schedule: TerminationSchedule | null, now: Date): RefundWindow {
  if (!schedule) return 'NO_SCHEDULE';
  if (now.getTime() < Date.parse(schedule.refundOpensAt)) return 'NOT_OPEN';
  if (now.getTime() >= Date.parse(schedule.deadline)) return 'CLOSED';
  return 'OPEN';
}

/** KRW for a Korean identity verification or a request from a Korean IP; USD otherwise. */
export function accountCurrency(
  user: Pick<AppUserRow, 'adult_verified_ko_at' | 'is_adult_kr'>,
  fromKoreanIp: boolean,
): { currency: RefundCurrency; reason: RefundCurrencyReason } {
  if (user.adult_verified_ko_at !== null || user.is_adult_kr) return { currency: 'KRW', reason: 'KR_IDENTITY' };
  if (fromKoreanIp) return { currency: 'KRW', reason: 'KR_IP' };
  return { currency: 'USD', reason: 'FOREIGN' };
}

/** The day an instant falls on in Korea (KST, UTC+9, no daylight saving) as `yyyy-MM-dd`: the pay-by day the bank reads. */
export const kstDay = (at: Date) => new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Who acts in the console, from where (audit), and the origin links in mails use. */
export interface StaffAction {
  actorId: number;
  ip: string | null;
  origin: string;
}

interface Mailing {
  userId: number;
  notice: RefundNotice;
}

const noticeOf = (row: RefundRequestRow): RefundNotice => ({
  status: row.status,
  round: row.round,
  payBy: row.pay_by,
  currency: row.currency,
  amountInCurrency: row.amount_in_currency,
  reason: row.reason,
});

const roundOf = (row: RefundRequestRow): RefundRound => ({
  round: row.round,
  startsAt: row.round_starts_at.toISOString(),
  endsAt: row.round_ends_at.toISOString(),
  payBy: row.pay_by.toISOString(),
});

const maskedOf = (row: RefundRequestRow): MaskedBank => (row.bank_masked ? maskedBankSchema.parse(row.bank_masked) : purgedBank(row.currency));

const unknownMember = (id: number): StaffMemberRef => ({ id, email: null, nickname: null });
const refOf = (refs: Map<number, StaffMemberRef>, id: number | null) => (id === null ? null : (refs.get(id) ?? unknownMember(id)));

export function toMemberView(row: RefundRequestRow, events: RefundEventRow[], windowOpen: boolean): RefundRequestView {
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    amountInCurrency: row.amount_in_currency,
    round: roundOf(row),
    bank: maskedOf(row),
    reason: row.reason,
    editAction: windowOpen ? refundEditActionFor(row.status) : null,
    submittedAt: row.submitted_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    history: events.map((event) => ({ status: event.status, at: event.created_at.toISOString(), reason: event.reason })),
  };
}

function toQueueItem(row: RefundRequestRow, refs: Map<number, StaffMemberRef>): RefundQueueItem {
  return {
    id: row.id,
    member: refOf(refs, row.user_id) ?? unknownMember(row.user_id),
    status: row.status,
    currency: row.currency,
    amountInCurrency: row.amount_in_currency,
    round: row.round,
    payBy: row.pay_by.toISOString(),
    submittedAt: row.submitted_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    reviewer: refOf(refs, row.reviewer_id),
    approver: refOf(refs, row.approver_id),
    batchId: row.batch_id,
  };
}

function toBatch(row: BatchWithTotals, refs: Map<number, StaffMemberRef>): RefundBatch {
  return {
    id: row.id,
    round: row.round,
    currency: row.currency,
    status: row.status,
    count: row.count,
    totalInCurrency: row.total,
    createdAt: row.created_at.toISOString(),
    createdBy: refOf(refs, row.created_by) ?? unknownMember(row.created_by),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    paidBy: refOf(refs, row.paid_by),
  };
}

/** A transition of the console: from which statuses, to which, what else changes, and its audit action. */
interface Transition {
  from: readonly RefundStatus[];
  to: RefundStatus;
  audit: AuditAction;
  reason?: string;
  set?: (actorId: number) => Updateable<RefundRequestTable>;
  /** The approver may not be the reviewer. */
  fourEyes?: boolean;
}

/**
 * The rules and transactions of the refund flow (issue 10 B and C). Every change commits with its history event,
 * its audit entry (staff actions) and the member's notification; the mail goes out after the commit.
 */
export class RefundService {
  constructor(
    private readonly context: Pick<AppContext, 'config' | 'database' | 'clock' | 'termination' | 'mailer'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get db(): Kysely<Database> {
    return this.context.database.db;
  }

  private ring() {
    return refundKeyRing(this.context.config);
  }

  // ---- The member ------------------------------------------------------------------------------------------

  async overview(user: AppUserRow, fromKoreanIp: boolean): Promise<RefundOverview> {
    const now = this.context.clock.now();
    const schedule = await this.context.termination.schedule();
    const window = refundWindowAt(schedule, now);
    const row = await requestByUser(this.db, user.id);
    const account = row ? { currency: row.currency, reason: row.currency_reason } : accountCurrency(user, fromKoreanIp);
    const amounts = await refundAmounts(this.db, user.id, account.currency);
    return {
      phase: phaseOf(schedule, now),
      window,
      schedule,
      currentRound: schedule && window === 'OPEN' ? roundAt(schedule.rounds, now) : null,
      currency: account.currency,
      currencyReason: account.reason,
      amounts,
      request: row ? toMemberView(row, await eventsOf(this.db, [row.id]), window === 'OPEN') : null,
    };
  }

  /** The round a request made now belongs to; outside the window REFUND_NOT_OPEN or REFUND_CLOSED. */
  private async openRound(now: Date): Promise<RefundRound> {
    const schedule = await this.context.termination.schedule();
    const window = refundWindowAt(schedule, now);
    if (window === 'CLOSED') throw new AppError('REFUND_CLOSED');
    const round = schedule && window === 'OPEN' ? roundAt(schedule.rounds, now) : null;
    if (!round) throw new AppError('REFUND_NOT_OPEN');
    return round;
  }

  /** A body in the other currency is refused as such before its fields are checked; then every field rule. */
  private parseInput(body: unknown, currency: RefundCurrency): RefundRequestValues {
    const claimed = typeof body === 'object' && body !== null && 'currency' in body ? body.currency : undefined;
    if ((claimed === 'KRW' || claimed === 'USD') && claimed !== currency) throw new AppError('REFUND_CURRENCY_MISMATCH');
    return parseWith(refundRequestInputSchema, body);
  }

  /** Everything a (re)submitted request stores: round, amounts snapshot, sealed and masked bank details. */
  private async submission(trx: Kysely<Database>, userId: number, currency: RefundCurrency, round: RefundRound, input: RefundRequestValues, now: Date) {
    const amounts: RefundAmounts = await refundAmounts(trx, userId, currency);
    if (amounts.estimateInCurrency <= 0) throw new AppError('REFUND_NOTHING_REFUNDABLE');
    const details: RefundBankDetails = bankDetailsOf(input);
    return {
      round: round.round,
      round_starts_at: round.startsAt,
      round_ends_at: round.endsAt,
      pay_by: round.payBy,
      amount_in_currency: amounts.estimateInCurrency,
      amounts: JSON.stringify(amounts),
      bank_ciphertext: sealBank(await this.ring(), userId, details),
      bank_masked: JSON.stringify(maskBank(details)),
      updated_at: now,
      purge_after: purgeAfterOf(now),
      purged_at: null,
    };
  }

  /**
   * The member's one request: inside the window, in the account's currency, every field rule, something to refund.
   * Concurrent submits make one row (the unique index; the others answer REFUND_ALREADY_REQUESTED); a repeat with
   * the same Idempotency-Key gets the stored answer.
   */
  async submit(
    user: AppUserRow,
    body: unknown,
    { fromKoreanIp, idempotencyKey, origin }: { fromKoreanIp: boolean; idempotencyKey: string; origin: string },
  ): Promise<StoredAnswer<RefundRequestView>> {
    const now = this.context.clock.now();
    const round = await this.openRound(now);
    const account = accountCurrency(user, fromKoreanIp);
    const input = this.parseInput(body, account.currency);
    // The stored request is a keyed fingerprint: the idempotency table holds nothing of the bank details.
    const fingerprint = keyedFingerprint(await this.ring(), input);
    let created: RefundRequestRow | null = null;
    const answer = await idempotent<RefundRequestView>(
      this.db,
      { scope: 'refund-request', key: idempotencyKey, userId: user.id, request: { fingerprint }, now },
      async (trx) => {
        try {
          const row = await (async () => {
            if (await requestByUser(trx, user.id)) throw new AppError('REFUND_ALREADY_REQUESTED');
            const inserted = await insertRequest(trx, {
              user_id: user.id,
              status: 'SUBMITTED',
              currency: account.currency,
              currency_reason: account.reason,
              ...(await this.submission(trx, user.id, account.currency, round, input, now)),
              submitted_at: now,
            });
            await insertEvents(trx, [{ requestId: inserted.id, status: 'SUBMITTED', reason: null, actorId: null, at: now }]);
            await notify(trx, user.id, refundNotification(noticeOf(inserted)), now);
            return inserted;
          })();
          created = row;
          return { status: 200, body: toMemberView(row, await eventsOf(trx, [row.id]), true) };
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('REFUND_ALREADY_REQUESTED');
          throw error;
        }
      },
    );
    if (created) await this.mail([{ userId: user.id, notice: noticeOf(created) }], origin);
    return answer;
  }

  /**
   * Edit (SUBMITTED, INCORRECT) or resubmit (FAILED) inside the window: new bank details, amounts and round (of now),
   * back to SUBMITTED with the reason, reviewer and approver cleared. The request keeps its currency.
   */
  async edit(user: AppUserRow, body: unknown, { origin }: { origin: string }): Promise<RefundRequestView> {
    const now = this.context.clock.now();
    const existing = await requestByUser(this.db, user.id);
    if (!existing) throw new AppError('REFUND_NOT_FOUND');
    const round = await this.openRound(now);
    if (!refundEditActionFor(existing.status)) throw new AppError('REFUND_NOT_EDITABLE');
    const input = this.parseInput(body, existing.currency);
    const row = await this.db.transaction().execute(async (trx) => {
      const current = await requestByUser(trx, user.id, { lock: true });
      if (!current || !refundEditActionFor(current.status)) throw new AppError('REFUND_NOT_EDITABLE');
      const updated = await updateRequestIf(trx, current.id, [current.status], {
        status: 'SUBMITTED',
        ...(await this.submission(trx, user.id, current.currency, round, input, now)),
        reason: null,
        reviewer_id: null,
        approver_id: null,
        batch_id: null,
      });
      if (!updated) throw new AppError('REFUND_NOT_EDITABLE');
      await insertEvents(trx, [{ requestId: updated.id, status: 'SUBMITTED', reason: null, actorId: null, at: now }]);
      await notify(trx, user.id, refundNotification(noticeOf(updated)), now);
      return updated;
    });
    await this.mail([{ userId: user.id, notice: noticeOf(row) }], origin);
    return toMemberView(row, await eventsOf(this.db, [row.id]), true);
  }

  // ---- The console -----------------------------------------------------------------------------------------

  async queue(query: RefundQueueQuery) {
    const { rows, total } = await queuePage(this.db, query);
    const refs = await memberRefs(
      this.db,
      rows.flatMap((row) => [row.user_id, row.reviewer_id, row.approver_id]),
    );
    return { items: rows.map((row) => toQueueItem(row, refs)), page: query.page, size: query.size, total };
  }

  async summary() {
    const order = (status: RefundStatus) => REFUND_STATUSES.indexOf(status);
    const rows = await summaryRows(this.db);
    return rows
      .sort((a, b) => a.round - b.round || a.currency.localeCompare(b.currency) || order(a.status) - order(b.status))
      .map((row) => ({
        round: row.round,
        payBy: row.pay_by.toISOString(),
        currency: row.currency,
        status: row.status,
        count: row.count,
        sumInCurrency: row.sum,
      }));
  }

  async detail(id: number): Promise<RefundRequestDetail> {
    const row = await requestById(this.db, id);
    if (!row) throw new AppError('REFUND_NOT_FOUND');
    const events = await eventsOf(this.db, [id]);
    const refs = await memberRefs(this.db, [row.user_id, row.reviewer_id, row.approver_id, ...events.map((event) => event.actor_id)]);
    return {
      ...toQueueItem(row, refs),
      currencyReason: row.currency_reason,
      reason: row.reason,
      amounts: refundAmountsSchema.parse(row.amounts),
      bank: maskedOf(row),
      history: events.map((event) => ({ status: event.status, at: event.created_at.toISOString(), reason: event.reason, actor: refOf(refs, event.actor_id) })),
    };
  }

  /** The decrypted bank details; the view is audited (who, when, from where) before anything is answered. */
  async bankDetails(action: StaffAction, id: number): Promise<RefundBankDetails> {
    const now = this.context.clock.now();
    const row = await this.db.transaction().execute(async (trx) => {
      const found = await requestById(trx, id);
      if (!found?.bank_ciphertext) throw new AppError('REFUND_NOT_FOUND', undefined, found ? { purged: true } : undefined);
      await recordAudit(trx, {
        actorId: action.actorId,
        action: 'REFUND_VIEW_BANK',
        targetType: 'refund_request',
        targetId: id,
        details: { memberId: found.user_id },
        ip: action.ip,
        at: now,
      });
      return found;
    });
    return openBank(await this.ring(), row.user_id, row.bank_ciphertext ?? '');
  }

  review(action: StaffAction, id: number) {
    return this.transition(action, id, {
      from: ['SUBMITTED'],
      to: 'UNDER_REVIEW',
      audit: 'REFUND_REVIEW',
      set: (actorId) => ({ reviewer_id: actorId, reason: null }),
    });
  }

  markIncorrect(action: StaffAction, id: number, reason: string) {
    return this.transition(action, id, { from: ['UNDER_REVIEW'], to: 'INCORRECT', audit: 'REFUND_INCORRECT', reason });
  }

  /** UNDER_REVIEW, or APPROVED and not paid: FAILED, out of its open batch. */
  markFailed(action: StaffAction, id: number, reason: string) {
    return this.transition(action, id, { from: ['UNDER_REVIEW', 'APPROVED'], to: 'FAILED', audit: 'REFUND_FAIL', reason, set: () => ({ batch_id: null }) });
  }

  /** Four eyes: whoever reviewed the request cannot approve it. */
  approve(action: StaffAction, id: number) {
    return this.transition(action, id, {
      from: ['UNDER_REVIEW'],
      to: 'APPROVED',
      audit: 'REFUND_APPROVE',
      fourEyes: true,
      set: (actorId) => ({ approver_id: actorId }),
    });
  }

  private async transition(action: StaffAction, id: number, transition: Transition): Promise<RefundRequestDetail> {
    const now = this.context.clock.now();
    const { actorId } = action;
    const changed = await this.db.transaction().execute(async (trx) => {
      const current = await requestById(trx, id);
      if (!current) throw new AppError('REFUND_NOT_FOUND');
      const fourEyes = () => transition.fourEyes && current.status === 'UNDER_REVIEW' && current.reviewer_id === actorId;
      if (fourEyes()) throw new AppError('REFUND_FOUR_EYES');
      if (!transition.from.includes(current.status)) throw new AppError('REFUND_STATUS_CONFLICT', undefined, { status: current.status });
      if (transition.to === 'FAILED' && current.batch_id !== null) {
        // The batch's row first (the order marking it paid takes): a paid batch's request cannot fail any more.
        const batch = await batchById(trx, current.batch_id, { lock: true });
        if (batch?.status === 'PAID') throw new AppError('REFUND_STATUS_CONFLICT', undefined, { status: 'COMPLETED' });
      }
      const updated = await updateRequestIf(
        trx,
        id,
        transition.from,
        { status: transition.to, reason: transition.reason ?? null, updated_at: now, purge_after: purgeAfterOf(now), ...transition.set?.(actorId) },
        transition.fourEyes ? { notReviewedBy: actorId } : {},
      );
      if (!updated) {
        // Another staff member changed it first.
        const again = await requestById(trx, id);
        if (transition.fourEyes && again?.status === 'UNDER_REVIEW' && again.reviewer_id === actorId) throw new AppError('REFUND_FOUR_EYES');
        throw new AppError('REFUND_STATUS_CONFLICT', undefined, again ? { status: again.status } : undefined);
      }
      await insertEvents(trx, [{ requestId: id, status: transition.to, reason: transition.reason ?? null, actorId, at: now }]);
      await recordAudit(trx, {
        actorId,
        action: transition.audit,
        targetType: 'refund_request',
        targetId: id,
        details: { memberId: updated.user_id, from: current.status, to: transition.to, ...(transition.reason ? { reason: transition.reason } : {}) },
        ip: action.ip,
        at: now,
      });
      await notify(trx, updated.user_id, refundNotification(noticeOf(updated)), now);
      return updated;
    });
    await this.mail([{ userId: changed.user_id, notice: noticeOf(changed) }], action.origin);
    return this.detail(id);
  }

  // ---- Payout batches --------------------------------------------------------------------------------------

  private async batchView(id: number): Promise<RefundBatch> {
    const [row] = await batchesWithTotals(this.db, id);
    if (!row) throw new AppError('REFUND_BATCH_NOT_FOUND');
    return toBatch(row, await memberRefs(this.db, [row.created_by, row.paid_by]));
  }

  async batches(): Promise<RefundBatch[]> {
    const rows = await batchesWithTotals(this.db);
    const refs = await memberRefs(
      this.db,
      rows.flatMap((row) => [row.created_by, row.paid_by]),
    );
    return rows.map((row) => toBatch(row, refs));
  }

  /** An OPEN batch of the round's APPROVED requests in the currency that are in no batch yet. */
  async createBatch(action: StaffAction, input: { round: number; currency: RefundCurrency }): Promise<RefundBatch> {
    const now = this.context.clock.now();
    const batch = await this.db.transaction().execute(async (trx) => {
      const created = await insertBatch(trx, { round: input.round, currency: input.currency, status: 'OPEN', created_by: action.actorId, created_at: now });
      const requestIds = await assignApprovedToBatch(trx, created.id, input.round, input.currency);
      if (requestIds.length === 0) throw new AppError('REFUND_BATCH_EMPTY');
      await recordAudit(trx, {
        actorId: action.actorId,
        action: 'REFUND_BATCH_CREATE',
        targetType: 'refund_batch',
        targetId: created.id,
        details: { ...input, requestIds },
        ip: action.ip,
        at: now,
      });
      return created;
    });
    return this.batchView(batch.id);
  }

  /** The batch for the bank, decrypted, one row per request; the export is audited. */
  async batchCsv(action: StaffAction, id: number): Promise<{ fileName: string; csv: string }> {
    const now = this.context.clock.now();
    const batch = await batchById(this.db, id);
    if (!batch) throw new AppError('REFUND_BATCH_NOT_FOUND');
    const requests = await requestsOfBatch(this.db, id);
    await recordAudit(this.db, {
      actorId: action.actorId,
      action: 'REFUND_BATCH_EXPORT',
      targetType: 'refund_batch',
      targetId: id,
      details: { round: batch.round, currency: batch.currency, requestIds: requests.map((row) => row.id) },
      ip: action.ip,
      at: now,
    });
    const ring = await this.ring();
    const refs = await memberRefs(
      this.db,
      requests.map((row) => row.user_id),
    );
    const rows = requests.map((row) => ({
      row,
      member: refOf(refs, row.user_id),
      bank: row.bank_ciphertext ? openBank(ring, row.user_id, row.bank_ciphertext) : null,
    }));
    type Line = (typeof rows)[number];
    const krw = (line: Line) => (line.bank?.currency === 'KRW' ? line.bank : null);
    const usd = (line: Line) => (line.bank?.currency === 'USD' ? line.bank : null);
    const common = [
      { header: 'request_id', value: (line: Line) => line.row.id },
      { header: 'member_id', value: (line: Line) => line.row.user_id },
      { header: 'member_email', value: (line: Line) => line.member?.email ?? '' },
      { header: 'round', value: (line: Line) => line.row.round },
      { header: 'pay_by', value: (line: Line) => kstDay(line.row.pay_by) },
      { header: 'currency', value: (line: Line) => line.row.currency },
      { header: batch.currency === 'KRW' ? 'amount_won' : 'amount_cents', value: (line: Line) => line.row.amount_in_currency },
      {
        header: 'amount',
        value: (line: Line) => (line.row.currency === 'KRW' ? String(line.row.amount_in_currency) : (line.row.amount_in_currency / 100).toFixed(2)),
      },
      { header: 'holder_name', value: (line: Line) => line.bank?.holderName ?? '' },
      { header: 'account_number', value: (line: Line) => line.bank?.accountNumber ?? '' },
    ];
    const columns =
      batch.currency === 'KRW'
        ? [
            ...common,
            { header: 'bank_code', value: (line: Line) => krw(line)?.bankCode ?? '' },
            { header: 'bank_name', value: (line: Line) => krBankName(krw(line)?.bankCode ?? '')?.ko ?? '' },
            { header: 'bank_name_en', value: (line: Line) => krBankName(krw(line)?.bankCode ?? '')?.en ?? '' },
          ]
        : [
            ...common,
            { header: 'nationality', value: (line: Line) => usd(line)?.nationality ?? '' },
            { header: 'address', value: (line: Line) => usd(line)?.address ?? '' },
            { header: 'bank_country', value: (line: Line) => usd(line)?.bankCountry ?? '' },
            { header: 'bank_code', value: (line: Line) => usd(line)?.bankCode ?? '' },
            { header: 'swift', value: (line: Line) => usd(line)?.swift ?? '' },
            { header: 'bank_name', value: (line: Line) => usd(line)?.bankName ?? '' },
            { header: 'bank_address', value: (line: Line) => usd(line)?.bankAddress ?? '' },
            { header: 'branch_name', value: (line: Line) => usd(line)?.branchName ?? '' },
            { header: 'intermediary_bic', value: (line: Line) => usd(line)?.intermediaryBic ?? '' },
          ];
    return { fileName: `refund-batch-${batch.id}-round-${batch.round}-${batch.currency}.csv`, csv: toCsv(rows, columns) };
  }

  /** The bank paid the batch: OPEN → PAID once, its APPROVED requests COMPLETED, each member told. */
  async markBatchPaid(action: StaffAction, id: number): Promise<RefundBatch> {
    const now = this.context.clock.now();
    const completed = await this.db.transaction().execute(async (trx) => {
      const paid = await markBatchPaid(trx, id, action.actorId, now);
      if (!paid) throw new AppError((await batchById(trx, id)) ? 'REFUND_BATCH_ALREADY_PAID' : 'REFUND_BATCH_NOT_FOUND');
      const rows = await completeBatchRequests(trx, id, now, purgeAfterOf(now));
      await insertEvents(
        trx,
        rows.map((row) => ({ requestId: row.id, status: 'COMPLETED' as const, reason: null, actorId: action.actorId, at: now })),
      );
      for (const row of rows) await notify(trx, row.user_id, refundNotification(noticeOf(row)), now);
      await recordAudit(trx, {
        actorId: action.actorId,
        action: 'REFUND_BATCH_PAID',
        targetType: 'refund_batch',
        targetId: id,
        details: { round: paid.round, currency: paid.currency, requestIds: rows.map((row) => row.id) },
        ip: action.ip,
        at: now,
      });
      return rows;
    });
    await this.mail(
      completed.map((row) => ({ userId: row.user_id, notice: noticeOf(row) })),
      action.origin,
    );
    return this.batchView(id);
  }

  // ---- Mail ------------------------------------------------------------------------------------------------

  /** After the commit: one mail per notice in the member's language; a failed send is logged, the change stands. */
  private async mail(mailings: Mailing[], origin: string): Promise<void> {
    if (mailings.length === 0) return;
    const contacts = new Map(
      (
        await memberContacts(
          this.db,
          mailings.map((mailing) => mailing.userId),
        )
      ).map((contact) => [contact.id, contact]),
    );
    for (const { userId, notice } of mailings) {
      const contact = contacts.get(userId);
      if (!contact?.email) continue;
      try {
        await this.context.mailer.send(refundMail({ to: contact.email, name: contact.nickname, language: contact.language_type, notice, origin }));
      } catch (error) {
        this.log.error({ err: error, userId, status: notice.status }, 'refund mail could not be sent');
      }
    }
  }
}
