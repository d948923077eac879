import { projectPageSchema, promotionDetailSchema, promotionListSchema, shopListSchema, type ProjectSummary } from 'shared-contract';
import { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';

describe.each(testBackends())('shop and promotion API on %s', (backend) => {
  let t: TestApp;
  const testClock = () => {
    if (!(t.clock instanceof TestClock)) throw new Error('test mode expected');
    return t.clock;
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  let all: ProjectSummary[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    all = successData(await get('/api/project/search?size=100'), projectPageSchema).items;
  });
  afterAll(async () => {
    await t?.close();
  });
  const list = async (query = '') => successData(await get(`/api/shop${query}`), shopListSchema);

  test('GET /api/shop lists exactly the projects on sale with supply left, newest first', async () => {
    const { items, total } = await list();
    const onSale = all.filter((project) => project.saleStatus === 'on_sale');
    expect(onSale.length).toBeGreaterThanOrEqual(3);
    expect(items.map((project) => project.id)).toEqual(onSale.map((project) => project.id));
    expect(total).toBe(onSale.length);
    expect(items.every((project) => project.supplyRemaining > 0 && project.priceGold > 0)).toBe(true);
    const created = items.map((project) => Date.parse(project.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  test('sorts by price both ways and by remaining supply', async () => {
    const ascending = (await list('?sort=price_asc')).items.map((project) => project.priceGold);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list('?sort=price_desc')).items.map((project) => project.priceGold);
    expect(descending).toEqual([...ascending].sort((a, b) => b - a));
    const remaining = (await list('?sort=remaining')).items.map((project) => project.supplyRemaining);
    expect(remaining).toEqual([...remaining].sort((a, b) => b - a));
  });

  test('filters by webtoon, theme and rarity, and limits', async () => {
    const everything = (await list()).items;
    const [first] = everything;
    if (!first) throw new Error('no project on sale');
    const byWebtoon = (await list(`?webtoonId=${first.webtoonId}`)).items;
    expect(byWebtoon.map((project) => project.id)).toEqual(everything.filter((project) => project.webtoonId === first.webtoonId).map((project) => project.id));
    const byTheme = (await list(`?themeId=${first.themeId}`)).items;
    expect(byTheme.map((project) => project.id)).toEqual(everything.filter((project) => project.themeId === first.themeId).map((project) => project.id));
    const legendary = await t.database.db
      .selectFrom('key_design')
      .select('project_id')
      .where('rarity', '=', 'legendary')
      .where('supply_remaining', '>', 0)
      .execute();
    const withLegendary = new Set(legendary.map((row) => row.project_id));
    expect((await list('?rarity=legendary')).items.map((project) => project.id)).toEqual(
      everything.filter((project) => withLegendary.has(project.id)).map((project) => project.id),
    );
    const top2 = await list('?limit=2');
    expect(top2.items).toHaveLength(2);
    expect(top2.total).toBe(everything.length);
  });

  test('the sale window follows the server clock', async () => {
    const upcoming = all.find((project) => project.saleStatus === 'upcoming');
    if (!upcoming) throw new Error('no upcoming project');
    expect((await list()).items.some((project) => project.id === upcoming.id)).toBe(false);
    testClock().set(new Date(Date.parse(upcoming.saleStartsAt) + 1000));
    try {
      expect((await list()).items.some((project) => project.id === upcoming.id)).toBe(true);
    } finally {
      testClock().reset();
    }
  });

  test('an invalid query answers VALIDATION_FAILED', async () => {
    for (const query of ['?sort=cheapest', '?limit=0', '?webtoonId=abc', '?rarity=mythic']) {
      const error = failure(await get(`/api/shop${query}`));
      expect(error.status).toBe(400);
      expect(error.code).toBe('VALIDATION_FAILED');
    }
  });

  test('GET /api/promotion lists the banners; ?id= shows one with its linked project first', async () => {
    const promotions = successData(await get('/api/promotion'), promotionListSchema);
    expect(promotions.length).toBeGreaterThanOrEqual(3);
    for (const promotion of promotions) {
      const detail = successData(await get(`/api/promotion?id=${promotion.id}`), promotionDetailSchema);
      expect(detail.promotion).toEqual(promotion);
      expect(detail.projects.length).toBeGreaterThanOrEqual(1);
      expect(promotion.linkUrl).toBe(`/project?id=${detail.projects[0]?.id}`);
      const webtoonId = detail.projects[0]?.webtoonId;
      expect(detail.projects.every((project) => project.webtoonId === webtoonId)).toBe(true);
    }
    expect(failure(await get('/api/promotion?id=999999')).code).toBe('NOT_FOUND');
    expect(failure(await get('/api/promotion?id=x')).code).toBe('VALIDATION_FAILED');
  });
});
