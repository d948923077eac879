import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { CommunityBanNotice, CommunityTargetType, Rarity, ReportReason } from 'shared-contract';
import type { AppUserRow, CommunityCommentTable, CommunityPostTable, Database } from '../../db/schema';
import { publishedBy } from '../catalog/catalog-repository';
import { keyItemRevealed } from '../ownership/ownership-repository';
import { uploadPublicIdColumns, type UploadPublicIds } from '../members/member-repository';

/** SQL of the member-facing community routes (issue 11 A and B). */

export type PostRow = Selectable<CommunityPostTable>;
export type CommentRow = Selectable<CommunityCommentTable>;

/** Who reads: hidden content shows only to its author and to staff. */
export interface Viewer {
  id: number;
  staff: boolean;
}

export const viewerOf = (user: Pick<AppUserRow, 'id' | 'role'>): Viewer => ({ id: user.id, staff: user.role === 'support' || user.role === 'admin' });

/** Whether a row hidden by the support team still shows to the viewer. */
export const canSee = (row: { hidden_at: Date | null; author_id: number }, viewer: Viewer) =>
  row.hidden_at === null || viewer.staff || row.author_id === viewer.id;

const postVisible = (viewer: Viewer) => (eb: ExpressionBuilder<Database, 'community_post'>) =>
  viewer.staff ? eb.lit(true) : eb.or([eb('community_post.hidden_at', 'is', null), eb('community_post.author_id', '=', viewer.id)]);

const commentVisible =
  (viewer: Viewer, alias: 'c' | 'r') => (eb: ExpressionBuilder<Database & { c: CommunityCommentTable; r: CommunityCommentTable }, 'c' | 'r'>) =>
    viewer.staff ? eb.lit(true) : eb.or([eb(`${alias}.hidden_at`, 'is', null), eb(`${alias}.author_id`, '=', viewer.id)]);

// ---- Communities ----

export interface CommunityRow {
  id: number;
  title_ko: string;
  title_en: string;
  creator_ko: string;
  creator_en: string;
  closed: boolean | null;
  opens_at: Date | null;
  post_count: number | string | null;
  last_post_at: Date | null;
}

/** Every project members see at `now` (or one) with its community settings, live post count and last post time. */
export async function communityRows(db: Kysely<Database>, now: Date, projectId?: number): Promise<CommunityRow[]> {
  const stats = db
    .selectFrom('community_post')
    .select(['project_id', (eb) => eb.fn.countAll<number | string>().as('post_count'), (eb) => eb.fn.max('created_at').as('last_post_at')])
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .groupBy('project_id');
  let query = db
    .selectFrom('project as p')
    .leftJoin('community_setting as s', 's.project_id', 'p.id')
    .leftJoin(stats.as('st'), 'st.project_id', 'p.id')
    .select(['p.id', 'p.title_ko', 'p.title_en', 'p.creator_ko', 'p.creator_en', 's.closed', 's.opens_at', 'st.post_count', 'st.last_post_at'])
    .where(publishedBy('p', now))
    .orderBy('p.id');
  if (projectId !== undefined) query = query.where('p.id', '=', projectId);
  return query.execute();
}

// ---- Posts ----

export async function findPost(db: Kysely<Database>, postId: number): Promise<PostRow | undefined> {
  return db.selectFrom('community_post').selectAll().where('id', '=', postId).executeTakeFirst();
}

/** One feed page (limit + 1 rows, to tell whether more exist): live, not pinned, newest first, ids below the cursor. */
export async function feedPosts(db: Kysely<Database>, projectId: number, viewer: Viewer, cursor: number | null, limit: number): Promise<PostRow[]> {
  let query = db
    .selectFrom('community_post')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('deleted_at', 'is', null)
    .where('pinned_at', 'is', null)
    .where(postVisible(viewer));
  if (cursor !== null) query = query.where('id', '<', cursor);
  return query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The pinned notices of a community, the latest pin first. */
export async function pinnedPosts(db: Kysely<Database>, projectId: number, viewer: Viewer): Promise<PostRow[]> {
  return db
    .selectFrom('community_post')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('deleted_at', 'is', null)
    .where('pinned_at', 'is not', null)
    .where(postVisible(viewer))
    .orderBy('pinned_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many live posts the viewer sees with an id above `after`, and the newest id of all. */
export async function newerPosts(db: Kysely<Database>, projectId: number, viewer: Viewer, after: number): Promise<{ count: number; newestId: number | null }> {
  const row = await db
    .selectFrom('community_post')
    .select([(eb) => eb.fn.countAll<number | string>().filterWhere('id', '>', after).as('count'), (eb) => eb.fn.max('id').as('newest_id')])
    .where('project_id', '=', projectId)
    .where('deleted_at', 'is', null)
    .where(postVisible(viewer))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), newestId: row.newest_id === null ? null : Number(row.newest_id) };
}

export interface ImageRow {
  post_id: number;
  storage_name: string;
}

/** The images of the posts, in their order. */
export async function imagesOf(db: Kysely<Database>, postIds: number[]): Promise<ImageRow[]> {
  if (postIds.length === 0) return [];
  return db
    .selectFrom('community_post_image')
    .select(['post_id', 'storage_name'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('position')
    .execute();
}

/** A stored image with the post it belongs to (for serving it). */
export async function findImage(db: Kysely<Database>, storageName: string) {
  return db
    .selectFrom('community_post_image as i')
    .innerJoin('community_post as p', 'p.id', 'i.post_id')
    .select(['i.storage_name', 'i.mime_type', 'p.deleted_at'])
    .where('i.storage_name', '=', storageName)
    .executeTakeFirst();
}

// ---- Comments ----

export async function findComment(db: Kysely<Database>, commentId: number): Promise<CommentRow | undefined> {
  return db.selectFrom('community_comment').selectAll().where('id', '=', commentId).executeTakeFirst();
}

/**
 * One page of top-level comments (limit + 1 rows), oldest first, ids above the cursor: those the viewer sees, and
 * deleted or hidden ones that still have replies the viewer sees (kept as placeholders).
 */
export async function topLevelComments(db: Kysely<Database>, postId: number, viewer: Viewer, cursor: number | null, limit: number): Promise<CommentRow[]> {
  let query = db
    .selectFrom('community_comment as c')
    .selectAll('c')
    .where('c.post_id', '=', postId)
    .where('c.parent_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('c.deleted_at', 'is', null), commentVisible(viewer, 'c')(eb)]),
        eb.exists(
          eb
            .selectFrom('community_comment as r')
            .select('r.id')
            .whereRef('r.parent_id', '=', 'c.id')
            .where('r.deleted_at', 'is', null)
            .where((inner) => commentVisible(viewer, 'r')(inner)),
        ),
      ]),
    );
  if (cursor !== null) query = query.where('c.id', '>', cursor);
  return query
    .orderBy('c.id')
    .limit(limit + 1)
    .execute();
}

/** The live replies the viewer sees to the comments, oldest first. */
export async function repliesOf(db: Kysely<Database>, parentIds: number[], viewer: Viewer): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .selectFrom('community_comment as r')
    .selectAll('r')
    .where('r.parent_id', 'in', parentIds)
    .where('r.deleted_at', 'is', null)
    .where((eb) => commentVisible(viewer, 'r')(eb))
    .orderBy('r.id')
    .execute();
}

// ---- Authors, badges, likes ----

export type AuthorRow = Pick<
  AppUserRow,
  | 'id'
  | 'nickname'
  | 'role'
  | 'community_nickname'
  | 'community_image_type'
  | 'community_upload_id'
  | 'community_key_design_id'
  | 'profile_image_type'
  | 'profile_upload_id'
  | 'profile_key_design_id'
> &
  UploadPublicIds;

export async function authorsOf(db: Kysely<Database>, userIds: number[]): Promise<Map<number, AuthorRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_user')
    .select([
      'id',
      'nickname',
      'role',
      'community_nickname',
      'community_image_type',
      'community_upload_id',
      'community_key_design_id',
      'profile_image_type',
      'profile_upload_id',
      'profile_key_design_id',
      ...uploadPublicIdColumns,
    ])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export interface BadgeRow {
  owner_id: number;
  design_id: number;
  name_ko: string;
  name_en: string;
  rarity: Rarity;
  serial_no: number;
}

const rarityRank = sql<number>`case kd.rarity when 'legendary' then 0 when 'epic' then 1 when 'rare' then 2 else 3 end`;

/** Each member's best revealed KEY of the project (highest rarity, then the lowest serial). */
export async function badgesOf(db: Kysely<Database>, projectId: number, userIds: number[]): Promise<Map<number, BadgeRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('key_item as ki')
    .innerJoin('key_design as kd', 'kd.id', 'ki.key_design_id')
    .select(['ki.owner_id', 'kd.id as design_id', 'kd.name_ko', 'kd.name_en', 'kd.rarity', 'ki.serial_no'])
    .where('kd.project_id', '=', projectId)
    .where('ki.owner_id', 'in', [...new Set(userIds)])
    .where(keyItemRevealed('ki.id'))
    .orderBy(rarityRank)
    .orderBy('ki.serial_no')
    .orderBy('ki.id')
    .execute();
  const best = new Map<number, BadgeRow>();
  for (const row of rows) {
    if (row.owner_id !== null && !best.has(row.owner_id)) best.set(row.owner_id, { ...row, owner_id: row.owner_id });
  }
  return best;
}

/** Which of the targets the member likes. */
export async function likedBy(db: Kysely<Database>, userId: number, targetType: CommunityTargetType, targetIds: number[]): Promise<Set<number>> {
  if (targetIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('community_reaction')
    .select('target_id')
    .where('user_id', '=', userId)
    .where('target_type', '=', targetType)
    .where('target_id', 'in', targetIds)
    .execute();
  return new Set(rows.map((row) => row.target_id));
}

// ---- The member's own posts and comments ----

export interface MyPostRow {
  id: number;
  project_id: number;
  title_ko: string;
  title_en: string;
  body: string;
  like_count: number;
  comment_count: number;
  hidden_at: Date | null;
  created_at: Date;
  image_count: number | string;
}

/** The member's live posts (hidden ones too), newest first, ids below the cursor, limit + 1 rows. */
export async function myPosts(db: Kysely<Database>, userId: number, cursor: number | null, limit: number): Promise<MyPostRow[]> {
  let query = db
    .selectFrom('community_post as cp')
    .innerJoin('project as p', 'p.id', 'cp.project_id')
    .select(['cp.id', 'cp.project_id', 'p.title_ko', 'p.title_en', 'cp.body', 'cp.like_count', 'cp.comment_count', 'cp.hidden_at', 'cp.created_at'])
    .select(sql<number | string>`(select count(*) from community_post_image i where i.post_id = cp.id)`.as('image_count'))
    .where('cp.author_id', '=', userId)
    .where('cp.deleted_at', 'is', null);
  if (cursor !== null) query = query.where('cp.id', '<', cursor);
  return query
    .orderBy('cp.id', 'desc')
    .limit(limit + 1)
    .execute();
}

export interface MyCommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  project_id: number;
  title_ko: string;
  title_en: string;
  body: string;
  post_body: string;
  like_count: number;
  hidden_at: Date | null;
  created_at: Date;
}

/** The member's live comments on live posts (hidden ones too), newest first, ids below the cursor, limit + 1 rows. */
export async function myComments(db: Kysely<Database>, userId: number, cursor: number | null, limit: number): Promise<MyCommentRow[]> {
  let query = db
    .selectFrom('community_comment as c')
    .innerJoin('community_post as cp', 'cp.id', 'c.post_id')
    .innerJoin('project as p', 'p.id', 'cp.project_id')
    .select([
      'c.id',
      'c.post_id',
      'c.parent_id',
      'cp.project_id',
      'p.title_ko',
      'p.title_en',
      'c.body',
      'cp.body as post_body',
      'c.like_count',
      'c.hidden_at',
      'c.created_at',
    ])
    .where('c.author_id', '=', userId)
    .where('c.deleted_at', 'is', null)
    .where('cp.deleted_at', 'is', null);
  if (cursor !== null) query = query.where('c.id', '<', cursor);
  return query
    .orderBy('c.id', 'desc')
    .limit(limit + 1)
    .execute();
}

// ---- Writes of the member-facing community ----

export async function insertPost(db: Kysely<Database>, post: { projectId: number; authorId: number; body: string; now: Date }): Promise<PostRow> {
  return db
    .insertInto('community_post')
    .values({ project_id: post.projectId, author_id: post.authorId, body: post.body, created_at: post.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertPostImages(
  db: Kysely<Database>,
  images: Array<{ postId: number; storageName: string; mime: string; sizeBytes: number; position: number }>,
): Promise<void> {
  if (images.length === 0) return;
  await db
    .insertInto('community_post_image')
    .values(
      images.map((image) => ({
        post_id: image.postId,
        storage_name: image.storageName,
        mime_type: image.mime,
        size_bytes: image.sizeBytes,
        position: image.position,
      })),
    )
    .execute();
}

/** The live post's new body; undefined when it is gone. */
export async function updatePostBody(db: Kysely<Database>, postId: number, body: string, now: Date): Promise<PostRow | undefined> {
  return db
    .updateTable('community_post')
    .set({ body, edited_at: now })
    .where('id', '=', postId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the live post (and unpins it); answers whether it was live. */
export async function markPostDeleted(db: Kysely<Database>, postId: number, deletedBy: number, now: Date): Promise<boolean> {
  const deleted = await db
    .updateTable('community_post')
    .set({ deleted_at: now, deleted_by: deletedBy, pinned_at: null })
    .where('id', '=', postId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function imageNamesOf(db: Kysely<Database>, postId: number): Promise<string[]> {
  const images = await db.selectFrom('community_post_image').select('storage_name').where('post_id', '=', postId).execute();
  return images.map((image) => image.storage_name);
}

export async function setPostPinnedAt(db: Kysely<Database>, postId: number, pinnedAt: Date | null): Promise<PostRow | undefined> {
  return db
    .updateTable('community_post')
    .set({ pinned_at: pinnedAt })
    .where('id', '=', postId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function insertComment(
  db: Kysely<Database>,
  comment: { postId: number; parentId: number | null; authorId: number; body: string; now: Date },
): Promise<CommentRow> {
  return db
    .insertInto('community_comment')
    .values({ post_id: comment.postId, parent_id: comment.parentId, author_id: comment.authorId, body: comment.body, created_at: comment.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One comment more on the live post; answers whether the post was live. */
export async function countCommentOnPost(db: Kysely<Database>, postId: number): Promise<boolean> {
  const counted = await db
    .updateTable('community_post')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
    .where('id', '=', postId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return counted !== undefined;
}

export async function uncountCommentOnPost(db: Kysely<Database>, postId: number): Promise<void> {
  await db
    .updateTable('community_post')
    .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
    .where('id', '=', postId)
    .where('comment_count', '>', 0)
    .execute();
}

export async function updateCommentBody(db: Kysely<Database>, commentId: number, body: string, now: Date): Promise<CommentRow | undefined> {
  return db
    .updateTable('community_comment')
    .set({ body, edited_at: now })
    .where('id', '=', commentId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the live comment; answers whether it was live. */
export async function markCommentDeleted(db: Kysely<Database>, commentId: number, deletedBy: number, now: Date): Promise<boolean> {
  const deleted = await db
    .updateTable('community_comment')
    .set({ deleted_at: now, deleted_by: deletedBy })
    .where('id', '=', commentId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export interface ReactionKey {
  targetType: CommunityTargetType;
  targetId: number;
  userId: number;
}

/** Answers whether the reaction row was really inserted (not there before). */
export async function insertReaction(db: Kysely<Database>, key: ReactionKey, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('community_reaction')
    .values({ target_type: key.targetType, target_id: key.targetId, user_id: key.userId, created_at: now })
    .onConflict((conflict) => conflict.columns(['target_type', 'target_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Answers whether a reaction row was really deleted. */
export async function deleteReaction(db: Kysely<Database>, key: ReactionKey): Promise<boolean> {
  const deleted = await db
    .deleteFrom('community_reaction')
    .where('target_type', '=', key.targetType)
    .where('target_id', '=', key.targetId)
    .where('user_id', '=', key.userId)
    .returning('user_id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function addToLikes(trx: Kysely<Database>, targetType: CommunityTargetType, targetId: number, delta: 1 | -1): Promise<number> {
  const table = targetType === 'post' ? 'community_post' : 'community_comment';
  const row = await trx
    .updateTable(table)
    .set((eb) => ({ like_count: eb('like_count', delta > 0 ? '+' : '-', 1) }))
    .where('id', '=', targetId)
    .returning('like_count')
    .executeTakeFirstOrThrow();
  return row.like_count;
}

export async function likesOf(trx: Kysely<Database>, targetType: CommunityTargetType, targetId: number): Promise<number> {
  const table = targetType === 'post' ? 'community_post' : 'community_comment';
  const row = await trx.selectFrom(table).select('like_count').where('id', '=', targetId).executeTakeFirstOrThrow();
  return row.like_count;
}

export async function insertReport(
  db: Kysely<Database>,
  report: { reporterId: number; targetType: CommunityTargetType; targetId: number; projectId: number; reason: ReportReason; detail: string | null; now: Date },
): Promise<{ id: number; created_at: Date }> {
  return db
    .insertInto('community_report')
    .values({
      reporter_id: report.reporterId,
      target_type: report.targetType,
      target_id: report.targetId,
      project_id: report.projectId,
      reason: report.reason,
      detail: report.detail,
      status: 'OPEN',
      created_at: report.now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

// ---- The community profile ----

/** Whether another member's account or community nickname is `lower` (compared in lower case). */
export async function nicknameTakenByOther(db: Kysely<Database>, userId: number, lower: string): Promise<boolean> {
  const taken = await db
    .selectFrom('app_user')
    .select('id')
    .where('id', '<>', userId)
    .where((eb) => eb.or([eb(eb.fn('lower', ['nickname']), '=', lower), eb(eb.fn('lower', ['community_nickname']), '=', lower)]))
    .executeTakeFirst();
  return taken !== undefined;
}

export async function setCommunityProfile(
  db: Kysely<Database>,
  userId: number,
  profile: Pick<AppUserRow, 'community_image_type' | 'community_upload_id' | 'community_key_design_id'> & { community_nickname?: string | null },
): Promise<AppUserRow> {
  return db.updateTable('app_user').set(profile).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

// ---- Access facts (decided in community-access) ----

/** The projects whose revealed KEY the member owns now (a drawn or exchanged KEY still waiting for its reveal does not count). */
export async function ownedProjectIds(db: Kysely<Database>, userId: number, projectId?: number): Promise<Set<number>> {
  let query = db
    .selectFrom('key_item as ki')
    .innerJoin('key_design as kd', 'kd.id', 'ki.key_design_id')
    .select('kd.project_id')
    .distinct()
    .where('ki.owner_id', '=', userId)
    .where(keyItemRevealed('ki.id'))
    // A KEY exchanged for a ticket waits for its reveal too (the ticket tables are typed in their module).
    .where(sql<boolean>`not exists (select 1 from ticket t where t.key_item_id = ki.id and t.revealed_at is null)`);
  if (projectId !== undefined) query = query.where('kd.project_id', '=', projectId);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.project_id));
}

/** The ban in force (the longest one when several overlap), or null. */
export async function activeBan(db: Kysely<Database>, userId: number, now: Date): Promise<CommunityBanNotice | null> {
  const row = await db
    .selectFrom('community_ban')
    .select(['ends_at', 'reason'])
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy((eb) => eb.case().when('ends_at', 'is', null).then(0).else(1).end())
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { until: row.ends_at ? new Date(row.ends_at).toISOString() : null, reason: row.reason } : null;
}

/** A project with its community setting (none when never set); undefined when the project does not exist or members do not see it at `now`. */
export async function communitySettingOf(db: Kysely<Database>, projectId: number, now: Date) {
  return db
    .selectFrom('project as p')
    .leftJoin('community_setting as s', 's.project_id', 'p.id')
    .select(['p.id', 's.closed', 's.opens_at'])
    .where('p.id', '=', projectId)
    .where(publishedBy('p', now))
    .executeTakeFirst();
}
