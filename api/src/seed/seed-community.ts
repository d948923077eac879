import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimSeedRun } from './seed-helpers';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A lived-in demo community: in the project of the demo member's first KEY, a pinned welcome notice by the admin,
 * a post by the demo member and the admin's comment on it. Nothing when the demo members are not there.
 */
export async function seedCommunity(db: Kysely<Database>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const people = await trx.selectFrom('app_user').select(['id', 'email']).where('email', 'in', ['demo@keys.local', 'admin@keys.local']).execute();
    const demoId = people.find((person) => person.email === 'demo@keys.local')?.id;
    const adminId = people.find((person) => person.email === 'admin@keys.local')?.id;
    if (demoId === undefined || adminId === undefined) return false;
    const key = await trx
      .selectFrom('key_item as ki')
      .innerJoin('key_design as kd', 'kd.id', 'ki.key_design_id')
      .select('kd.project_id')
      .where('ki.owner_id', '=', demoId)
      .orderBy('ki.id')
      .limit(1)
      .executeTakeFirst();
    if (!key || !(await claimSeedRun(trx, 'community-v1'))) return false;

    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
    await trx
      .insertInto('community_post')
      .values({
        project_id: key.project_id,
        author_id: adminId,
        body: '커뮤니티에 오신 것을 환영합니다! 서로 존중하는 대화를 부탁드립니다.\nWelcome to the community! Please keep conversations respectful.\nhttps://keys.local/support',
        pinned_at: at(48),
        created_at: at(48),
      })
      .execute();
    const post = await trx
      .insertInto('community_post')
      .values({
        project_id: key.project_id,
        author_id: demoId,
        body: '첫 KEY를 열어 봤어요. 다들 어떤 KEY 나왔나요?\nJust revealed my first KEY. Which ones did you get?',
        comment_count: 1,
        created_at: at(3),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('community_comment')
      .values({ post_id: post.id, author_id: adminId, body: '축하드려요! Congratulations!', created_at: at(2) })
      .execute();
    return true;
  });
}
