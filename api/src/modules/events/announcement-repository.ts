import type { Insertable, Kysely } from 'kysely';
import type { Database, EventAnnouncementTable } from '../../db/schema';

type DB = Kysely<Database>;

export const announcements = (db: DB) =>
  db
    .selectFrom('event_announcement as a')
    .leftJoin('event_lottery as l', 'l.id', 'a.lottery_id')
    .selectAll('a')
    .select(['l.title_ko as lottery_title_ko', 'l.title_en as lottery_title_en']);
export type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof announcements>['executeTakeFirstOrThrow']>>;

/** The newest announcements for the console (at most `limit`), or only the one `only` names. */
export const latestAnnouncements = (db: DB, { only, limit }: { only: number | undefined; limit: number }) => {
  const query = announcements(db).orderBy('a.id', 'desc').limit(limit);
  return (only === undefined ? query : query.where('a.id', '=', only)).execute();
};

/** Published and not withdrawn by `now`, newest first. */
export const publishedAnnouncements = (db: DB, now: Date, limit: number) =>
  announcements(db)
    .where('a.published_at', '<=', now)
    .where('a.withdrawn_at', 'is', null)
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();

/** The winners' nicknames of each drawn lottery, in entry order. */
export async function winnerNicknames(db: DB, lotteryIds: readonly number[]): Promise<Map<number, (string | null)[]>> {
  if (lotteryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_lottery_entry as e')
    .innerJoin('app_user as u', 'u.id', 'e.user_id')
    .select(['e.lottery_id', 'u.nickname'])
    .where('e.lottery_id', 'in', lotteryIds)
    .where('e.won', '=', true)
    .orderBy('e.id')
    .execute();
  const byLottery = new Map<number, (string | null)[]>();
  for (const row of rows) byLottery.set(row.lottery_id, [...(byLottery.get(row.lottery_id) ?? []), row.nickname]);
  return byLottery;
}

/** Whether a lottery was drawn (undefined when there is no such lottery). */
export async function lotteryDrawnAt(db: DB, lotteryId: number): Promise<{ drawn_at: Date | null } | undefined> {
  return db.selectFrom('event_lottery').select('drawn_at').where('id', '=', lotteryId).executeTakeFirst();
}

export async function insertAnnouncement(db: DB, values: Insertable<EventAnnouncementTable>): Promise<number> {
  return (await db.insertInto('event_announcement').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The changed announcement's id, or undefined when there is none of that id. */
export async function updateAnnouncement(db: DB, announcementId: number, values: Partial<Insertable<EventAnnouncementTable>>): Promise<number | undefined> {
  return (await db.updateTable('event_announcement').set(values).where('id', '=', announcementId).returning('id').executeTakeFirst())?.id;
}
