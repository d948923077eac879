import { randomUUID } from 'node:crypto';
import { couponListSchema } from 'shared-contract';
import { moveGold } from '../modules/gold/gold-ledger';
import { SEED_PUBLISHED_AT } from '../seed/seed';
import { successData } from './envelope';
import type { TestApp } from './test-app';
import { createTestMember, type TestMember } from './test-members';

/** A blank KEY-card-sized art (valid SVG, so it also renders as a PNG). */
const TEST_ART_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 420" width="300" height="420"/>';

export const DAY_MS = 24 * 60 * 60 * 1000;

const suffix = () => randomUUID().slice(0, 8);

/** A dedicated project, published, with one KEY design per entry of `supplies`, on sale from `startsInMs` (relative to the clock). */
export async function createSaleProject(
  t: TestApp,
  supplies: number[],
  { priceGold = 100, priceUsdCents = 100, startsInMs = -DAY_MS, endsInMs = null as number | null } = {},
): Promise<{ projectId: number; designIds: number[] }> {
  const { db } = t.database;
  const now = t.clock.now();
  const anyProject = await db.selectFrom('project').select(['webtoon_id', 'theme_id']).executeTakeFirstOrThrow();
  const name = suffix();
  const project = await db
    .insertInto('project')
    .values({
      webtoon_id: anyProject.webtoon_id,
      theme_id: anyProject.theme_id,
      title_ko: `테스트 프로젝트 ${name}`,
      title_en: `Test project ${name}`,
      creator_ko: '작가',
      creator_en: 'Creator',
      description_ko: '설명',
      description_en: 'About',
      price_gold: priceGold,
      price_usd_cents: priceUsdCents,
      sale_starts_at: new Date(now.getTime() + startsInMs),
      sale_ends_at: endsInMs === null ? null : new Date(now.getTime() + endsInMs),
      art_svg: TEST_ART_SVG,
      published_at: SEED_PUBLISHED_AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const designIds: number[] = [];
  for (const [index, supply] of supplies.entries()) {
    const design = await db
      .insertInto('key_design')
      .values({
        project_id: project.id,
        name_ko: `키 ${index + 1}`,
        name_en: `Key ${index + 1}`,
        description_ko: '설명',
        description_en: 'About',
        rarity: 'common',
        supply_total: supply,
        supply_remaining: supply,
        properties: '[]',
        art_svg: TEST_ART_SVG,
        released_at: new Date(now.getTime() - DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    designIds.push(design.id);
  }
  return { projectId: project.id, designIds };
}

/** A signed-up member who may buy (identity verified, adult) and holds `gold`, unless told otherwise. */
export async function createBuyer(t: TestApp, label: string, { gold = 10_000, verified = true, adult = true } = {}): Promise<TestMember> {
  const member = await createTestMember(t, `${label}-${suffix()}@buyer.test`);
  await t.database.db
    .updateTable('app_user')
    .set({ di: verified ? `di-${member.user.id}` : null, is_adult: adult, birth_date: adult ? '1990-01-01' : null })
    .where('id', '=', member.user.id)
    .execute();
  if (gold > 0) {
    await t.database.db
      .transaction()
      .execute((trx) => moveGold(trx, { userId: member.user.id, kind: 'ADJUSTMENT', amount: gold, reference: 'test', now: t.clock.now() }));
  }
  return member;
}

/** A DISCOUNT coupon (10% unless told otherwise) registered by the member through the API; answers the member coupon id. */
export async function registerDiscountCoupon(
  t: TestApp,
  who: TestMember,
  values: { discount_percent?: number | null; discount_gold?: number | null; project_id?: number | null } = {},
): Promise<number> {
  const now = t.clock.now();
  const code = `D${suffix()}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
  await t.database.db
    .insertInto('coupon')
    .values({
      code,
      kind: 'DISCOUNT',
      title_ko: '할인',
      title_en: 'Discount',
      discount_percent: 10,
      starts_at: new Date(now.getTime() - DAY_MS),
      expires_at: new Date(now.getTime() + 30 * DAY_MS),
      ...values,
    })
    .execute();
  const answer = await t.app.inject({ method: 'POST', url: '/api/coupon/register', headers: who.auth, payload: { code } });
  if (answer.statusCode !== 200) throw new Error(`coupon register answered ${answer.statusCode}: ${answer.body}`);
  const items = successData(await t.app.inject({ method: 'GET', url: '/api/coupon/list', headers: who.auth }), couponListSchema).items;
  const mine = items.find((item) => item.code === code);
  if (!mine) throw new Error('coupon not registered');
  return mine.id;
}
