import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the pre-registration event (issue 13 B): the one settings row and the entries. */

export interface PreBookSettingRow {
  opensAt: Date;
  launchAt: Date;
  rewardKind: 'KEY' | 'TICKET';
  rewardProjectId: number | null;
  rewardProjectTitleKo: string | null;
  rewardProjectTitleEn: string | null;
  updatedAt: Date | null;
  updatedById: number | null;
  updatedByEmail: string | null;
  updatedByNickname: string | null;
}

export interface PreBookEntryRow {
  id: number;
  enteredAt: Date;
  claimedAt: Date | null;
  rewardKind: 'KEY' | 'TICKET' | null;
  purchaseId: number | null;
  ticketId: number | null;
}

/** The settings with the reward project's title and who changed them last. */
export async function loadSettings(db: Kysely<Database>): Promise<PreBookSettingRow> {
  const row = await db
    .selectFrom('pre_book_setting as s')
    .leftJoin('project as p', 'p.id', 's.reward_project_id')
    .leftJoin('app_user as u', 'u.id', 's.updated_by')
    .select([
      's.opens_at',
      's.launch_at',
      's.reward_kind',
      's.reward_project_id',
      'p.title_ko',
      'p.title_en',
      's.updated_at',
      'u.id as updated_by_id',
      'u.email as updated_by_email',
      'u.nickname as updated_by_nickname',
    ])
    .where('s.id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    opensAt: new Date(row.opens_at),
    launchAt: new Date(row.launch_at),
    rewardKind: row.reward_kind,
    rewardProjectId: row.reward_project_id,
    rewardProjectTitleKo: row.title_ko,
    rewardProjectTitleEn: row.title_en,
    updatedAt: row.updated_at ? new Date(row.updated_at) : null,
    updatedById: row.updated_by_id,
    updatedByEmail: row.updated_by_email,
    updatedByNickname: row.updated_by_nickname,
  };
}

/** The settings row locked for the rest of the transaction (an admin's change, read before and written after). */
export async function lockSettings(trx: Kysely<Database>) {
  return trx
    .selectFrom('pre_book_setting')
    .select(['opens_at', 'launch_at', 'reward_kind', 'reward_project_id'])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function saveSettings(
  trx: Kysely<Database>,
  values: { opensAt: Date; launchAt: Date; rewardKind: 'KEY' | 'TICKET'; rewardProjectId: number | null; updatedBy: number; updatedAt: Date },
): Promise<void> {
  await trx
    .updateTable('pre_book_setting')
    .set({
      opens_at: values.opensAt,
      launch_at: values.launchAt,
      reward_kind: values.rewardKind,
      reward_project_id: values.rewardProjectId,
      updated_by: values.updatedBy,
      updated_at: values.updatedAt,
    })
    .where('id', '=', 1)
    .execute();
}

/** Every project with the KEYs it has left (what a KEY reward can be drawn from). */
export async function projectOptions(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('project as p')
    .leftJoin('key_design as d', 'd.project_id', 'p.id')
    .select((eb) => ['p.id', 'p.title_ko', 'p.title_en', eb.fn.coalesce(eb.fn.sum<number>('d.supply_remaining'), eb.lit(0)).as('remaining')])
    .groupBy(['p.id', 'p.title_ko', 'p.title_en'])
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: { ko: row.title_ko, en: row.title_en }, remaining: Number(row.remaining) }));
}

export async function entryCounts(db: Kysely<Database>): Promise<{ entrants: number; claimed: number }> {
  const row = await db
    .selectFrom('pre_book_entry')
    .select((eb) => [eb.fn.countAll<number>().as('entrants'), eb.fn.count<number>('claimed_at').as('claimed')])
    .executeTakeFirstOrThrow();
  return { entrants: Number(row.entrants), claimed: Number(row.claimed) };
}

const entryColumns = ['id', 'entered_at', 'claimed_at', 'reward_kind', 'purchase_id', 'ticket_id'] as const;

const toEntry = (row: {
  id: number;
  entered_at: Date;
  claimed_at: Date | null;
  reward_kind: 'KEY' | 'TICKET' | null;
  purchase_id: number | null;
  ticket_id: number | null;
}): PreBookEntryRow => ({
  id: row.id,
  enteredAt: new Date(row.entered_at),
  claimedAt: row.claimed_at ? new Date(row.claimed_at) : null,
  rewardKind: row.reward_kind,
  purchaseId: row.purchase_id,
  ticketId: row.ticket_id,
});

export async function entryOf(db: Kysely<Database>, userId: number): Promise<PreBookEntryRow | null> {
  const row = await db.selectFrom('pre_book_entry').select(entryColumns).where('user_id', '=', userId).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/**
 * The member's entry, unless they already have one: the unique user_id decides between concurrent entries (the
 * others wait for the first to commit, then insert nothing). Answers null when the member had entered before.
 */
export async function insertEntry(trx: Kysely<Database>, userId: number, now: Date): Promise<PreBookEntryRow | null> {
  const row = await trx
    .insertInto('pre_book_entry')
    .values({ user_id: userId, entered_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning(entryColumns)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function markPreBooked(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.updateTable('app_user').set({ is_pre_book: true }).where('id', '=', userId).execute();
}

/**
 * Marks the member's entry claimed, once: of concurrent claims only the first update finds `claimed_at` empty
 * (PostgreSQL makes the others wait on the row and re-read it). Answers the entry id, or null.
 */
export async function claimEntry(trx: Kysely<Database>, userId: number, kind: 'KEY' | 'TICKET', now: Date): Promise<number | null> {
  const row = await trx
    .updateTable('pre_book_entry')
    .set({ claimed_at: now, reward_kind: kind })
    .where('user_id', '=', userId)
    .where('claimed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function recordGrant(trx: Kysely<Database>, entryId: number, grant: { purchaseId: number | null; ticketId: number | null }): Promise<void> {
  await trx.updateTable('pre_book_entry').set({ purchase_id: grant.purchaseId, ticket_id: grant.ticketId }).where('id', '=', entryId).execute();
}
