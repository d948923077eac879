import type { FastifyInstance, FastifyRequest } from 'fastify';
import { artPath, likeRequestSchema, likeTargetSchema, SHOP_API, type LikeItem, type LikeStatus, type LikeTarget } from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import type { DB } from '../catalog/catalog-queries';
import { optionalMember, requireMember } from '../members/request-member';

/** The like table (migration 0008-likes), added to the typed schema for this module only. */
export interface MemberLikeTable {
  user_id: number;
  target_type: 'KEY' | 'PROJECT';
  target_id: number;
  created_at: Date;
}
const withLikes = (db: DB) => db.withTables<{ member_like: MemberLikeTable }>();

async function assertTargetExists(db: DB, { targetType, targetId }: LikeTarget) {
  const table = targetType === 'KEY' ? 'key_design' : 'project';
  const row = await db.selectFrom(table).select('id').where('id', '=', targetId).executeTakeFirst();
  if (!row) throw new AppError(targetType === 'KEY' ? 'KEY_NOT_FOUND' : 'PROJECT_NOT_FOUND');
}

async function likeStatus(db: DB, target: LikeTarget, userId: number | null): Promise<LikeStatus> {
  const row = await withLikes(db)
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
  return { ...target, count: Number(row.count), liked: userId !== null && Number(row.mine) > 0 };
}

/** The member behind the bearer token, or null for a visitor. */
const optionalMemberId = async (context: AppContext, request: FastifyRequest) => (await optionalMember(context, request))?.user.id ?? null;

export async function registerLikeRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context.database;
  const { clock } = context;
  const member = requireMember(context);
  const memberId = (request: FastifyRequest) => {
    if (!request.member) throw new AppError('TOKEN_MISSING');
    return request.member.user.id;
  };

  /** Likes or unlikes; liking twice keeps one like, unliking what is not liked changes nothing. */
  app.post(SHOP_API.like, { preHandler: member }, async (request) => {
    const input = parseWith(likeRequestSchema, request.body);
    const userId = memberId(request);
    const target = { targetType: input.targetType, targetId: input.targetId };
    await assertTargetExists(db, target);
    if (input.liked) {
      await withLikes(db)
        .insertInto('member_like')
        .values({ user_id: userId, target_type: target.targetType, target_id: target.targetId, created_at: clock.now() })
        .onConflict((oc) => oc.columns(['user_id', 'target_type', 'target_id']).doNothing())
        .execute();
    } else {
      await withLikes(db)
        .deleteFrom('member_like')
        .where('user_id', '=', userId)
        .where('target_type', '=', target.targetType)
        .where('target_id', '=', target.targetId)
        .execute();
    }
    return ok(await likeStatus(db, target, userId));
  });

  /** The member's likes, newest first, with each target's name and art. */
  app.get(SHOP_API.like, { preHandler: member }, async (request) => {
    const userId = memberId(request);
    const likes = withLikes(db);
    const [keys, projects] = await Promise.all([
      likes
        .selectFrom('member_like as l')
        .innerJoin('key_design as k', 'k.id', 'l.target_id')
        .select(['l.target_id', 'l.created_at', 'k.name_ko', 'k.name_en'])
        .where('l.user_id', '=', userId)
        .where('l.target_type', '=', 'KEY')
        .execute(),
      likes
        .selectFrom('member_like as l')
        .innerJoin('project as p', 'p.id', 'l.target_id')
        .select(['l.target_id', 'l.created_at', 'p.title_ko as name_ko', 'p.title_en as name_en'])
        .where('l.user_id', '=', userId)
        .where('l.target_type', '=', 'PROJECT')
        .execute(),
    ]);
    const items: LikeItem[] = [
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
    return ok(items);
  });

  /** A target's like count and, for a signed-in member, whether they like it. */
  app.get(SHOP_API.likeStatus, async (request) => {
    const target = parseWith(likeTargetSchema, request.query);
    await assertTargetExists(db, target);
    return ok(await likeStatus(db, target, await optionalMemberId(context, request)));
  });
}
