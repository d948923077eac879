import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { CommunityTargetType, Rarity } from 'shared-contract';
import type { AppUserRow, CommunityCommentTable, CommunityPostTable, Database } from '../../db/schema';
import { keyItemRevealed } from '../ownership/revealed-key';
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
export const canSee = (row: { hidden_at: Date | null; author_id: number }, viewer: Viewer) => row.hidden_at === null || viewer.staff || row.author_id === viewer.id;

const postVisible = (viewer: Viewer) => (eb: ExpressionBuilder<Database, 'community_post'>) =>
  viewer.staff ? eb.lit(true) : eb.or([eb('community_post.hidden_at', 'is', null), eb('community_post.author_id', '=', viewer.id)]);

const commentVisible = (viewer: Viewer, alias: 'c' | 'r') => (eb: ExpressionBuilder<Database & { c: CommunityCommentTable; r: CommunityCommentTable }, 'c' | 'r'>) =>
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

/** Every project (or one) with its community settings, live post count and last post time. */
export async function communityRows(db: Kysely<Database>, projectId?: number): Promise<CommunityRow[]> {
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
    .orderBy('p.id');
  if (projectId !== undefined) query = query.where('p.id', '=', projectId);
  return (await query.execute()) as CommunityRow[];
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
  return query.orderBy('id', 'desc').limit(limit + 1).execute();
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
    .select([
      (eb) => eb.fn.countAll<number | string>().filterWhere('id', '>', after).as('count'),
      (eb) => eb.fn.max('id').as('newest_id'),
    ])
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
  return db.selectFrom('community_post_image').select(['post_id', 'storage_name']).where('post_id', 'in', postIds).orderBy('post_id').orderBy('position').execute();
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
  return query.orderBy('c.id').limit(limit + 1).execute();
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
  return query.orderBy('cp.id', 'desc').limit(limit + 1).execute();
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
  return query.orderBy('c.id', 'desc').limit(limit + 1).execute();
}
