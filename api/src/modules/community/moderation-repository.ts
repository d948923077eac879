import { sql, type Kysely } from 'kysely';
import {
  COMMUNITY_API,
  REPORT_REASONS,
  type AdminCommunity,
  type CommunityBan,
  type CommunityTargetType,
  type LocalizedText,
  type ReportReason,
  type ReportStatus,
  type StaffMemberRef,
} from 'shared-contract';
import type { Database } from '../../db/schema';
import { communityState } from './community-access';

/** The SQL of the staff console's community tab (issue 11 C). Transactions live in moderation-service.ts. */

export interface TargetKey {
  type: CommunityTargetType;
  id: number;
}

export const targetKeyOf = (type: CommunityTargetType, id: number) => `${type}:${id}`;

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));

const memberRef = (id: number, email: string | null, nickname: string | null): StaffMemberRef => ({ id, email, nickname });
const memberRefOrNull = (id: number | null, email: string | null, nickname: string | null): StaffMemberRef | null =>
  id === null ? null : memberRef(id, email, nickname);

// ---- Targets -------------------------------------------------------------------------------------------------

/** What the console shows of a reported post or comment. */
export interface TargetFacts {
  type: CommunityTargetType;
  id: number;
  projectId: number;
  projectTitle: LocalizedText;
  postId: number;
  author: StaffMemberRef;
  body: string;
  hidden: boolean;
  deleted: boolean;
  createdAt: string;
}

const idsOf = (keys: readonly TargetKey[], type: CommunityTargetType) => [...new Set(keys.filter((key) => key.type === type).map((key) => key.id))];

const authorColumns = ['u.id as author_id', 'u.email as author_email', 'u.nickname as author_nickname'] as const;

/** A post's or a comment's row as `targetFacts` reads it (a post is its own `post_id`). */
interface TargetFactsRow {
  id: number;
  post_id: number;
  project_id: number;
  body: string;
  hidden_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  title_ko: string;
  title_en: string;
  author_id: number;
  author_email: string | null;
  author_nickname: string | null;
}

const toTargetFacts = (type: CommunityTargetType, row: TargetFactsRow): TargetFacts => ({
  type,
  id: row.id,
  projectId: row.project_id,
  projectTitle: { ko: row.title_ko, en: row.title_en },
  postId: row.post_id,
  author: memberRef(row.author_id, row.author_email, row.author_nickname),
  body: row.body,
  hidden: row.hidden_at !== null,
  deleted: row.deleted_at !== null,
  createdAt: iso(row.created_at),
});

/** The posts and comments named, keyed by `targetKeyOf`; a key without a row is missing from the map. */
export async function targetFacts(db: Kysely<Database>, keys: readonly TargetKey[]): Promise<Map<string, TargetFacts>> {
  const postIds = idsOf(keys, 'post');
  const commentIds = idsOf(keys, 'comment');
  const [posts, comments] = await Promise.all([
    postIds.length === 0
      ? []
      : db
          .selectFrom('community_post as p')
          .innerJoin('project as pr', 'pr.id', 'p.project_id')
          .innerJoin('app_user as u', 'u.id', 'p.author_id')
          .select(['p.id', 'p.id as post_id', 'p.project_id', 'p.body', 'p.hidden_at', 'p.deleted_at', 'p.created_at', 'pr.title_ko', 'pr.title_en'])
          .select(authorColumns)
          .where('p.id', 'in', postIds)
          .execute(),
    commentIds.length === 0
      ? []
      : db
          .selectFrom('community_comment as c')
          .innerJoin('community_post as p', 'p.id', 'c.post_id')
          .innerJoin('project as pr', 'pr.id', 'p.project_id')
          .innerJoin('app_user as u', 'u.id', 'c.author_id')
          .select(['c.id', 'c.post_id', 'p.project_id', 'c.body', 'c.hidden_at', 'c.deleted_at', 'c.created_at', 'pr.title_ko', 'pr.title_en'])
          .select(authorColumns)
          .where('c.id', 'in', commentIds)
          .execute(),
  ]);
  const facts = new Map<string, TargetFacts>();
  for (const row of posts) facts.set(targetKeyOf('post', row.id), toTargetFacts('post', row));
  for (const row of comments) facts.set(targetKeyOf('comment', row.id), toTargetFacts('comment', row));
  return facts;
}

/** Locks the post or comment row (hide and dismiss of one target run one after the other); undefined when none. */
export async function lockTarget(db: Kysely<Database>, key: TargetKey): Promise<{ hidden: boolean } | undefined> {
  const row =
    key.type === 'post'
      ? await db.selectFrom('community_post').select('hidden_at').where('id', '=', key.id).forUpdate().executeTakeFirst()
      : await db.selectFrom('community_comment').select('hidden_at').where('id', '=', key.id).forUpdate().executeTakeFirst();
  return row ? { hidden: row.hidden_at !== null } : undefined;
}

/** Hides the post or comment unless it is hidden already (the first hide keeps its time and staff member). */
export async function hideTarget(db: Kysely<Database>, key: TargetKey, actorId: number, now: Date): Promise<boolean> {
  const result =
    key.type === 'post'
      ? await db
          .updateTable('community_post')
          .set({ hidden_at: now, hidden_by: actorId })
          .where('id', '=', key.id)
          .where('hidden_at', 'is', null)
          .executeTakeFirst()
      : await db
          .updateTable('community_comment')
          .set({ hidden_at: now, hidden_by: actorId })
          .where('id', '=', key.id)
          .where('hidden_at', 'is', null)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function postImageUrls(db: Kysely<Database>, postId: number): Promise<Array<{ url: string }>> {
  const rows = await db.selectFrom('community_post_image').select('storage_name').where('post_id', '=', postId).orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({ url: COMMUNITY_API.image(row.storage_name) }));
}

// ---- Reports -------------------------------------------------------------------------------------------------

export interface ReportStats {
  reportCount: number;
  reasons: Array<{ reason: ReportReason; count: number }>;
  firstReportedAt: string;
  lastReportedAt: string;
}

/** Most reported reason first; ties in the catalogue's order. */
export const byCount = (a: { reason: ReportReason; count: number }, b: { reason: ReportReason; count: number }) =>
  b.count - a.count || REPORT_REASONS.indexOf(a.reason) - REPORT_REASONS.indexOf(b.reason);

/** Report counts per target (only reports of `status` when given), keyed by `targetKeyOf`. */
export async function reportStats(db: Kysely<Database>, keys: readonly TargetKey[], status: ReportStatus | null): Promise<Map<string, ReportStats>> {
  const postIds = idsOf(keys, 'post');
  const commentIds = idsOf(keys, 'comment');
  const stats = new Map<string, ReportStats>();
  if (postIds.length === 0 && commentIds.length === 0) return stats;
  let query = db
    .selectFrom('community_report as r')
    .select(['r.target_type', 'r.target_id', 'r.reason'])
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('r.created_at').as('first_at'), eb.fn.max('r.created_at').as('last_at')])
    .where((eb) =>
      eb.or([
        ...(postIds.length > 0 ? [eb.and([eb('r.target_type', '=', 'post'), eb('r.target_id', 'in', postIds)])] : []),
        ...(commentIds.length > 0 ? [eb.and([eb('r.target_type', '=', 'comment'), eb('r.target_id', 'in', commentIds)])] : []),
      ]),
    )
    .groupBy(['r.target_type', 'r.target_id', 'r.reason']);
  if (status) query = query.where('r.status', '=', status);
  for (const row of await query.execute()) {
    const key = targetKeyOf(row.target_type, row.target_id);
    const count = Number(row.n);
    const first = iso(row.first_at);
    const last = iso(row.last_at);
    const entry = stats.get(key);
    if (!entry) {
      stats.set(key, { reportCount: count, reasons: [{ reason: row.reason, count }], firstReportedAt: first, lastReportedAt: last });
      continue;
    }
    entry.reportCount += count;
    entry.reasons.push({ reason: row.reason, count });
    if (first < entry.firstReportedAt) entry.firstReportedAt = first;
    if (last > entry.lastReportedAt) entry.lastReportedAt = last;
  }
  for (const entry of stats.values()) entry.reasons.sort(byCount);
  return stats;
}

/**
 * One page of report groups (one per target) of a status, as keys in order: OPEN ones oldest first report first
 * (a queue), HIDDEN and DISMISSED ones newest resolution first. `total` counts groups.
 */
export async function reportGroupKeys(db: Kysely<Database>, status: ReportStatus, page: number, size: number): Promise<{ keys: TargetKey[]; total: number }> {
  const grouped = db
    .selectFrom('community_report as r')
    .select(['r.target_type', 'r.target_id'])
    .where('r.status', '=', status)
    .groupBy(['r.target_type', 'r.target_id']);
  const ordered =
    status === 'OPEN'
      ? grouped.orderBy(sql`min(r.created_at)`, 'asc').orderBy(sql`min(r.id)`, 'asc')
      : grouped.orderBy(sql`max(r.resolved_at)`, (ob) => ob.desc().nullsLast()).orderBy(sql`max(r.id)`, 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom(grouped.as('g'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { keys: rows.map((row) => ({ type: row.target_type, id: row.target_id })), total: Number(count.n) };
}

export interface ReportRow {
  id: number;
  reporter: StaffMemberRef;
  reason: ReportReason;
  detail: string | null;
  status: ReportStatus;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: StaffMemberRef | null;
}

/** Every report of one target, oldest first. */
export async function targetReports(db: Kysely<Database>, key: TargetKey): Promise<ReportRow[]> {
  const rows = await db
    .selectFrom('community_report as r')
    .innerJoin('app_user as u', 'u.id', 'r.reporter_id')
    .leftJoin('app_user as s', 's.id', 'r.resolved_by')
    .select(['r.id', 'r.reason', 'r.detail', 'r.status', 'r.created_at', 'r.resolved_at'])
    .select(['u.id as reporter_id', 'u.email as reporter_email', 'u.nickname as reporter_nickname'])
    .select(['s.id as staff_id', 's.email as staff_email', 's.nickname as staff_nickname'])
    .where('r.target_type', '=', key.type)
    .where('r.target_id', '=', key.id)
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reporter: memberRef(row.reporter_id, row.reporter_email, row.reporter_nickname),
    reason: row.reason,
    detail: row.detail,
    status: row.status,
    createdAt: iso(row.created_at),
    resolvedAt: isoOrNull(row.resolved_at),
    resolvedBy: memberRefOrNull(row.staff_id, row.staff_email, row.staff_nickname),
  }));
}

/** Closes the target's OPEN reports as HIDDEN or DISMISSED; answers how many it closed. */
export async function resolveOpenReports(db: Kysely<Database>, key: TargetKey, status: 'HIDDEN' | 'DISMISSED', actorId: number, now: Date): Promise<number> {
  const rows = await db
    .updateTable('community_report')
    .set({ status, resolved_by: actorId, resolved_at: now })
    .where('target_type', '=', key.type)
    .where('target_id', '=', key.id)
    .where('status', '=', 'OPEN')
    .returning('id')
    .execute();
  return rows.length;
}

// ---- Bans ----------------------------------------------------------------------------------------------------

const banColumns = [
  'b.id',
  'b.reason',
  'b.starts_at',
  'b.ends_at',
  'b.lifted_at',
  'm.id as member_id',
  'm.email as member_email',
  'm.nickname as member_nickname',
  'c.id as creator_id',
  'c.email as creator_email',
  'c.nickname as creator_nickname',
] as const;

const bansWithMembers = (db: Kysely<Database>) =>
  db.selectFrom('community_ban as b').innerJoin('app_user as m', 'm.id', 'b.user_id').innerJoin('app_user as c', 'c.id', 'b.created_by');

interface BanRow {
  id: number;
  reason: string;
  starts_at: Date;
  ends_at: Date | null;
  lifted_at: Date | null;
  member_id: number;
  member_email: string | null;
  member_nickname: string | null;
  creator_id: number;
  creator_email: string | null;
  creator_nickname: string | null;
}

const isActive = (row: Pick<BanRow, 'starts_at' | 'ends_at' | 'lifted_at'>, now: Date) =>
  row.lifted_at === null && new Date(row.starts_at) <= now && (row.ends_at === null || new Date(row.ends_at) > now);

const toBan = (row: BanRow, now: Date): CommunityBan => ({
  id: row.id,
  member: memberRef(row.member_id, row.member_email, row.member_nickname),
  reason: row.reason,
  startsAt: iso(row.starts_at),
  endsAt: isoOrNull(row.ends_at),
  liftedAt: isoOrNull(row.lifted_at),
  createdBy: memberRef(row.creator_id, row.creator_email, row.creator_nickname),
  active: isActive(row, now),
});

/** The SQL test of a ban in force at `now` (not lifted, started, not ended). */
const activeAt = (now: Date) => sql<boolean>`(b.lifted_at is null and b.starts_at <= ${now} and (b.ends_at is null or b.ends_at > ${now}))`;

/** The ban in force of each member (the longest when several overlap, as `activeBan` picks it). */
export async function activeBans(db: Kysely<Database>, userIds: readonly number[], now: Date): Promise<Map<number, CommunityBan>> {
  const ids = [...new Set(userIds)];
  const bans = new Map<number, CommunityBan>();
  if (ids.length === 0) return bans;
  const rows = await bansWithMembers(db).select(banColumns).where('b.user_id', 'in', ids).where(activeAt(now)).execute();
  const rank = (row: BanRow) => (row.ends_at === null ? Number.POSITIVE_INFINITY : new Date(row.ends_at).getTime());
  const best = new Map<number, BanRow>();
  for (const row of rows) {
    const current = best.get(row.member_id);
    if (!current || rank(row) > rank(current) || (rank(row) === rank(current) && row.id > current.id)) best.set(row.member_id, row);
  }
  for (const [userId, row] of best) bans.set(userId, toBan(row, now));
  return bans;
}

export async function banById(db: Kysely<Database>, id: number, now: Date): Promise<CommunityBan | undefined> {
  const row = await bansWithMembers(db).select(banColumns).where('b.id', '=', id).executeTakeFirst();
  return row ? toBan(row, now) : undefined;
}

/** A page of bans, newest first; `active` keeps only the bans in force (true) or only the others (false). */
export async function banPage(
  db: Kysely<Database>,
  query: { active?: boolean | undefined; userId?: number | undefined; page: number; size: number },
  now: Date,
): Promise<{ items: CommunityBan[]; page: number; size: number; total: number }> {
  let filtered = bansWithMembers(db);
  if (query.userId !== undefined) filtered = filtered.where('b.user_id', '=', query.userId);
  if (query.active === true) filtered = filtered.where(activeAt(now));
  if (query.active === false) filtered = filtered.where(sql<boolean>`not ${activeAt(now)}`);
  const [rows, count] = await Promise.all([
    filtered
      .select(banColumns)
      .orderBy('b.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => toBan(row, now)), page: query.page, size: query.size, total: Number(count.n) };
}

/** Lifts every ban of the member in force at `now`; answers the ids lifted. */
export async function liftActiveBans(db: Kysely<Database>, userId: number, actorId: number, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('community_ban as b')
    .set({ lifted_at: now, lifted_by: actorId })
    .where('b.user_id', '=', userId)
    .where(activeAt(now))
    .returning('b.id')
    .execute();
  return rows.map((row) => row.id);
}

// ---- Communities ---------------------------------------------------------------------------------------------

const communityRows = (db: Kysely<Database>) =>
  db
    .selectFrom('project as p')
    .leftJoin('community_setting as s', 's.project_id', 'p.id')
    .leftJoin('app_user as u', 'u.id', 's.updated_by')
    .select([
      'p.id',
      'p.title_ko',
      'p.title_en',
      's.closed',
      's.opens_at',
      's.updated_at',
      'u.id as updater_id',
      'u.email as updater_email',
      'u.nickname as updater_nickname',
    ])
    .select(sql<number | string>`(select count(*) from community_report r where r.project_id = p.id and r.status = 'OPEN')`.as('open_reports'))
    .select(sql<number | string>`(select count(*) from community_post cp where cp.project_id = p.id and cp.deleted_at is null)`.as('post_count'));

type CommunityRow = Awaited<ReturnType<ReturnType<typeof communityRows>['execute']>>[number];

const toAdminCommunity = (row: CommunityRow, now: Date): AdminCommunity => {
  const setting = { closed: row.closed ?? false, opensAt: row.opens_at ? new Date(row.opens_at) : null };
  return {
    projectId: row.id,
    title: { ko: row.title_ko, en: row.title_en },
    state: communityState(setting, now),
    closed: setting.closed,
    opensAt: setting.opensAt ? setting.opensAt.toISOString() : null,
    openReports: Number(row.open_reports),
    postCount: Number(row.post_count),
    updatedAt: isoOrNull(row.updated_at),
    updatedBy: memberRefOrNull(row.updater_id, row.updater_email, row.updater_nickname),
  };
};

/** Every project's community for the console, oldest project first. */
export async function adminCommunities(db: Kysely<Database>, now: Date): Promise<AdminCommunity[]> {
  const rows = await communityRows(db).orderBy('p.id').execute();
  return rows.map((row) => toAdminCommunity(row, now));
}

export async function adminCommunity(db: Kysely<Database>, projectId: number, now: Date): Promise<AdminCommunity | undefined> {
  const row = await communityRows(db).where('p.id', '=', projectId).executeTakeFirst();
  return row ? toAdminCommunity(row, now) : undefined;
}

/** The member to ban, locked: one ban change per member at a time (the second waits and lifts what the first created). */
export async function lockMemberRole(db: Kysely<Database>, userId: number) {
  return db.selectFrom('app_user').select(['id', 'role']).where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

export async function insertBan(
  db: Kysely<Database>,
  ban: { userId: number; reason: string; endsAt: Date | null; createdBy: number; now: Date },
): Promise<{ id: number }> {
  return db
    .insertInto('community_ban')
    .values({ user_id: ban.userId, reason: ban.reason, starts_at: ban.now, ends_at: ban.endsAt, created_by: ban.createdBy, created_at: ban.now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function lockBan(db: Kysely<Database>, banId: number) {
  return db
    .selectFrom('community_ban')
    .select(['id', 'user_id', 'reason', 'starts_at', 'ends_at', 'lifted_at'])
    .where('id', '=', banId)
    .forUpdate()
    .executeTakeFirst();
}

export async function liftBan(db: Kysely<Database>, banId: number, liftedBy: number, now: Date): Promise<void> {
  await db.updateTable('community_ban').set({ lifted_at: now, lifted_by: liftedBy }).where('id', '=', banId).execute();
}

export async function projectExists(db: Kysely<Database>, projectId: number): Promise<boolean> {
  const project = await db.selectFrom('project').select('id').where('id', '=', projectId).executeTakeFirst();
  return project !== undefined;
}

export async function lockCommunitySetting(db: Kysely<Database>, projectId: number) {
  return db.selectFrom('community_setting').select(['closed', 'opens_at']).where('project_id', '=', projectId).forUpdate().executeTakeFirst();
}

export async function saveCommunitySetting(
  db: Kysely<Database>,
  projectId: number,
  setting: { closed: boolean; opensAt: Date | null; updatedBy: number; now: Date },
): Promise<void> {
  const values = { closed: setting.closed, opens_at: setting.opensAt, updated_by: setting.updatedBy, updated_at: setting.now };
  await db
    .insertInto('community_setting')
    .values({ project_id: projectId, ...values })
    .onConflict((conflict) => conflict.column('project_id').doUpdateSet(values))
    .execute();
}
