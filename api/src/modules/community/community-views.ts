import type { Kysely } from 'kysely';
import { artPath, COMMUNITY_API, isStaffRole, type CommunityAuthor, type CommunityComment, type CommunityPost, type CommunityReply } from 'shared-contract';
import type { Database } from '../../db/schema';
import { communityProfileImage } from '../members/member-repository';
import { textSegments } from './community-text';
import {
  authorsOf,
  badgesOf,
  canSee,
  imagesOf,
  likedBy,
  type AuthorRow,
  type BadgeRow,
  type CommentRow,
  type PostRow,
  type Viewer,
} from './community-repository';

/** Rows as the contract shows them; authors, badges, images and likes looked up once per page. */

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The name shown beside a member's posts: the community nickname, else the account one. */
export const displayName = (row: Pick<AuthorRow, 'community_nickname' | 'nickname'>) => row.community_nickname ?? row.nickname ?? '';

function toAuthor(row: AuthorRow | undefined, authorId: number, badge: BadgeRow | undefined): CommunityAuthor {
  return {
    id: authorId,
    nickname: row ? displayName(row) : '',
    imageUrl: row ? communityProfileImage(row).url : null,
    badge: badge
      ? {
          designId: badge.design_id,
          name: { ko: badge.name_ko, en: badge.name_en },
          rarity: badge.rarity,
          serialNo: badge.serial_no,
          imageUrl: artPath.key(badge.design_id),
        }
      : null,
    isStaff: row ? isStaffRole(row.role) : false,
  };
}

async function authorContext(db: Kysely<Database>, projectId: number, authorIds: number[]) {
  const [authors, badges] = await Promise.all([authorsOf(db, authorIds), badgesOf(db, projectId, authorIds)]);
  return (authorId: number) => toAuthor(authors.get(authorId), authorId, badges.get(authorId));
}

/** Posts of one community as the viewer sees them. */
export async function postViews(db: Kysely<Database>, projectId: number, rows: PostRow[], viewer: Viewer): Promise<CommunityPost[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [author, images, liked] = await Promise.all([
    authorContext(
      db,
      projectId,
      rows.map((row) => row.author_id),
    ),
    imagesOf(db, ids),
    likedBy(db, viewer.id, 'post', ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    author: author(row.author_id),
    body: row.body,
    segments: textSegments(row.body),
    images: images.filter((image) => image.post_id === row.id).map((image) => ({ url: COMMUNITY_API.image(image.storage_name) })),
    likeCount: row.like_count,
    commentCount: row.comment_count,
    liked: liked.has(row.id),
    pinned: row.pinned_at !== null,
    hidden: row.hidden_at !== null,
    mine: row.author_id === viewer.id,
    createdAt: iso(row.created_at),
    editedAt: isoOrNull(row.edited_at),
  }));
}

export async function postView(db: Kysely<Database>, row: PostRow, viewer: Viewer): Promise<CommunityPost> {
  const [view] = await postViews(db, row.project_id, [row], viewer);
  if (!view) throw new Error('post view missing');
  return view;
}

/** Comments (top level with their replies) of one post as the viewer sees them; unseen ones become placeholders. */
export async function commentViews(
  db: Kysely<Database>,
  projectId: number,
  topLevel: CommentRow[],
  replies: CommentRow[],
  viewer: Viewer,
): Promise<CommunityComment[]> {
  const all = [...topLevel, ...replies];
  if (all.length === 0) return [];
  const [author, liked] = await Promise.all([
    authorContext(
      db,
      projectId,
      all.map((row) => row.author_id),
    ),
    likedBy(
      db,
      viewer.id,
      'comment',
      all.map((row) => row.id),
    ),
  ]);
  const toReply = (row: CommentRow): CommunityReply => {
    const shown = row.deleted_at === null && canSee(row, viewer);
    return {
      id: row.id,
      postId: row.post_id,
      parentId: row.parent_id,
      author: shown ? author(row.author_id) : null,
      body: shown ? row.body : '',
      segments: shown ? textSegments(row.body) : [],
      likeCount: shown ? row.like_count : 0,
      liked: shown && liked.has(row.id),
      hidden: row.hidden_at !== null,
      deleted: row.deleted_at !== null,
      mine: shown && row.author_id === viewer.id,
      createdAt: iso(row.created_at),
      editedAt: shown ? isoOrNull(row.edited_at) : null,
    };
  };
  return topLevel.map((row) => ({ ...toReply(row), replies: replies.filter((reply) => reply.parent_id === row.id).map(toReply) }));
}

export async function commentView(db: Kysely<Database>, projectId: number, row: CommentRow, viewer: Viewer): Promise<CommunityComment> {
  const [view] = await commentViews(db, projectId, [row], [], viewer);
  if (!view) throw new Error('comment view missing');
  return view;
}
