import type { Kysely } from 'kysely';
import { communityPaths } from 'shared-contract';
import type { Database } from '../../db/schema';
import { notifyCollapsed } from '../notifications/notify';
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

/** A new top-level comment on `recipient`'s post. */
export async function notifyCommentOnPost(
  db: Kysely<Database>,
  recipientId: number,
  { commenterId, commenterName, text, projectId, postId }: Where & { commenterId: number; commenterName: string; text: string },
  now: Date,
) {
  if (recipientId === commenterId) return;
  const quote = excerpt(text, EXCERPT_LENGTH);
  await notifyCollapsed(
    db,
    recipientId,
    {
      type: 'COMMENT',
      title: { ko: '새 댓글', en: 'New comment' },
      body: { ko: `${commenterName}님이 내 게시글에 댓글을 남겼습니다: ${quote}`, en: `${commenterName} commented on your post: ${quote}` },
      linkUrl: communityPaths.post(projectId, postId),
      groupKey: `COMMENT:post:${postId}`,
    },
    now,
  );
}

/** A reply to `recipient`'s comment. */
export async function notifyReply(
  db: Kysely<Database>,
  recipientId: number,
  { commenterId, commenterName, text, projectId, postId, parentId }: Where & { commenterId: number; commenterName: string; text: string; parentId: number },
  now: Date,
) {
  if (recipientId === commenterId) return;
  const quote = excerpt(text, EXCERPT_LENGTH);
  await notifyCollapsed(
    db,
    recipientId,
    {
      type: 'COMMENT',
      title: { ko: '새 답글', en: 'New reply' },
      body: { ko: `${commenterName}님이 내 댓글에 답글을 남겼습니다: ${quote}`, en: `${commenterName} replied to your comment: ${quote}` },
      linkUrl: communityPaths.post(projectId, postId),
      groupKey: `COMMENT:comment:${parentId}`,
    },
    now,
  );
}

/** A like added to `recipient`'s post or comment, with the count it has now. */
export async function notifyLike(
  db: Kysely<Database>,
  recipientId: number,
  { likerId, targetType, targetId, likeCount, projectId, postId }: Where & { likerId: number; targetType: 'post' | 'comment'; targetId: number; likeCount: number },
  now: Date,
) {
  if (recipientId === likerId) return;
  const what = targetType === 'post' ? { ko: '게시글', en: 'post' } : { ko: '댓글', en: 'comment' };
  await notifyCollapsed(
    db,
    recipientId,
    {
      type: 'LIKE',
      title: { ko: '새 좋아요', en: 'New like' },
      body: {
        ko: `내 ${what.ko}의 좋아요가 ${likeCount}개가 되었습니다.`,
        en: `Your ${what.en} has ${likeCount} ${likeCount === 1 ? 'like' : 'likes'}.`,
      },
      linkUrl: communityPaths.post(projectId, postId),
      groupKey: `LIKE:${targetType}:${targetId}`,
    },
    now,
  );
}
