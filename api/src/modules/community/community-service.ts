import type { Kysely } from 'kysely';
import {
  artPath,
  COMMUNITY_COMMENTS_PAGE_SIZE,
  COMMUNITY_FEED_PAGE_SIZE,
  type CommentInput,
  type CommentsPage,
  type CommunityComment,
  type CommunityPost,
  type CommunityReply,
  type CommunitySummary,
  type CommunityTargetType,
  type CursorQuery,
  type FeedPage,
  type MyComment,
  type MyPost,
  type NewPosts,
  postInputSchema,
  type ReactionState,
  type ReportInput,
} from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit-repository';
import { activeBan, communityState, decideAccess, ownedProjectIds, requireCommunityAccess } from './community-access';
import { postImageName, readPostImage, removePostImages, writePostImage, type PostImage, type ReceivedPostForm } from './community-images';
import { notifyCommentOnPost, notifyLike, notifyReply } from './community-notifications';
import {
  canSee,
  communityRows,
  feedPosts,
  findComment,
  findImage,
  findPost,
  myComments,
  myPosts,
  newerPosts,
  pinnedPosts,
  repliesOf,
  topLevelComments,
  viewerOf,
  type CommentRow,
  type CommunityRow,
  type PostRow,
} from './community-repository';
import { excerpt } from './community-text';
import { commentView, commentViews, displayName, iso, isoOrNull, postView, postViews } from './community-views';

/**
 * The member-facing community (issue 11 A and B). Every call checks the caller's access to the community from fresh
 * facts (requireCommunityAccess) before it reads or writes; changes and their notifications share one transaction.
 */

export type Caller = Pick<AppUserRow, 'id' | 'role'>;
type Member = Pick<AppUserRow, 'id' | 'role' | 'nickname' | 'community_nickname'>;

export interface CommunityDeps {
  db: Kysely<Database>;
  uploadDir: string;
}

/** Where a change comes from, for the audit log of an admin's action. */
export interface Origin {
  now: Date;
  ip: string | null;
}

const cursorOf = (query: CursorQuery) => (query.cursor === undefined ? null : Number(query.cursor));

/** Keeps `limit` rows of `limit + 1`, with the cursor of the next page when there was one more. */
function paged<Row extends { id: number }>(rows: Row[], limit: number): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1];
  return { rows: kept, nextCursor: last ? String(last.id) : null };
}

// ---- Communities ----

function toSummary(row: CommunityRow, access: CommunitySummary['access'], now: Date): CommunitySummary {
  const opensAt = row.opens_at ? new Date(row.opens_at) : null;
  const state = communityState({ closed: row.closed ?? false, opensAt }, now);
  return {
    projectId: row.id,
    title: { ko: row.title_ko, en: row.title_en },
    creator: { ko: row.creator_ko, en: row.creator_en },
    artUrl: artPath.project(row.id),
    state,
    opensAt: state === 'NOT_OPEN' && opensAt ? opensAt.toISOString() : null,
    access,
    postCount: Number(row.post_count ?? 0),
    lastPostAt: isoOrNull(row.last_post_at),
  };
}

async function summaries(db: Kysely<Database>, rows: CommunityRow[], user: Caller | null, now: Date): Promise<CommunitySummary[]> {
  const [owned, ban] = user ? await Promise.all([ownedProjectIds(db, user.id), activeBan(db, user.id, now)]) : [new Set<number>(), null];
  return rows.map((row) => {
    const state = communityState({ closed: row.closed ?? false, opensAt: row.opens_at ? new Date(row.opens_at) : null }, now);
    return toSummary(row, decideAccess({ state, user, ownsKey: owned.has(row.id), ban }), now);
  });
}

/** Every community, the caller's own (access OWNER) first, then by project. */
export async function listCommunities({ db }: CommunityDeps, user: Caller | null, now: Date): Promise<CommunitySummary[]> {
  const items = await summaries(db, await communityRows(db), user, now);
  const own = (item: CommunitySummary) => (item.access.reason === 'OWNER' ? 0 : 1);
  return items.sort((a, b) => own(a) - own(b) || a.projectId - b.projectId);
}

export async function communityDetail({ db }: CommunityDeps, projectId: number, user: Caller | null, now: Date): Promise<CommunitySummary> {
  const [item] = await summaries(db, await communityRows(db, projectId), user, now);
  if (!item) throw new AppError('COMMUNITY_NOT_FOUND');
  return item;
}

// ---- Feed and posts ----

export async function feed({ db }: CommunityDeps, projectId: number, user: Caller, query: CursorQuery, now: Date): Promise<FeedPage> {
  await requireCommunityAccess(db, projectId, user, now, 'read');
  const viewer = viewerOf(user);
  const cursor = cursorOf(query);
  const limit = query.limit ?? COMMUNITY_FEED_PAGE_SIZE;
  const [rows, pinned] = await Promise.all([feedPosts(db, projectId, viewer, cursor, limit), cursor === null ? pinnedPosts(db, projectId, viewer) : []]);
  const page = paged(rows, limit);
  const views = await postViews(db, projectId, [...pinned, ...page.rows], viewer);
  return { pinned: views.slice(0, pinned.length), items: views.slice(pinned.length), nextCursor: page.nextCursor };
}

export async function newPosts({ db }: CommunityDeps, projectId: number, user: Caller, after: number, now: Date): Promise<NewPosts> {
  await requireCommunityAccess(db, projectId, user, now, 'read');
  return newerPosts(db, projectId, viewerOf(user), after);
}

/** The post, checked: it exists, the caller may `need` in its community, it is not deleted and (when hidden) the caller still sees it. */
async function reachablePost(db: Kysely<Database>, postId: number, user: Caller, now: Date, need: 'read' | 'write') {
  const post = await findPost(db, postId);
  if (!post) throw new AppError('COMMUNITY_POST_NOT_FOUND');
  const gate = await requireCommunityAccess(db, post.project_id, user, now, need);
  if (post.deleted_at !== null || !canSee(post, viewerOf(user))) throw new AppError('COMMUNITY_POST_NOT_FOUND');
  return { post, ...gate };
}

export async function readPost({ db }: CommunityDeps, postId: number, user: Caller, now: Date): Promise<CommunityPost> {
  const { post } = await reachablePost(db, postId, user, now, 'read');
  return postView(db, post, viewerOf(user));
}

/** A new post with its images: the files are written first and removed again if the post is not kept. */
export async function createPost(
  { db, uploadDir }: CommunityDeps,
  projectId: number,
  user: Caller,
  form: ReceivedPostForm,
  now: Date,
): Promise<CommunityPost> {
  await requireCommunityAccess(db, projectId, user, now, 'write');
  if (form.refusal) throw new AppError(form.refusal);
  // Multipart sends line breaks as CRLF: the schema makes them LF before counting.
  const input = { ...parseWith(postInputSchema, { body: form.body }), images: form.images };
  const written: string[] = [];
  let row: PostRow;
  try {
    const stored: Array<{ name: string; image: PostImage }> = [];
    for (const image of input.images) {
      const name = postImageName(image.image.extension);
      written.push(name);
      await writePostImage(uploadDir, name, image.content, now);
      stored.push({ name, image });
    }
    row = await db.transaction().execute(async (trx) => {
      const post = await trx
        .insertInto('community_post')
        .values({ project_id: projectId, author_id: user.id, body: input.body, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (stored.length > 0) {
        await trx
          .insertInto('community_post_image')
          .values(
            stored.map(({ name, image }, position) => ({
              post_id: post.id,
              storage_name: name,
              mime_type: image.image.mime,
              size_bytes: image.content.length,
              position,
            })),
          )
          .execute();
      }
      return post;
    });
  } catch (error) {
    // The post was not kept: no file may stay behind.
    await removePostImages(uploadDir, written).catch(() => undefined);
    throw error;
  }
  return postView(db, row, viewerOf(user));
}

export async function editPost({ db }: CommunityDeps, postId: number, user: Caller, body: string, now: Date): Promise<CommunityPost> {
  const { post } = await reachablePost(db, postId, user, now, 'write');
  if (post.author_id !== user.id) throw new AppError('COMMUNITY_NOT_AUTHOR');
  const updated = await db
    .updateTable('community_post')
    .set({ body, edited_at: now })
    .where('id', '=', postId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new AppError('COMMUNITY_POST_NOT_FOUND');
  return postView(db, updated, viewerOf(user));
}

/** The author deletes their post, or an admin any post (audited); the image files go once the deletion is committed. */
export async function deletePost({ db, uploadDir }: CommunityDeps, postId: number, user: Caller, origin: Origin): Promise<void> {
  const { post, access } = await reachablePost(db, postId, user, origin.now, 'write');
  const byAdmin = post.author_id !== user.id;
  if (byAdmin && !access.canModerate) throw new AppError('COMMUNITY_NOT_AUTHOR');
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .updateTable('community_post')
      .set({ deleted_at: origin.now, deleted_by: user.id, pinned_at: null })
      .where('id', '=', postId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new AppError('COMMUNITY_POST_NOT_FOUND');
    if (byAdmin) {
      await recordAudit(trx, {
        actorId: user.id,
        action: 'COMMUNITY_POST_DELETE',
        targetType: 'community_post',
        targetId: postId,
        details: { projectId: post.project_id, authorId: post.author_id, excerpt: excerpt(post.body) },
        ip: origin.ip,
        at: origin.now,
      });
    }
  });
  const images = await db.selectFrom('community_post_image').select('storage_name').where('post_id', '=', postId).execute();
  await removePostImages(
    uploadDir,
    images.map((image) => image.storage_name),
  );
}

/** An admin pins a post as a notice of its community, or unpins it (audited). */
export async function pinPost({ db }: CommunityDeps, postId: number, user: Caller, pinned: boolean, origin: Origin): Promise<CommunityPost> {
  const { post, access } = await reachablePost(db, postId, user, origin.now, 'read');
  if (!access.canModerate) throw new AppError('FORBIDDEN');
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('community_post')
      .set({ pinned_at: pinned ? (post.pinned_at ?? origin.now) : null })
      .where('id', '=', postId)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('COMMUNITY_POST_NOT_FOUND');
    await recordAudit(trx, {
      actorId: user.id,
      action: 'COMMUNITY_PIN',
      targetType: 'community_post',
      targetId: postId,
      details: { projectId: post.project_id, pinned },
      ip: origin.ip,
      at: origin.now,
    });
    return row;
  });
  return postView(db, updated, viewerOf(user));
}

/** A post image's bytes and type; null when unknown, gone or its post is deleted. */
export async function postImage({ db, uploadDir }: CommunityDeps, name: string): Promise<{ content: Buffer; mime: string } | null> {
  const row = await findImage(db, name);
  if (!row || row.deleted_at !== null) return null;
  const content = await readPostImage(uploadDir, row.storage_name);
  return content ? { content, mime: row.mime_type } : null;
}

// ---- Comments ----

export async function comments({ db }: CommunityDeps, postId: number, user: Caller, query: CursorQuery, now: Date): Promise<CommentsPage> {
  const { post } = await reachablePost(db, postId, user, now, 'read');
  const viewer = viewerOf(user);
  const limit = query.limit ?? COMMUNITY_COMMENTS_PAGE_SIZE;
  const page = paged(await topLevelComments(db, post.id, viewer, cursorOf(query), limit), limit);
  const replies = await repliesOf(
    db,
    page.rows.map((row) => row.id),
    viewer,
  );
  return { items: await commentViews(db, post.project_id, page.rows, replies, viewer), nextCursor: page.nextCursor };
}

export async function createComment(
  { db }: CommunityDeps,
  postId: number,
  user: Member,
  input: CommentInput,
  now: Date,
): Promise<CommunityComment> {
  const { post } = await reachablePost(db, postId, user, now, 'write');
  const viewer = viewerOf(user);
  let parent: CommentRow | undefined;
  if (input.parentId) {
    parent = await findComment(db, input.parentId);
    if (!parent || parent.post_id !== post.id || parent.deleted_at !== null || !canSee(parent, viewer)) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
    if (parent.parent_id !== null) throw new AppError('COMMUNITY_REPLY_TOO_DEEP');
  }
  const row = await db.transaction().execute(async (trx) => {
    const comment = await trx
      .insertInto('community_comment')
      .values({ post_id: post.id, parent_id: parent?.id ?? null, author_id: user.id, body: input.body, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const counted = await trx
      .updateTable('community_post')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', post.id)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!counted) throw new AppError('COMMUNITY_POST_NOT_FOUND');
    const about = { commenterId: user.id, commenterName: displayName(user), text: input.body, projectId: post.project_id, postId: post.id };
    if (parent) {
      await notifyReply(trx, parent.author_id, { ...about, parentId: parent.id }, now);
      if (post.author_id !== parent.author_id) await notifyCommentOnPost(trx, post.author_id, about, now);
    } else {
      await notifyCommentOnPost(trx, post.author_id, about, now);
    }
    return comment;
  });
  return commentView(db, post.project_id, row, viewer);
}

/** The comment, checked like reachablePost (and its post too). */
async function reachableComment(db: Kysely<Database>, commentId: number, user: Caller, now: Date, need: 'read' | 'write') {
  const comment = await findComment(db, commentId);
  const post = comment ? await findPost(db, comment.post_id) : undefined;
  if (!comment || !post) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
  const gate = await requireCommunityAccess(db, post.project_id, user, now, need);
  const viewer = viewerOf(user);
  if (comment.deleted_at !== null || !canSee(comment, viewer) || post.deleted_at !== null || !canSee(post, viewer)) {
    throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
  }
  return { comment, post, ...gate };
}

export async function editComment({ db }: CommunityDeps, commentId: number, user: Caller, body: string, now: Date): Promise<CommunityReply> {
  const { comment, post } = await reachableComment(db, commentId, user, now, 'write');
  if (comment.author_id !== user.id) throw new AppError('COMMUNITY_NOT_AUTHOR');
  const updated = await db
    .updateTable('community_comment')
    .set({ body, edited_at: now })
    .where('id', '=', commentId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
  const { replies: _replies, ...view } = await commentView(db, post.project_id, updated, viewerOf(user));
  return view;
}

/** The author deletes their comment, or an admin any comment (audited); the post counts one comment less. */
export async function deleteComment({ db }: CommunityDeps, commentId: number, user: Caller, origin: Origin): Promise<void> {
  const { comment, post, access } = await reachableComment(db, commentId, user, origin.now, 'write');
  const byAdmin = comment.author_id !== user.id;
  if (byAdmin && !access.canModerate) throw new AppError('COMMUNITY_NOT_AUTHOR');
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .updateTable('community_comment')
      .set({ deleted_at: origin.now, deleted_by: user.id })
      .where('id', '=', commentId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
    await trx
      .updateTable('community_post')
      .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
      .where('id', '=', post.id)
      .where('comment_count', '>', 0)
      .execute();
    if (byAdmin) {
      await recordAudit(trx, {
        actorId: user.id,
        action: 'COMMUNITY_COMMENT_DELETE',
        targetType: 'community_comment',
        targetId: commentId,
        details: { projectId: post.project_id, postId: post.id, authorId: comment.author_id, excerpt: excerpt(comment.body) },
        ip: origin.ip,
        at: origin.now,
      });
    }
  });
}

// ---- Reactions and reports ----

interface Target {
  projectId: number;
  postId: number;
  authorId: number;
}

/** A live post or comment the caller sees, after checking `need` in its community. */
async function reachableTarget(db: Kysely<Database>, targetType: CommunityTargetType, targetId: number, user: Caller, now: Date, need: 'read' | 'write') {
  if (targetType === 'post') {
    const { post } = await reachablePost(db, targetId, user, now, need);
    return { projectId: post.project_id, postId: post.id, authorId: post.author_id } satisfies Target;
  }
  const { comment, post } = await reachableComment(db, targetId, user, now, need);
  return { projectId: post.project_id, postId: post.id, authorId: comment.author_id } satisfies Target;
}

async function addToLikes(trx: Kysely<Database>, targetType: CommunityTargetType, targetId: number, delta: 1 | -1): Promise<number> {
  const table = targetType === 'post' ? 'community_post' : 'community_comment';
  const row = await trx
    .updateTable(table)
    .set((eb) => ({ like_count: eb('like_count', delta > 0 ? '+' : '-', 1) }))
    .where('id', '=', targetId)
    .returning('like_count')
    .executeTakeFirstOrThrow();
  return row.like_count;
}

async function likesOf(trx: Kysely<Database>, targetType: CommunityTargetType, targetId: number): Promise<number> {
  const table = targetType === 'post' ? 'community_post' : 'community_comment';
  const row = await trx.selectFrom(table).select('like_count').where('id', '=', targetId).executeTakeFirstOrThrow();
  return row.like_count;
}

/**
 * Sets the caller's like (idempotent). The count moves only when a reaction row was really inserted or deleted,
 * in the same transaction, so concurrent toggles leave it equal to the rows.
 */
export async function react(
  { db }: CommunityDeps,
  targetType: CommunityTargetType,
  targetId: number,
  user: Caller,
  liked: boolean,
  now: Date,
): Promise<ReactionState> {
  const target = await reachableTarget(db, targetType, targetId, user, now, 'write');
  return db.transaction().execute(async (trx) => {
    const key = { target_type: targetType, target_id: targetId, user_id: user.id };
    if (liked) {
      const inserted = await trx
        .insertInto('community_reaction')
        .values({ ...key, created_at: now })
        .onConflict((conflict) => conflict.columns(['target_type', 'target_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (inserted) {
        const likeCount = await addToLikes(trx, targetType, targetId, 1);
        await notifyLike(trx, target.authorId, { likerId: user.id, targetType, targetId, likeCount, projectId: target.projectId, postId: target.postId }, now);
        return { liked, likeCount };
      }
    } else {
      const deleted = await trx
        .deleteFrom('community_reaction')
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('user_id', '=', user.id)
        .returning('user_id')
        .executeTakeFirst();
      if (deleted) return { liked, likeCount: await addToLikes(trx, targetType, targetId, -1) };
    }
    return { liked, likeCount: await likesOf(trx, targetType, targetId) };
  });
}

/** One report per member per post or comment, in a community the member may write in; never of one's own. */
export async function report({ db }: CommunityDeps, user: Caller, input: ReportInput, now: Date): Promise<{ id: number; createdAt: string }> {
  const target = await reachableTarget(db, input.targetType, input.targetId, user, now, 'write');
  if (target.authorId === user.id) throw new AppError('COMMUNITY_REPORT_OWN');
  try {
    const row = await db
      .insertInto('community_report')
      .values({
        reporter_id: user.id,
        target_type: input.targetType,
        target_id: input.targetId,
        project_id: target.projectId,
        reason: input.reason,
        detail: input.detail ? input.detail : null,
        status: 'OPEN',
        created_at: now,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: row.id, createdAt: iso(row.created_at) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('COMMUNITY_ALREADY_REPORTED');
    throw error;
  }
}

// ---- The member's own ----

export async function myPostsPage({ db }: CommunityDeps, user: Caller, query: CursorQuery): Promise<{ items: MyPost[]; nextCursor: string | null }> {
  const limit = query.limit ?? COMMUNITY_FEED_PAGE_SIZE;
  const page = paged(await myPosts(db, user.id, cursorOf(query), limit), limit);
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      projectId: row.project_id,
      projectTitle: { ko: row.title_ko, en: row.title_en },
      excerpt: excerpt(row.body),
      imageCount: Number(row.image_count),
      likeCount: row.like_count,
      commentCount: row.comment_count,
      hidden: row.hidden_at !== null,
      createdAt: iso(row.created_at),
    })),
    nextCursor: page.nextCursor,
  };
}

export async function myCommentsPage({ db }: CommunityDeps, user: Caller, query: CursorQuery): Promise<{ items: MyComment[]; nextCursor: string | null }> {
  const limit = query.limit ?? COMMUNITY_FEED_PAGE_SIZE;
  const page = paged(await myComments(db, user.id, cursorOf(query), limit), limit);
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      postId: row.post_id,
      projectId: row.project_id,
      projectTitle: { ko: row.title_ko, en: row.title_en },
      excerpt: excerpt(row.body),
      postExcerpt: excerpt(row.post_body),
      isReply: row.parent_id !== null,
      likeCount: row.like_count,
      hidden: row.hidden_at !== null,
      createdAt: iso(row.created_at),
    })),
    nextCursor: page.nextCursor,
  };
}
