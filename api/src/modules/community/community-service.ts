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
import type { FileStorage } from '../../storage/file-storage';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit-repository';
import { communityState, decideAccess, requireCommunityAccess } from './community-access';
import { activeBan, ownedProjectIds } from './community-repository';
import { POST_IMAGE_NAME, postImageKey, postImageName, removePostImages, writePostImage, type PostImage, type ReceivedPostForm } from './community-images';
import { notifyCommentOnPost, notifyLike, notifyReply } from './community-notifications';
import * as repository from './community-repository';
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
  storage: FileStorage;
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
  const items = await summaries(db, await communityRows(db, now), user, now);
  const own = (item: CommunitySummary) => (item.access.reason === 'OWNER' ? 0 : 1);
  return items.sort((a, b) => own(a) - own(b) || a.projectId - b.projectId);
}

export async function communityDetail({ db }: CommunityDeps, projectId: number, user: Caller | null, now: Date): Promise<CommunitySummary> {
  const [item] = await summaries(db, await communityRows(db, now, projectId), user, now);
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
export async function createPost({ db, storage }: CommunityDeps, projectId: number, user: Caller, form: ReceivedPostForm, now: Date): Promise<CommunityPost> {
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
      await writePostImage(storage, name, image, now);
      stored.push({ name, image });
    }
    row = await db.transaction().execute(async (trx) => {
      const post = await repository.insertPost(trx, { projectId, authorId: user.id, body: input.body, now });
      await repository.insertPostImages(
        trx,
        stored.map(({ name, image }, position) => ({ postId: post.id, storageName: name, mime: image.image.mime, sizeBytes: image.content.length, position })),
      );
      return post;
    });
  } catch (error) {
    // The post was not kept: no file may stay behind.
    await removePostImages(storage, written).catch(() => undefined);
    throw error;
  }
  return postView(db, row, viewerOf(user));
}

export async function editPost({ db }: CommunityDeps, postId: number, user: Caller, body: string, now: Date): Promise<CommunityPost> {
  const { post } = await reachablePost(db, postId, user, now, 'write');
  if (post.author_id !== user.id) throw new AppError('COMMUNITY_NOT_AUTHOR');
  const updated = await repository.updatePostBody(db, postId, body, now);
  if (!updated) throw new AppError('COMMUNITY_POST_NOT_FOUND');
  return postView(db, updated, viewerOf(user));
}

/** The author deletes their post, or an admin any post (audited); the image files go once the deletion is committed. */
export async function deletePost({ db, storage }: CommunityDeps, postId: number, user: Caller, origin: Origin): Promise<void> {
  const { post, access } = await reachablePost(db, postId, user, origin.now, 'write');
  const byAdmin = post.author_id !== user.id;
  if (byAdmin && !access.canModerate) throw new AppError('COMMUNITY_NOT_AUTHOR');
  await db.transaction().execute(async (trx) => {
    if (!(await repository.markPostDeleted(trx, postId, user.id, origin.now))) throw new AppError('COMMUNITY_POST_NOT_FOUND');
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
  await removePostImages(storage, await repository.imageNamesOf(db, postId));
}

/** An admin pins a post as a notice of its community, or unpins it (audited). */
export async function pinPost({ db }: CommunityDeps, postId: number, user: Caller, pinned: boolean, origin: Origin): Promise<CommunityPost> {
  const { post, access } = await reachablePost(db, postId, user, origin.now, 'read');
  if (!access.canModerate) throw new AppError('FORBIDDEN');
  const updated = await db.transaction().execute(async (trx) => {
    const row = await repository.setPostPinnedAt(trx, postId, pinned ? (post.pinned_at ?? origin.now) : null);
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

/** A post image's storage key; NOT_FOUND when the name is unknown or its post is deleted. */
export async function postImageKeyOf({ db }: CommunityDeps, name: string): Promise<string> {
  const row = POST_IMAGE_NAME.test(name) ? await findImage(db, name) : undefined;
  if (!row || row.deleted_at !== null) throw new AppError('NOT_FOUND');
  return postImageKey(row.storage_name);
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

export async function createComment({ db }: CommunityDeps, postId: number, user: Member, input: CommentInput, now: Date): Promise<CommunityComment> {
  const { post } = await reachablePost(db, postId, user, now, 'write');
  const viewer = viewerOf(user);
  let parent: CommentRow | undefined;
  if (input.parentId) {
    parent = await findComment(db, input.parentId);
    if (!parent || parent.post_id !== post.id || parent.deleted_at !== null || !canSee(parent, viewer)) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
    if (parent.parent_id !== null) throw new AppError('COMMUNITY_REPLY_TOO_DEEP');
  }
  const row = await db.transaction().execute(async (trx) => {
    const comment = await repository.insertComment(trx, { postId: post.id, parentId: parent?.id ?? null, authorId: user.id, body: input.body, now });
    if (!(await repository.countCommentOnPost(trx, post.id))) throw new AppError('COMMUNITY_POST_NOT_FOUND');
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
  const updated = await repository.updateCommentBody(db, commentId, body, now);
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
    if (!(await repository.markCommentDeleted(trx, commentId, user.id, origin.now))) throw new AppError('COMMUNITY_COMMENT_NOT_FOUND');
    await repository.uncountCommentOnPost(trx, post.id);
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
    const key = { targetType, targetId, userId: user.id };
    if (liked) {
      if (await repository.insertReaction(trx, key, now)) {
        const likeCount = await repository.addToLikes(trx, targetType, targetId, 1);
        await notifyLike(trx, target.authorId, { likerId: user.id, targetType, targetId, likeCount, projectId: target.projectId, postId: target.postId }, now);
        return { liked, likeCount };
      }
    } else {
      if (await repository.deleteReaction(trx, key)) return { liked, likeCount: await repository.addToLikes(trx, targetType, targetId, -1) };
    }
    return { liked, likeCount: await repository.likesOf(trx, targetType, targetId) };
  });
}

/** One report per member per post or comment, in a community the member may write in; never of one's own. */
export async function report({ db }: CommunityDeps, user: Caller, input: ReportInput, now: Date): Promise<{ id: number; createdAt: string }> {
  const target = await reachableTarget(db, input.targetType, input.targetId, user, now, 'write');
  if (target.authorId === user.id) throw new AppError('COMMUNITY_REPORT_OWN');
  try {
    const row = await repository.insertReport(db, {
      reporterId: user.id,
      targetType: input.targetType,
      targetId: input.targetId,
      projectId: target.projectId,
      reason: input.reason,
      detail: input.detail ? input.detail : null,
      now,
    });
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
