import type { Kysely } from 'kysely';
import { kstMonthRange, type MonthlyKey } from 'shared-contract';
import { keyDesignFace } from '../catalog/catalog-mappers';
import type { Database } from '../../db/schema';

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
  const rows = await db.selectFrom('monthly_award').select(['status', (eb) => eb.fn.countAll<number>().as('count')]).where('month', '=', month).groupBy('status').execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** The member's award of a month with the state of its KEY (reveal and holder). */
export function awardsWithKeys(db: DB) {
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

export function memberAwards(db: DB, userId: number, months: readonly string[]): Promise<AwardWithKey[]> {
  if (months.length === 0) return Promise.resolve([]);
  return awardsWithKeys(db).where('a.user_id', '=', userId).where('a.month', 'in', months).execute();
}

/** Locks the member's row: check-ins, awards and cancellations of one member run one after the other. */
export async function lockMember(db: DB, userId: number): Promise<void> {
  await db.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}
