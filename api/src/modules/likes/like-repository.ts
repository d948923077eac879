import type { LikeTarget } from 'shared-contract';
import { isDesignPublished, isProjectPublished, publishedBy, type DB } from '../catalog/catalog-repository';

/** The SQL of the likes module. */

/** Whether the KEY design or project exists and members see it at `now`. */
export async function targetExists(db: DB, { targetType, targetId }: LikeTarget, now: Date): Promise<boolean> {
  return targetType === 'KEY' ? isDesignPublished(db, targetId, now) : isProjectPublished(db, targetId, now);
}

/** The target's like count, and how many of them are `userId`'s (0 or 1). */
export async function likeCounts(db: DB, target: LikeTarget, userId: number | null) {
  return db
    .selectFrom('member_like')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn
        .count<number>('user_id')
        .filterWhere('user_id', '=', userId ?? 0)
        .as('mine'),
    ])
    .where('target_type', '=', target.targetType)
    .where('target_id', '=', target.targetId)
    .executeTakeFirstOrThrow();
}

/** Likes the target; liking twice keeps one like. */
export async function insertLike(db: DB, { userId, target, now }: { userId: number; target: LikeTarget; now: Date }): Promise<void> {
  await db
    .insertInto('member_like')
    .values({ user_id: userId, target_type: target.targetType, target_id: target.targetId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'target_type', 'target_id']).doNothing())
    .execute();
}

export async function deleteLike(db: DB, { userId, target }: { userId: number; target: LikeTarget }): Promise<void> {
  await db
    .deleteFrom('member_like')
    .where('user_id', '=', userId)
    .where('target_type', '=', target.targetType)
    .where('target_id', '=', target.targetId)
    .execute();
}

/** The member's liked KEY designs with their names (of projects members see at `now`). */
export async function likedKeys(db: DB, userId: number, now: Date) {
  return db
    .selectFrom('member_like as l')
    .innerJoin('key_design as k', 'k.id', 'l.target_id')
    .innerJoin('project as p', 'p.id', 'k.project_id')
    .select(['l.target_id', 'l.created_at', 'k.name_ko', 'k.name_en'])
    .where('l.user_id', '=', userId)
    .where('l.target_type', '=', 'KEY')
    .where(publishedBy('p', now))
    .execute();
}

/** The member's liked projects with their titles (those members see at `now`). */
export async function likedProjects(db: DB, userId: number, now: Date) {
  return db
    .selectFrom('member_like as l')
    .innerJoin('project as p', 'p.id', 'l.target_id')
    .select(['l.target_id', 'l.created_at', 'p.title_ko as name_ko', 'p.title_en as name_en'])
    .where('l.user_id', '=', userId)
    .where('l.target_type', '=', 'PROJECT')
    .where(publishedBy('p', now))
    .execute();
}
