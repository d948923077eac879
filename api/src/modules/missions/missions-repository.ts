import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { kstMonthRange, type MonthlyKey } from 'shared-contract';
import { keyDesignFace } from '../catalog/catalog-mappers';
import type { Database, KeyDesignTable, MonthlyProgramTable } from '../../db/schema';

type DB = Kysely<Database>;

/** Purchases that count for the buying mission: KEYs bought from a drop with Gold or card, not cancelled. */
const COUNTED_PAY_METHODS = ['GOLD', 'CARD'] as const;
export const isCountedPayMethod = (payMethod: string) => (COUNTED_PAY_METHODS as readonly string[]).includes(payMethod);

/** The member account states a KEY of the Month goes to (active members only). */
const ACTIVE = 1;

export interface ProgramRecord {
  month: string;
  checkin_target: number;
  buy_target: number;
  key_design_id: number;
  updated_at: Date;
  updated_by: number | null;
  distributed_at: Date | null;
  key: MonthlyKey;
}

const programs = (db: DB) =>
  db
    .selectFrom('monthly_program as m')
    .innerJoin('key_design as d', 'd.id', 'm.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select([
      'm.month',
      'm.checkin_target',
      'm.buy_target',
      'm.key_design_id',
      'm.updated_at',
      'm.updated_by',
      'm.distributed_at',
      'd.project_id',
      'p.title_ko',
      'p.title_en',
      'd.name_ko',
      'd.name_en',
      'd.description_ko',
      'd.description_en',
      'd.rarity',
      'd.supply_total',
      'd.supply_remaining',
    ]);

type ProgramRow = Awaited<ReturnType<ReturnType<typeof programs>['executeTakeFirstOrThrow']>>;

const toProgram = (row: ProgramRow): ProgramRecord => ({
  month: row.month,
  checkin_target: row.checkin_target,
  buy_target: row.buy_target,
  key_design_id: row.key_design_id,
  updated_at: row.updated_at,
  updated_by: row.updated_by,
  distributed_at: row.distributed_at,
  key: {
    keyId: row.key_design_id,
    projectId: row.project_id,
    projectTitle: { ko: row.title_ko, en: row.title_en },
    ...keyDesignFace(row.key_design_id, row),
    description: { ko: row.description_ko, en: row.description_en },
    supplyTotal: row.supply_total,
    supplyRemaining: row.supply_remaining,
  },
});

export async function findProgram(db: DB, month: string): Promise<ProgramRecord | null> {
  const row = await programs(db).where('m.month', '=', month).executeTakeFirst();
  return row ? toProgram(row) : null;
}

/** Set-up months before `month`, newest first. */
export async function programsBefore(db: DB, month: string, limit: number): Promise<ProgramRecord[]> {
  const rows = await programs(db).where('m.month', '<', month).orderBy('m.month', 'desc').limit(limit).execute();
  return rows.map(toProgram);
}

export async function allPrograms(db: DB, limit: number): Promise<ProgramRecord[]> {
  const rows = await programs(db).orderBy('m.month', 'desc').limit(limit).execute();
  return rows.map(toProgram);
}

/** Months that have ended by `currentMonth` and still have KEYs of the Month to give, oldest first. */
export async function monthsToDistribute(db: DB, currentMonth: string): Promise<ProgramRecord[]> {
  const rows = await programs(db).where('m.month', '<', currentMonth).where('m.distributed_at', 'is', null).orderBy('m.month').execute();
  return rows.map(toProgram);
}

export async function markDistributed(db: DB, month: string, at: Date): Promise<void> {
  await db.updateTable('monthly_program').set({ distributed_at: at }).where('month', '=', month).where('distributed_at', 'is', null).execute();
}

export async function checkinDays(db: DB, userId: number, month: string): Promise<string[]> {
  const rows = await db.selectFrom('monthly_checkin').select('day').where('user_id', '=', userId).where('month', '=', month).orderBy('day').execute();
  return rows.map((row) => row.day);
}

/** Records a check-in; false when the member has already checked in that day. */
export async function insertCheckin(db: DB, checkin: { userId: number; day: string; month: string; at: Date }): Promise<boolean> {
  const inserted = await db
    .insertInto('monthly_checkin')
    .values({ user_id: checkin.userId, day: checkin.day, month: checkin.month, checked_at: checkin.at })
    .onConflict((conflict) => conflict.columns(['user_id', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** KEYs the member bought in the month (counted purchases that stand), leaving out one purchase if asked. */
export async function keysBought(db: DB, userId: number, month: string, exceptPurchaseId?: number): Promise<number> {
  const { start, end } = kstMonthRange(month);
  let query = db
    .selectFrom('purchase')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('bought'))
    .where('user_id', '=', userId)
    .where('status', '=', 'PAID')
    .where('pay_method', 'in', COUNTED_PAY_METHODS)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  if (exceptPurchaseId !== undefined) query = query.where('id', '<>', exceptPurchaseId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.bought);
}

/**
 * The month's qualifiers as a query: members with enough check-in days whose counted purchases of the month reach
 * the buying target (purchases that stand, so a cancelled one no longer counts).
 */
function qualifiers(db: DB, program: ProgramRecord) {
  const { start, end } = kstMonthRange(program.month);
  return db
    .selectFrom('monthly_checkin as c')
    .select('c.user_id')
    .where('c.month', '=', program.month)
    .where((eb) =>
      eb(
        eb
          .selectFrom('purchase as pu')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('pu.quantity'), inner.lit(0)).as('bought'))
          .whereRef('pu.user_id', '=', 'c.user_id')
          .where('pu.status', '=', 'PAID')
          .where('pu.pay_method', 'in', COUNTED_PAY_METHODS)
          .where('pu.created_at', '>=', start)
          .where('pu.created_at', '<', end),
        '>=',
        program.buy_target,
      ),
    )
    .groupBy('c.user_id')
    .having((eb) => eb.fn.countAll(), '>=', program.checkin_target);
}

/** Active members who qualify for the month and have no award for it yet, by id. */
export async function pendingQualifiers(db: DB, program: ProgramRecord, limit: number): Promise<number[]> {
  const rows = await qualifiers(db, program)
    .where((eb) =>
      eb.and([
        eb.exists(eb.selectFrom('app_user as u').select('u.id').whereRef('u.id', '=', 'c.user_id').where('u.status', '=', ACTIVE)),
        eb.not(eb.exists(eb.selectFrom('monthly_award as a').select('a.id').whereRef('a.user_id', '=', 'c.user_id').where('a.month', '=', program.month))),
      ]),
    )
    .orderBy('c.user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** How many members complete both missions now (the console's live figure). */
export async function qualifiedCount(db: DB, program: ProgramRecord): Promise<number> {
  const row = await db
    .selectFrom(qualifiers(db, program).as('q'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function awardCounts(db: DB, month: string) {
  const rows = await db
    .selectFrom('monthly_award')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('month', '=', month)
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** Awards with the state of their KEY (reveal and holder), their member and who decided on them. */
function awardsWithKeys(db: DB) {
  return db
    .selectFrom('monthly_award as a')
    .innerJoin('app_user as u', 'u.id', 'a.user_id')
    .leftJoin('key_item as ki', 'ki.id', 'a.key_item_id')
    .leftJoin('purchase_item as pi', 'pi.purchase_id', 'a.purchase_id')
    .leftJoin('app_user as decider', 'decider.id', 'a.decided_by')
    .select([
      'a.id',
      'a.month',
      'a.user_id',
      'a.status',
      'a.purchase_id',
      'a.key_item_id',
      'a.awarded_at',
      'a.decision_reason',
      'a.cancelled_purchase_id',
      'a.decided_at',
      'a.note',
      'u.email',
      'u.nickname',
      'ki.owner_id as holder_id',
      'ki.serial_no',
      'pi.revealed_at',
      'decider.id as decider_id',
      'decider.email as decider_email',
      'decider.nickname as decider_nickname',
    ]);
}
export type AwardWithKey = Awaited<ReturnType<ReturnType<typeof awardsWithKeys>['executeTakeFirstOrThrow']>>;

/** The newest awards (at most `limit`), of one status when given. */
export function latestAwards(db: DB, { status, limit }: { status: AwardWithKey['status'] | undefined; limit: number }): Promise<AwardWithKey[]> {
  let query = awardsWithKeys(db).orderBy('a.id', 'desc').limit(limit);
  if (status) query = query.where('a.status', '=', status);
  return query.execute();
}

/** One award with its KEY; throws when there is none. */
export function awardWithKey(db: DB, awardId: number): Promise<AwardWithKey> {
  return awardsWithKeys(db).where('a.id', '=', awardId).executeTakeFirstOrThrow();
}

/** The member's award of the month with its KEY, or undefined. */
export function memberAward(db: DB, userId: number, month: string): Promise<AwardWithKey | undefined> {
  return awardsWithKeys(db).where('a.user_id', '=', userId).where('a.month', '=', month).executeTakeFirst();
}

export function memberAwards(db: DB, userId: number, months: readonly string[]): Promise<AwardWithKey[]> {
  if (months.length === 0) return Promise.resolve([]);
  return awardsWithKeys(db).where('a.user_id', '=', userId).where('a.month', 'in', months).execute();
}

/** Locks the member's row: check-ins, awards and cancellations of one member run one after the other. */
export async function lockMember(db: DB, userId: number): Promise<void> {
  await db.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

// ---- The admin's month setup and award decisions ----

export async function projectTitle(db: DB, projectId: number): Promise<{ id: number; title_en: string } | undefined> {
  return db.selectFrom('project').select(['id', 'title_en']).where('id', '=', projectId).executeTakeFirst();
}

/** A month's program row, locked until the transaction ends (undefined before it is set up). */
export async function lockProgram(db: DB, month: string): Promise<Selectable<MonthlyProgramTable> | undefined> {
  return db.selectFrom('monthly_program').selectAll().where('month', '=', month).forUpdate().executeTakeFirst();
}

/** A design's supply, its row locked until the transaction ends. */
export async function lockDesignSupply(db: DB, keyDesignId: number): Promise<{ supply_total: number; supply_remaining: number }> {
  return db.selectFrom('key_design').select(['supply_total', 'supply_remaining']).where('id', '=', keyDesignId).forUpdate().executeTakeFirstOrThrow();
}

export async function updateDesign(db: DB, keyDesignId: number, changes: Updateable<KeyDesignTable>): Promise<void> {
  await db.updateTable('key_design').set(changes).where('id', '=', keyDesignId).execute();
}

export async function updateProgram(db: DB, month: string, changes: Updateable<MonthlyProgramTable>): Promise<void> {
  await db.updateTable('monthly_program').set(changes).where('month', '=', month).execute();
}

/** A new KEY of the Month design, released at `releasedAt` (its RELEASE activity with it); answers its id. */
export async function insertMonthlyDesign(db: DB, design: Insertable<KeyDesignTable>, releasedAt: Date): Promise<number> {
  const { id } = await db.insertInto('key_design').values(design).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('key_activity').values({ key_design_id: id, type: 'RELEASE', actor: null, price_gold: null, occurred_at: releasedAt }).execute();
  return id;
}

export async function insertProgram(db: DB, program: Insertable<MonthlyProgramTable>): Promise<void> {
  await db.insertInto('monthly_program').values(program).execute();
}

/** The award's member, its row locked until the transaction ends. */
export async function lockAward(db: DB, awardId: number): Promise<{ id: number; user_id: number } | undefined> {
  return db.selectFrom('monthly_award').select(['id', 'user_id']).where('id', '=', awardId).forUpdate().executeTakeFirst();
}

/** Who holds a KEY now, its row locked until the transaction ends. */
export async function lockKeyOwner(db: DB, keyItemId: number): Promise<number | null | undefined> {
  return (await db.selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).forUpdate().executeTakeFirst())?.owner_id;
}

export async function markAwardKept(db: DB, awardId: number, decision: { by: number; at: Date; note: string | null }): Promise<void> {
  await db
    .updateTable('monthly_award')
    .set({ status: 'KEPT', decided_by: decision.by, decided_at: decision.at, note: decision.note })
    .where('id', '=', awardId)
    .execute();
}

// ---- Giving KEYs of the Month and taking them back ----

/** The member's award of the month, unless another instance made it already: answers its id, or undefined. */
export async function insertAward(db: DB, award: { month: string; userId: number; now: Date }): Promise<{ id: number } | undefined> {
  return db
    .insertInto('monthly_award')
    .values({ month: award.month, user_id: award.userId, status: 'AWARDED', awarded_at: award.now })
    .onConflict((conflict) => conflict.columns(['month', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function deleteAward(db: DB, awardId: number): Promise<void> {
  await db.deleteFrom('monthly_award').where('id', '=', awardId).execute();
}

/** One KEY of the design's supply, if any is left: answers the supply after it and the design's project. */
export async function takeFromSupply(db: DB, keyDesignId: number) {
  return db
    .updateTable('key_design')
    .set((eb) => ({ supply_remaining: eb('supply_remaining', '-', 1) }))
    .where('id', '=', keyDesignId)
    .where('supply_remaining', '>=', 1)
    .returning(['supply_total', 'supply_remaining', 'project_id'])
    .executeTakeFirst();
}

export async function markAwardOutOfSupply(db: DB, awardId: number): Promise<void> {
  await db.updateTable('monthly_award').set({ status: 'OUT_OF_SUPPLY' }).where('id', '=', awardId).execute();
}

/** A new KEY of the design, owned by the member; answers its id. */
export async function insertKeyItem(db: DB, item: { keyDesignId: number; serialNo: number; ownerId: number; now: Date }): Promise<number> {
  const { id } = await db
    .insertInto('key_item')
    .values({ key_design_id: item.keyDesignId, serial_no: item.serialNo, owner_id: item.ownerId, acquired_at: item.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setAwardKey(db: DB, awardId: number, given: { purchaseId: number; keyItemId: number }): Promise<void> {
  await db.updateTable('monthly_award').set({ purchase_id: given.purchaseId, key_item_id: given.keyItemId }).where('id', '=', awardId).execute();
}

/** How a purchase was paid and how many KEYs it bought, or undefined. */
export async function purchasePayment(db: DB, purchaseId: number): Promise<{ pay_method: string; quantity: number } | undefined> {
  return db.selectFrom('purchase').select(['pay_method', 'quantity']).where('id', '=', purchaseId).executeTakeFirst();
}

/** Locks the purchase's items until the transaction ends. */
export async function lockPurchaseItems(db: DB, purchaseId: number): Promise<void> {
  await db.selectFrom('purchase_item').select('id').where('purchase_id', '=', purchaseId).forUpdate().execute();
}

export async function markAwardNeedsDecision(db: DB, awardId: number, decision: { reason: 'REVEALED' | 'MOVED'; cancelledPurchaseId: number }): Promise<void> {
  await db
    .updateTable('monthly_award')
    .set({ status: 'NEEDS_DECISION', decision_reason: decision.reason, cancelled_purchase_id: decision.cancelledPurchaseId })
    .where('id', '=', awardId)
    .execute();
}

/** The KEY leaves the member, if they still hold it, and nobody holds it again. */
export async function retireKeyItem(db: DB, keyItemId: number, holderId: number): Promise<void> {
  await db.updateTable('key_item').set({ owner_id: null }).where('id', '=', keyItemId).where('owner_id', '=', holderId).execute();
}

export async function insertRevokeEvent(db: DB, event: { keyItemId: number; fromUserId: number; now: Date }): Promise<void> {
  await db
    .insertInto('ownership_event')
    .values({ key_item_id: event.keyItemId, kind: 'REVOKE', from_user_id: event.fromUserId, to_user_id: null, occurred_at: event.now })
    .execute();
}

export async function cancelRewardPurchase(db: DB, purchaseId: number): Promise<void> {
  await db.updateTable('purchase').set({ status: 'CANCELLED' }).where('id', '=', purchaseId).execute();
}

/** Drops the purchase's unrevealed items. */
export async function deleteUnrevealedItems(db: DB, purchaseId: number): Promise<void> {
  await db.deleteFrom('purchase_item').where('purchase_id', '=', purchaseId).where('revealed_at', 'is', null).execute();
}

/** The award is REVOKED by this staff member; a `cancelledPurchaseId` of null leaves the recorded one as it is. */
export async function markAwardRevoked(
  db: DB,
  awardId: number,
  decision: { by: number; at: Date; note: string | null; cancelledPurchaseId: number | null },
): Promise<void> {
  await db
    .updateTable('monthly_award')
    .set({
      status: 'REVOKED',
      decided_by: decision.by,
      decided_at: decision.at,
      note: decision.note,
      ...(decision.cancelledPurchaseId === null ? {} : { cancelled_purchase_id: decision.cancelledPurchaseId }),
    })
    .where('id', '=', awardId)
    .execute();
}
