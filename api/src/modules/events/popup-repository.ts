import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, EventPopupTable } from '../../db/schema';

type DB = Kysely<Database>;

export type PopupRow = Selectable<EventPopupTable> & {
  reward_title_ko: string | null;
  reward_title_en: string | null;
  target_title_ko: string | null;
  target_title_en: string | null;
};

const popups = (db: DB) =>
  db
    .selectFrom('event_popup as p')
    .leftJoin('project as reward', 'reward.id', 'p.reward_project_id')
    .leftJoin('project as target', 'target.id', 'p.target_project_id')
    .selectAll('p')
    .select([
      'reward.title_ko as reward_title_ko',
      'reward.title_en as reward_title_en',
      'target.title_ko as target_title_ko',
      'target.title_en as target_title_en',
    ]);

export const activePopups = (db: DB, now: Date): Promise<PopupRow[]> =>
  popups(db).where('p.starts_at', '<=', now).where('p.ends_at', '>', now).orderBy('p.sort_order').orderBy('p.id').execute();

export const allPopups = (db: DB, limit: number): Promise<PopupRow[]> => popups(db).orderBy('p.id', 'desc').limit(limit).execute();

export const findPopup = (db: DB, popupId: number): Promise<PopupRow | undefined> => popups(db).where('p.id', '=', popupId).executeTakeFirst();

export async function claimedPopupIds(db: DB, userId: number, popupIds: readonly number[]): Promise<Set<number>> {
  if (popupIds.length === 0) return new Set();
  const rows = await db.selectFrom('event_popup_claim').select('popup_id').where('user_id', '=', userId).where('popup_id', 'in', popupIds).execute();
  return new Set(rows.map((row) => row.popup_id));
}

export async function claimCounts(db: DB, popupIds: readonly number[]): Promise<Map<number, number>> {
  if (popupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_popup_claim')
    .select(['popup_id', (eb) => eb.fn.countAll<number>().as('claims')])
    .where('popup_id', 'in', popupIds)
    .groupBy('popup_id')
    .execute();
  return new Map(rows.map((row) => [row.popup_id, Number(row.claims)]));
}

/** Records the member's claim; false when they had claimed already (the primary key decides, also under concurrency). */
export async function insertClaim(db: DB, popupId: number, userId: number, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('event_popup_claim')
    .values({ popup_id: popupId, user_id: userId, claimed_at: now })
    .onConflict((conflict) => conflict.columns(['popup_id', 'user_id']).doNothing())
    .returning('popup_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordClaimGrant(db: DB, popupId: number, userId: number, grant: { purchaseId: number | null; ticketId: number | null }) {
  await db
    .updateTable('event_popup_claim')
    .set({ purchase_id: grant.purchaseId, ticket_id: grant.ticketId })
    .where('popup_id', '=', popupId)
    .where('user_id', '=', userId)
    .execute();
}

export async function insertPopup(db: DB, values: Insertable<EventPopupTable>): Promise<number> {
  return (await db.insertInto('event_popup').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The changed popup's id, or undefined when there is none of that id. */
export async function updatePopup(db: DB, popupId: number, values: Partial<Insertable<EventPopupTable>>): Promise<number | undefined> {
  return (await db.updateTable('event_popup').set(values).where('id', '=', popupId).returning('id').executeTakeFirst())?.id;
}

/** The popup's end, its row locked until the transaction ends. */
export async function lockPopupEnd(db: DB, popupId: number): Promise<{ ends_at: Date } | undefined> {
  return db.selectFrom('event_popup').select('ends_at').where('id', '=', popupId).forUpdate().executeTakeFirst();
}
