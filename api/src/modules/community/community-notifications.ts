import type { Kysely } from 'kysely';
import { communityPaths, type LocalizedText } from 'shared-contract';
import type { Database } from '../../db/schema';
import { notifyCollapsed, type NotificationContent } from '../notifications/notify';
import { excerpt } from './community-text';

/**
 * COMMENT and LIKE notifications (issue 11 B), collapsed per target: a second event about the same post or comment
 * while the first notification is unread rewrites it. Sent inside the transaction of the change; never to oneself.
 */

const EXCERPT_LENGTH = 60;

interface Where {
  projectId: number;
  postId: number;
}

type CommentEvent = Where & { commenterId: number; commenterName: string; text: string };

/** Sends `content` about a post (the notification opens it) to `recipientId`, collapsed per `groupKey`, unless they did it themselves. */
async function notifyAboutPost(
  db: Kysely<Database>,
  recipientId: number,
  actorId: number,
  { projectId, postId }: Where,
  content: Omit<NotificationContent, 'linkUrl'> & { groupKey: string },
  now: Date,
) {
  if (recipientId === actorId) return;
  await notifyCollapsed(db, recipientId, { ...content, linkUrl: communityPaths.post(projectId, postId) }, now);
}

/** A new comment, quoted in `body` (made from the commenter's name and the start of the text). */
const notifyComment = (
  db: Kysely<Database>,
  recipientId: number,
  event: CommentEvent,
  { title, body, groupKey }: { title: LocalizedText; body: (name: string, quote: string) => LocalizedText; groupKey: string },
  now: Date,
) =>
  notifyAboutPost(
    db,
    recipientId,
    event.commenterId,
    event,
    { type: 'COMMENT', title, body: body(event.commenterName, excerpt(event.text, EXCERPT_LENGTH)), groupKey },
    now,
  );

/** A new top-level comment on `recipient`'s post. */
export const notifyCommentOnPost = (db: Kysely<Database>, recipientId: number, event: CommentEvent, now: Date) =>
  notifyComment(
    db,
    recipientId,
    event,
    {
      title: { ko: '새 댓글', en: 'New comment' },
      body: (name, quote) => ({ ko: `${name}님이 내 게시글에 댓글을 남겼습니다: ${quote}`, en: `${name} commented on your post: ${quote}` }),
      groupKey: `COMMENT:post:${event.postId}`,
    },
    now,
  );

/** A reply to `recipient`'s comment. */
export const notifyReply = (db: Kysely<Database>, recipientId: number, event: CommentEvent & { parentId: number }, now: Date) =>
  notifyComment(
    db,
    recipientId,
    event,
    {
      title: { ko: '새 답글', en: 'New reply' },
      body: (name, quote) => ({ ko: `${name}님이 내 댓글에 답글을 남겼습니다: ${quote}`, en: `${name} replied to your comment: ${quote}` }),
      groupKey: `COMMENT:comment:${event.parentId}`,
    },
    now,
  );

/** A like added to `recipient`'s post or comment, with the count it has now. */
export async function notifyLike(
  db: Kysely<Database>,
  recipientId: number,
  { likerId, targetType, targetId, likeCount, ...where }: Where & { likerId: number; targetType: 'post' | 'comment'; targetId: number; likeCount: number },
  now: Date,
) {
  const what = targetType === 'post' ? { ko: '게시글', en: 'post' } : { ko: '댓글', en: 'comment' };
  await notifyAboutPost(
    db,
    recipientId,
    likerId,
    where,
    {
      type: 'LIKE',
      title: { ko: '새 좋아요', en: 'New like' },
      body: {
        ko: `내 ${what.ko}의 좋아요가 ${likeCount}개가 되었습니다.`,
        en: `Your ${what.en} has ${likeCount} ${likeCount === 1 ? 'like' : 'likes'}.`,
      },
      groupKey: `LIKE:${targetType}:${targetId}`,
    },
    now,
  );
}
