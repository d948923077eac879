import {
  API,
  artPath,
  collectionSchema,
  collectionWithProjectsSchema,
  ERRORS,
  keyDetailSchema,
  keyPageSchema,
  keySummarySchema,
  mainPageSchema,
  MARKET_API,
  PURCHASE_API,
  projectDetailSchema,
  projectOddsSchema,
  projectPageSchema,
  projectSummarySchema,
  SHOP_API,
  shopListSchema,
  STUDIO_API,
  type MainPage,
  type StudioProject,
} from 'shared-contract';
import { z } from 'zod';
import { failure, successData } from '../../../testing/envelope';
import { createBuyer } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import { draftWith, HOUR_MS, studioTestApp, type StudioTestApp } from './studio-fixture';

jest.setTimeout(240_000);

const projectIdsOf = (main: MainPage) => [...main.webtoons, ...main.themes].flatMap((group) => group.projects.map((project) => project.id));

/**
 * Drafts and scheduled projects never reach members: every public read of the catalogue leaves them out, every way to
 * buy or keep one of their KEYs refuses them as not found, and a scheduled one appears at its publish instant to the
 * millisecond, cached answers included.
 */
describe.each(testBackends())('what members see of studio projects on %s', (backend) => {
  let s: StudioTestApp;
  const get = async (url: string) => s.inject(null, { method: 'GET', url });
  const main = async () => successData(await get(API.main), mainPageSchema);

  beforeAll(async () => {
    s = await studioTestApp(backend, `visibility-${backend}`);
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Whether the project, its KEYs and their art show anywhere a visitor or member looks (each read answered as expected for one state). */
  async function expectVisible(project: StudioProject, visible: boolean) {
    const [first] = project.designs;
    if (!first) throw new Error('a design expected');
    const page = await main();
    expect(projectIdsOf(page).includes(project.id)).toBe(visible);
    if (!visible) expect(page.newestKeys.some((key) => key.projectId === project.id)).toBe(false);

    const detail = await get(`${API.project}?id=${project.id}`);
    if (visible) expect(successData(detail, projectDetailSchema).keys.map((key) => key.id)).toEqual(project.designs.map((design) => design.id));
    else expect(failure(detail)).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
    const key = await get(`${API.keyDetails}?id=${first.id}`);
    if (visible) expect(successData(key, keyDetailSchema).project.id).toBe(project.id);
    else expect(failure(key)).toMatchObject({ status: 404, code: 'KEY_NOT_FOUND' });
    const others = await get(`${API.projectOtherKeys}?projectId=${project.id}`);
    if (visible) expect(successData(others, z.array(keySummarySchema))).toHaveLength(project.designs.length);
    else expect(failure(others).code).toBe('PROJECT_NOT_FOUND');
    const odds = await get(`${PURCHASE_API.projectOdds}?id=${project.id}`);
    if (visible) expect(successData(odds, projectOddsSchema).keys).toHaveLength(project.designs.length);
    else expect(failure(odds).code).toBe('PROJECT_NOT_FOUND');

    const title = encodeURIComponent(project.title.en);
    expect(successData(await get(`${API.searchProject}?q=${title}`), z.array(projectSummarySchema)).map((item) => item.id)).toEqual(
      visible ? [project.id] : [],
    );
    expect(successData(await get(`${API.projectSearch}?q=${title}&page=1&size=10`), projectPageSchema).total).toBe(visible ? 1 : 0);
    expect(successData(await get(`${API.searchKey}?q=${encodeURIComponent(first.name.en)}`), z.array(keySummarySchema)).map((item) => item.id)).toEqual(
      visible ? [first.id] : [],
    );
    expect(successData(await get(`${API.keyAll}?projectId=${project.id}&page=1&size=50`), keyPageSchema).total).toBe(visible ? project.designs.length : 0);
    const collection = successData(await get(`${API.collection}?id=${s.webtoonId}`), collectionWithProjectsSchema);
    expect(collection.projects.some((item) => item.id === project.id)).toBe(visible);
    const shop = successData(await get(SHOP_API.shop), shopListSchema);
    expect(shop.items.some((item) => item.id === project.id)).toBe(visible);
    expect(successData(await get(API.searchTop6), z.array(projectSummarySchema)).length).toBeGreaterThan(0);

    // The art: public once published; before, only through the studio's link, which names the art's version.
    expect((await get(artPath.project(project.id, 'svg'))).statusCode).toBe(visible ? 200 : 404);
    expect((await get(artPath.key(first.id, 'svg'))).statusCode).toBe(visible ? 200 : 404);
    const version = new URL(first.imageUrl, 'http://localhost').searchParams.get('v');
    expect((await get(`${artPath.key(first.id, 'svg')}?v=${version ?? ''}`)).statusCode).toBe(200);
    expect((await get(`${artPath.key(first.id, 'svg')}?v=0123456789abcdef0123456789abcdef`)).statusCode).toBe(visible ? 200 : 404);

    // The market's prices, a like and a watch of it.
    const prices = await get(`${MARKET_API.prices}?keyDesignId=${first.id}`);
    expect(prices.statusCode).toBe(visible ? 200 : 404);
    const like = await s.inject(s.member, { method: 'POST', url: SHOP_API.like, payload: { targetType: 'KEY', targetId: first.id, liked: true } });
    if (visible) expect(like.statusCode).toBe(200);
    else expect(failure(like).code).toBe('KEY_NOT_FOUND');
    const status = await get(`${SHOP_API.likeStatus}?targetType=PROJECT&targetId=${project.id}`);
    if (visible) expect(status.statusCode).toBe(200);
    else expect(failure(status).code).toBe('PROJECT_NOT_FOUND');
  }

  test('a draft with three designs is seen by no one but the studio, and nothing of it can be bought', async () => {
    const before = successData(await get(API.theme), z.array(collectionSchema));
    const draft = await draftWith(s, [
      { rarity: 'common', supply: 50 },
      { rarity: 'rare', supply: 30 },
      { rarity: 'epic', supply: 20 },
    ]);
    expect(draft).toMatchObject({ status: 'DRAFT', publishAt: null, designCount: 3, supplyTotal: 100, sold: 0 });
    expect(draft.designs.map((design) => design.oddsBasisPoints)).toEqual([5000, 3000, 2000]);
    await expectVisible(draft, false);
    // The themes' project counts leave it out.
    expect(successData(await get(API.theme), z.array(collectionSchema))).toEqual(before);

    const buyer = await createBuyer(s.t, `draft-${backend}`);
    const buy = await s.inject(
      buyer,
      { method: 'POST', url: PURCHASE_API.coinReveal, payload: { projectId: draft.id, quantity: 1, agreeRefundPolicy: true } },
      { 'idempotency-key': `draft-buy-${backend}` },
    );
    expect(failure(buy)).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND', message: ERRORS.PROJECT_NOT_FOUND.en });
    expect(failure(await s.inject(buyer, { method: 'POST', url: '/api/cart', payload: { projectId: draft.id, quantity: 1 } })).code).toBe('PROJECT_NOT_FOUND');
    expect(failure(await s.inject(buyer, { method: 'POST', url: '/api/watchlist', payload: { projectId: draft.id } })).code).toBe('PROJECT_NOT_FOUND');
    const supply = await s.t.database.db.selectFrom('key_design').select('supply_remaining').where('project_id', '=', draft.id).execute();
    expect(supply.map((row) => row.supply_remaining)).toEqual([50, 30, 20]);
  });

  test('a scheduled project appears at its publish instant and not a millisecond before, also where the answer was cached', async () => {
    // Its sale starts a minute before it is published: its KEYs are released then, the newest of all (and no release
    // falls on the publish instant, so only the publication itself can end what was cached).
    const draft = await draftWith(s, [{ supply: 10 }, { supply: 20 }, { supply: 30, rarity: 'legendary' }], { startsInMs: 3 * HOUR_MS - 60_000 });
    const publishAt = new Date(s.clock.now().getTime() + 3 * HOUR_MS);
    const scheduled = await s.project(s.editor, { method: 'POST', url: STUDIO_API.publish(draft.id), payload: { publishAt: publishAt.toISOString() } });
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', publishAt: publishAt.toISOString() });
    await expectVisible(scheduled, false);

    // The main page and the project's collection, read (and cached) a millisecond before.
    s.clock.set(new Date(publishAt.getTime() - 1));
    expect(projectIdsOf(await main())).not.toContain(draft.id);
    expect(successData(await get(`${API.collection}?id=${s.webtoonId}`), collectionWithProjectsSchema).projects.map((item) => item.id)).not.toContain(draft.id);
    const themes = successData(await get(API.theme), z.array(collectionSchema));
    expect(failure(await get(`${API.project}?id=${draft.id}`)).code).toBe('PROJECT_NOT_FOUND');

    s.clock.set(publishAt);
    const page = await main();
    expect(projectIdsOf(page)).toContain(draft.id);
    expect(page.newestKeys.slice(0, 3).map((key) => key.id)).toEqual(draft.designs.map((design) => design.id).reverse());
    expect(successData(await get(`${API.collection}?id=${s.webtoonId}`), collectionWithProjectsSchema).projects.map((item) => item.id)).toContain(draft.id);
    const theme = (list: z.infer<typeof collectionSchema>[]) => list.find((item) => item.id === s.themeId)?.projectCount ?? 0;
    expect(theme(successData(await get(API.theme), z.array(collectionSchema)))).toBe(theme(themes) + 1);
    const published = await s.project(s.editor, { method: 'GET', url: STUDIO_API.project(draft.id) });
    expect(published).toMatchObject({ status: 'PUBLISHED', publishAt: publishAt.toISOString() });
    await expectVisible(published, true);
  });

  test('publishing now shows it at once, even over a cached main page; taking it back to draft hides it again', async () => {
    const draft = await draftWith(s, [{ supply: 40 }, { supply: 60 }]);
    expect(projectIdsOf(await main())).not.toContain(draft.id);
    const published = await s.project(s.editor, { method: 'POST', url: STUDIO_API.publish(draft.id), payload: { publishAt: null } });
    expect(published).toMatchObject({ status: 'PUBLISHED', publishAt: s.clock.now().toISOString() });
    await expectVisible(published, true);

    const hidden = await s.project(s.admin, { method: 'POST', url: STUDIO_API.unpublish(draft.id) });
    expect(hidden).toMatchObject({ status: 'DRAFT', publishAt: null });
    await expectVisible(hidden, false);
  });

  test('a project that sold a KEY cannot be taken back to draft, and its buyer keeps the KEY', async () => {
    const draft = await draftWith(s, [{ supply: 5 }]);
    await s.project(s.editor, { method: 'POST', url: STUDIO_API.publish(draft.id), payload: { publishAt: null } });
    const buyer = await createBuyer(s.t, `keeper-${backend}`);
    const bought = await s.inject(
      buyer,
      { method: 'POST', url: PURCHASE_API.coinReveal, payload: { projectId: draft.id, quantity: 1, agreeRefundPolicy: true } },
      { 'idempotency-key': `keeper-${backend}` },
    );
    expect(bought.statusCode).toBe(200);
    expect(failure(await s.inject(s.editor, { method: 'POST', url: STUDIO_API.unpublish(draft.id) }))).toMatchObject({
      status: 409,
      code: 'STUDIO_UNPUBLISH_SOLD',
    });
    const owned = await s.t.database.db.selectFrom('key_item').select('key_design_id').where('owner_id', '=', buyer.user.id).execute();
    expect(owned.map((row) => row.key_design_id)).toEqual([draft.designs[0]?.id]);
  });
});
