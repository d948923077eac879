import { randomUUID } from 'node:crypto';
import type { Rarity } from 'shared-contract';
import { TestClock } from '../../../clock';
import type { DbKind } from '../../../db/database';
import { createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestMember, type TestMember } from '../../../testing/test-members';

export interface CommunityTestApp extends TestApp {
  clock: TestClock;
}

/** The app with a clock tests may move, no background jobs polling. */
export async function createCommunityApp(backend: DbKind): Promise<CommunityTestApp> {
  const clock = new TestClock();
  const t = await createTestApp(backend, { clock, env: { TRANSFER_POLL_SECONDS: '0', REFUND_PURGE_POLL_SECONDS: '0' } });
  return { ...t, clock };
}

let counter = 0;
/** A signed-up member (or staff) with a unique e-mail. */
export const communityMember = (t: TestApp, label: string, role: 'member' | 'support' | 'admin' = 'member'): Promise<TestMember> =>
  createTestMember(t, `${label}-${(counter += 1)}-${randomUUID().slice(0, 6)}@community.test`, { role });

/** A fresh project (its community open) with one KEY design per rarity given. */
export async function communityProject(t: TestApp, rarities: Rarity[] = ['common']): Promise<{ projectId: number; designIds: number[] }> {
  const project = await createSaleProject(
    t,
    rarities.map(() => 10),
  );
  for (const [index, designId] of project.designIds.entries()) {
    await t.database.db
      .updateTable('key_design')
      .set({ rarity: rarities[index] ?? 'common' })
      .where('id', '=', designId)
      .execute();
  }
  return project;
}

let serial = 0;
/**
 * Gives the member a KEY of the design, acquired two days ago (past the 24-hour lock). With `revealed: false`
 * it is a drawn KEY still waiting on /reveal (a purchase item without revealed_at), which gives no access.
 */
export async function giveKey(t: TestApp, owner: TestMember, designId: number, { revealed = true } = {}): Promise<number> {
  const { db } = t.database;
  const at = new Date(t.clock.now().getTime() - 2 * DAY_MS);
  const item = await db
    .insertInto('key_item')
    .values({ key_design_id: designId, serial_no: (serial += 1), owner_id: owner.user.id, acquired_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ownership_event')
    .values({ key_item_id: item.id, kind: 'GRANT', from_user_id: null, to_user_id: owner.user.id, occurred_at: at })
    .execute();
  if (!revealed) {
    const design = await db.selectFrom('key_design').select('project_id').where('id', '=', designId).executeTakeFirstOrThrow();
    const purchase = await db
      .insertInto('purchase')
      .values({
        user_id: owner.user.id,
        project_id: design.project_id,
        quantity: 1,
        unit_price_gold: 100,
        total_gold: 100,
        pay_method: 'GOLD',
        status: 'PAID',
        idempotency: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('purchase_item')
      .values({
        purchase_id: purchase.id,
        key_item_id: item.id,
        key_design_id: designId,
        draw_position: 1,
        design_remaining: 9,
        pool_remaining: 9,
        revealed_at: null,
      })
      .execute();
  }
  return item.id;
}

// ---- Moderation tests: rows written directly (the member routes are not needed to have content to moderate) ----

/** A post row by the author in the project's community, created `agoMs` before now. */
export async function seedPost(t: CommunityTestApp, projectId: number, author: TestMember, body = 'a post', agoMs = 0): Promise<number> {
  const row = await t.database.db
    .insertInto('community_post')
    .values({ project_id: projectId, author_id: author.user.id, body, created_at: new Date(t.clock.now().getTime() - agoMs) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A comment row (a reply when `parentId` is given) on the post. */
export async function seedComment(
  t: CommunityTestApp,
  postId: number,
  author: TestMember,
  body = 'a comment',
  parentId: number | null = null,
): Promise<number> {
  const row = await t.database.db
    .insertInto('community_comment')
    .values({ post_id: postId, parent_id: parentId, author_id: author.user.id, body, created_at: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An OPEN report row of a post or a comment, made `agoMs` before now; its project is the target's. */
export async function seedReport(
  t: CommunityTestApp,
  reporter: TestMember,
  target: { type: 'post' | 'comment'; id: number },
  {
    reason = 'SPAM',
    detail = null,
    agoMs = 0,
  }: { reason?: 'SPAM' | 'ABUSE' | 'HATE' | 'SEXUAL' | 'PERSONAL_INFO' | 'ILLEGAL' | 'OTHER'; detail?: string | null; agoMs?: number } = {},
): Promise<number> {
  const { db } = t.database;
  const project =
    target.type === 'post'
      ? await db.selectFrom('community_post').select('project_id').where('id', '=', target.id).executeTakeFirstOrThrow()
      : await db
          .selectFrom('community_comment as c')
          .innerJoin('community_post as p', 'p.id', 'c.post_id')
          .select('p.project_id')
          .where('c.id', '=', target.id)
          .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('community_report')
    .values({
      reporter_id: reporter.user.id,
      target_type: target.type,
      target_id: target.id,
      project_id: project.project_id,
      reason,
      detail,
      status: 'OPEN',
      created_at: new Date(t.clock.now().getTime() - agoMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A post form as a browser sends it (Node's FormData serialised by a Request): `body` and `images` files. */
export async function postForm(body: string | undefined, images: Array<{ name: string; content: Buffer; type?: string }> = []) {
  const form = new FormData();
  if (body !== undefined) form.append('body', body);
  for (const image of images) form.append('images', new Blob([new Uint8Array(image.content)], { type: image.type ?? 'application/octet-stream' }), image.name);
  const request = new Request('http://keys.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** Posts through the api (multipart), answering the raw response. */
export async function createPostRequest(
  t: TestApp,
  who: TestMember | null,
  projectId: number,
  body: string | undefined,
  images: Array<{ name: string; content: Buffer; type?: string }> = [],
) {
  const form = await postForm(body, images);
  return t.app.inject({
    method: 'POST',
    url: `/api/board/community/${projectId}/posts`,
    headers: { ...(who?.auth ?? {}), ...form.headers },
    payload: form.payload,
  });
}

/** A post written straight into the database (for tests about reading, access and paging). */
export async function insertPost(
  t: TestApp,
  author: TestMember,
  projectId: number,
  body = 'hello',
  extra: { hidden?: boolean; pinned?: boolean } = {},
): Promise<number> {
  const now = t.clock.now();
  const row = await t.database.db
    .insertInto('community_post')
    .values({
      project_id: projectId,
      author_id: author.user.id,
      body,
      created_at: now,
      hidden_at: extra.hidden ? now : null,
      pinned_at: extra.pinned ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A comment written straight into the database (the post's comment count follows). */
export async function insertComment(t: TestApp, author: TestMember, postId: number, body = 'a comment', parentId: number | null = null): Promise<number> {
  const { db } = t.database;
  const row = await db
    .insertInto('community_comment')
    .values({ post_id: postId, parent_id: parentId, author_id: author.user.id, body, created_at: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('community_post')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
    .where('id', '=', postId)
    .execute();
  return row.id;
}

/** Bans the member from every community until `until` (null: for good). */
export async function banMember(t: TestApp, member: TestMember, by: TestMember, until: Date | null, reason = 'spam'): Promise<void> {
  const now = t.clock.now();
  await t.database.db
    .insertInto('community_ban')
    .values({ user_id: member.user.id, reason, starts_at: now, ends_at: until, created_by: by.user.id, created_at: now })
    .execute();
}
