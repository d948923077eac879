import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, EventLotteryEntryTable, EventLotteryTable } from '../../db/schema';

type DB = Kysely<Database>;

export type LotteryRow = Selectable<EventLotteryTable> & {
  prize_title_ko: string | null;
  prize_title_en: string | null;
  eligible_title_ko: string | null;
  eligible_title_en: string | null;
  entrants: number;
};
export type EntryRow = Selectable<EventLotteryEntryTable>;

const lotteries = (db: DB) =>
  db
    .selectFrom('event_lottery as l')
    .leftJoin('project as prize', 'prize.id', 'l.prize_project_id')
    .leftJoin('project as eligible', 'eligible.id', 'l.eligible_project_id')
    .selectAll('l')
    .select((eb) => [
      'prize.title_ko as prize_title_ko',
      'prize.title_en as prize_title_en',
      'eligible.title_ko as eligible_title_ko',
      'eligible.title_en as eligible_title_en',
      eb.selectFrom('event_lottery_entry as e').select(eb.fn.countAll<number>().as('count')).whereRef('e.lottery_id', '=', 'l.id').as('entrants'),
    ]);

const withCount = (row: Omit<LotteryRow, 'entrants'> & { entrants: number | string | null }): LotteryRow => ({ ...row, entrants: Number(row.entrants ?? 0) });

export async function listLotteries(db: DB, limit: number): Promise<LotteryRow[]> {
  return (await lotteries(db).orderBy('l.id', 'desc').limit(limit).execute()).map(withCount);
}

export async function findLottery(db: DB, lotteryId: number): Promise<LotteryRow | undefined> {
  const row = await lotteries(db).where('l.id', '=', lotteryId).executeTakeFirst();
  return row ? withCount(row) : undefined;
}

export async function entriesOf(db: DB, userId: number, lotteryIds: readonly number[]): Promise<Map<number, EntryRow>> {
  if (lotteryIds.length === 0) return new Map();
  const rows = await db.selectFrom('event_lottery_entry').selectAll().where('user_id', '=', userId).where('lottery_id', 'in', lotteryIds).execute();
  return new Map(rows.map((row) => [row.lottery_id, row]));
}

/** Every entry of a lottery in entry order, with the entrant's nickname (masked by the caller before it leaves). */
export const entriesWithNicknames = (db: DB, lotteryId: number) =>
  db
    .selectFrom('event_lottery_entry as e')
    .innerJoin('app_user as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.user_id', 'e.won', 'u.nickname'])
    .where('e.lottery_id', '=', lotteryId)
    .orderBy('e.id')
    .execute();

/** Records an entry; null when the member had entered already (the unique key decides, also under concurrency). */
export async function insertEntry(db: DB, lotteryId: number, userId: number, now: Date): Promise<EntryRow | null> {
  const row = await db
    .insertInto('event_lottery_entry')
    .values({ lottery_id: lotteryId, user_id: userId, entered_at: now })
    .onConflict((conflict) => conflict.columns(['lottery_id', 'user_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Lotteries whose draw time has come and that nobody has drawn yet. */
export const dueLotteryIds = async (db: DB, now: Date): Promise<number[]> =>
  (await db.selectFrom('event_lottery').select('id').where('drawn_at', 'is', null).where('draw_at', '<=', now).orderBy('draw_at').execute()).map(
    (row) => row.id,
  );

/** Locks a lottery that is still to be drawn; undefined when another instance drew it first. */
export const lockUndrawn = (db: DB, lotteryId: number) =>
  db
    .selectFrom('event_lottery')
    .select(['id', 'seed', 'prizes', 'title_ko', 'title_en'])
    .where('id', '=', lotteryId)
    .where('drawn_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();

export async function markDrawn(db: DB, lotteryId: number, winners: readonly number[], now: Date): Promise<void> {
  await db.updateTable('event_lottery_entry').set({ won: false }).where('lottery_id', '=', lotteryId).execute();
  if (winners.length > 0)
    await db.updateTable('event_lottery_entry').set({ won: true }).where('lottery_id', '=', lotteryId).where('id', 'in', winners).execute();
  await db.updateTable('event_lottery').set({ drawn_at: now }).where('id', '=', lotteryId).execute();
}

export async function prizesClaimed(db: DB, lotteryId: number): Promise<number> {
  const row = await db
    .selectFrom('event_lottery_entry')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('lottery_id', '=', lotteryId)
    .where('prize_claimed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's entry of a lottery, its row locked until the transaction ends. */
export async function lockEntry(db: DB, lotteryId: number, userId: number): Promise<Selectable<EventLotteryEntryTable> | undefined> {
  return db.selectFrom('event_lottery_entry').selectAll().where('lottery_id', '=', lotteryId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export async function markPrizeClaimed(db: DB, entryId: number, claim: { now: Date; purchaseId: number | null; ticketId: number | null }): Promise<void> {
  await db
    .updateTable('event_lottery_entry')
    .set({ prize_claimed_at: claim.now, purchase_id: claim.purchaseId, ticket_id: claim.ticketId })
    .where('id', '=', entryId)
    .execute();
}

export async function insertLottery(db: DB, values: Insertable<EventLotteryTable>): Promise<number> {
  return (await db.insertInto('event_lottery').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** When a lottery's entries open, its row locked until the transaction ends (undefined when there is none). */
export async function lockEntryStart(db: DB, lotteryId: number): Promise<{ entry_starts_at: Date } | undefined> {
  return db.selectFrom('event_lottery').select('entry_starts_at').where('id', '=', lotteryId).forUpdate().executeTakeFirst();
}

export async function updateLottery(db: DB, lotteryId: number, values: Updateable<EventLotteryTable>): Promise<void> {
  await db.updateTable('event_lottery').set(values).where('id', '=', lotteryId).execute();
}
