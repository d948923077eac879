import { artPath, type LikeItem, type LikeStatus, type LikeTarget } from 'shared-contract';
import { AppError } from '../../http/app-error';
import type { DB } from '../catalog/catalog-repository';
import * as repository from './like-repository';

async function assertTargetExists(db: DB, target: LikeTarget, now: Date) {
  if (!(await repository.targetExists(db, target, now))) throw new AppError(target.targetType === 'KEY' ? 'KEY_NOT_FOUND' : 'PROJECT_NOT_FOUND');
}

async function likeStatus(db: DB, target: LikeTarget, userId: number | null): Promise<LikeStatus> {
  const row = await repository.likeCounts(db, target, userId);
  return { ...target, count: Number(row.count), liked: userId !== null && Number(row.mine) > 0 };
}

/** Likes or unlikes; liking twice keeps one like, unliking what is not liked changes nothing. */
export async function setLike(db: DB, { userId, target, liked, now }: { userId: number; target: LikeTarget; liked: boolean; now: Date }): Promise<LikeStatus> {
  await assertTargetExists(db, target, now);
  if (liked) await repository.insertLike(db, { userId, target, now });
  else await repository.deleteLike(db, { userId, target });
  return likeStatus(db, target, userId);
}

/** The member's likes, newest first, with each target's name and art. */
export async function likesOf(db: DB, userId: number, now: Date): Promise<LikeItem[]> {
  const [keys, projects] = await Promise.all([repository.likedKeys(db, userId, now), repository.likedProjects(db, userId, now)]);
  return [
    ...keys.map((row) => ({ targetType: 'KEY' as const, row, imageUrl: artPath.key(row.target_id) })),
    ...projects.map((row) => ({ targetType: 'PROJECT' as const, row, imageUrl: artPath.project(row.target_id) })),
  ]
    .sort((a, b) => b.row.created_at.getTime() - a.row.created_at.getTime() || b.row.target_id - a.row.target_id)
    .map(({ targetType, row, imageUrl }) => ({
      targetType,
      targetId: row.target_id,
      name: { ko: row.name_ko, en: row.name_en },
      imageUrl,
      likedAt: row.created_at.toISOString(),
    }));
}

/** A target's like count and whether the member (`memberId`, read once the target is known to exist) likes it. */
export async function likeStatusOf(db: DB, target: LikeTarget, memberId: () => Promise<number | null>, now: Date): Promise<LikeStatus> {
  await assertTargetExists(db, target, now);
  return likeStatus(db, target, await memberId());
}
