import {
  collectionSchema,
  collectionWithProjectsSchema,
  keyDetailSchema,
  keyPageSchema,
  keySummarySchema,
  mainPageSchema,
  bannerSchema,
  projectDetailSchema,
  projectPageSchema,
  projectSummarySchema,
  type ProjectSummary,
} from 'shared-contract';
import sharp from 'sharp';
import { z } from 'zod';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';

const sold = (project: Pick<ProjectSummary, 'supplyTotal' | 'supplyRemaining'>) => project.supplyTotal - project.supplyRemaining;

describe.each(testBackends())('catalog API on %s', (backend) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('GET /api/main: banners, webtoon and theme collections with their projects, the 12 newest released KEYs', async () => {
    const main = successData(await get('/api/main'), mainPageSchema);
    expect(main.banners.length).toBeGreaterThanOrEqual(3);
    expect(main.webtoons.length).toBeGreaterThanOrEqual(3);
    expect(main.themes.length).toBeGreaterThanOrEqual(3);
    expect(main.webtoons.every((group) => group.collection.kind === 'webtoon')).toBe(true);
    expect(main.themes.every((group) => group.collection.kind === 'theme')).toBe(true);
    for (const group of [...main.webtoons, ...main.themes]) {
      expect(group.projects).toHaveLength(group.collection.projectCount);
      const column = group.collection.kind === 'webtoon' ? 'webtoonId' : 'themeId';
      expect(group.projects.every((project) => project[column] === group.collection.id)).toBe(true);
    }
    const inWebtoons = main.webtoons.flatMap((group) => group.projects.map((project) => project.id)).sort();
    const inThemes = main.themes.flatMap((group) => group.projects.map((project) => project.id)).sort();
    expect(inWebtoons.length).toBeGreaterThanOrEqual(8);
    expect(inThemes).toEqual(inWebtoons);

    expect(main.newestKeys).toHaveLength(12);
    const released = main.newestKeys.map((key) => Date.parse(key.releasedAt));
    expect([...released].sort((a, b) => b - a)).toEqual(released);
    expect(released.every((time) => time <= t.clock.now().getTime())).toBe(true);
    expect(main.newestKeys[0]?.imageUrl).toBe(`/api/art/key/${main.newestKeys[0]?.id}.webp`);
  });

  test('the seeded catalog has projects on sale, one upcoming and one sold out', async () => {
    const page = successData(await get('/api/project/search?size=100'), projectPageSchema);
    const statuses = page.items.map((project) => project.saleStatus);
    expect(statuses.filter((status) => status === 'upcoming')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'sold_out')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'on_sale').length).toBeGreaterThanOrEqual(6);
    const soldOut = page.items.find((project) => project.saleStatus === 'sold_out');
    expect(soldOut?.supplyRemaining).toBe(0);
    for (const project of page.items) {
      expect(project.priceGold).toBeGreaterThanOrEqual(100);
      expect(project.priceGold).toBeLessThanOrEqual(300);
      expect(project.priceUsdCents).toBeGreaterThan(0);
      expect(project.keyCount).toBe(6);
    }
  });

  test('GET /api/banner links every banner to an existing project', async () => {
    const banners = successData(await get('/api/banner'), z.array(bannerSchema));
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) {
      const match = /^\/project\?id=(\d+)$/.exec(banner.linkUrl);
      expect(match).not.toBeNull();
      const response = await get(`/api/project?id=${match?.[1]}`);
      expect(response.statusCode).toBe(200);
      expect(banner.title.ko).not.toBe(banner.title.en);
    }
  });

  test('GET /api/theme lists the theme collections', async () => {
    const themes = successData(await get('/api/theme'), z.array(collectionSchema));
    expect(themes.length).toBeGreaterThanOrEqual(3);
    expect(themes.every((theme) => theme.kind === 'theme' && theme.imageUrl === `/api/art/collection/${theme.id}.webp`)).toBe(true);
  });

  test('GET /api/collection/list?kind= gives the collections of that kind with their projects', async () => {
    const webtoons = successData(await get('/api/collection/list?kind=webtoon'), z.array(collectionWithProjectsSchema));
    expect(webtoons.map((group) => group.collection.name.en)).toContain('Moonlight Convenience Store');
    expect(webtoons.every((group) => group.collection.kind === 'webtoon')).toBe(true);
    const moonlight = webtoons.find((group) => group.collection.slug === 'moonlight-store');
    expect(moonlight?.projects.map((project) => project.title.ko).sort()).toEqual(['벚꽃 야간 근무', '새벽 세 시의 손님들']);

    const missingKind = failure(await get('/api/collection/list'));
    expect(missingKind).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(failure(await get('/api/collection/list?kind=novel')).status).toBe(400);
  });

  test('GET /api/project?id= gives the project with its collections and KEYs', async () => {
    const project = successData(await get('/api/project?id=1'), projectDetailSchema);
    expect(project.id).toBe(1);
    expect(project.title).toEqual({ ko: '새벽 세 시의 손님들', en: 'Guests at 3 A.M.' });
    expect(project.webtoon.id).toBe(project.webtoonId);
    expect(project.theme.id).toBe(project.themeId);
    expect(project.keys).toHaveLength(6);
    expect(project.keys.every((key) => key.projectId === 1)).toBe(true);
    expect(project.supplyTotal).toBe(project.keys.reduce((sum, key) => sum + key.supplyTotal, 0));
    expect(project.supplyRemaining).toBe(project.keys.reduce((sum, key) => sum + key.supplyRemaining, 0));
    expect(new Set(project.keys.map((key) => key.rarity))).toEqual(new Set(['common', 'rare', 'epic', 'legendary']));
  });

  test("an unknown project is a 404 PROJECT_NOT_FOUND in the reader's language (Korean by default)", async () => {
    expect(failure(await get('/api/project?id=99999'))).toMatchObject({
      status: 404,
      code: 'PROJECT_NOT_FOUND',
      message: '프로젝트를 찾을 수 없습니다.',
    });
    expect(failure(await get('/api/project?id=99999', { 'accept-language': 'en-US,en;q=0.9,ko;q=0.8' }))).toMatchObject({
      status: 404,
      code: 'PROJECT_NOT_FOUND',
      message: 'This project does not exist.',
    });
    expect(failure(await get('/api/project?id=99999', { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' })).message).toBe('프로젝트를 찾을 수 없습니다.');
  });

  test('invalid ids are 400 VALIDATION_FAILED naming the field', async () => {
    for (const url of ['/api/project?id=abc', '/api/project', '/api/project?id=-1', '/api/key/details?id=1.5']) {
      const error = failure(await get(url));
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: '입력값을 확인해 주세요.' });
      expect(error.raw.error.issues?.map((issue) => issue.path)).toContain('id');
    }
  });

  test('GET /api/project/search pages, filters and sorts', async () => {
    const all = successData(await get('/api/project/search'), projectPageSchema);
    expect(all).toMatchObject({ page: 1, size: 20 });
    expect(all.total).toBe(all.items.length);
    const created = all.items.map((project) => Date.parse(project.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);

    const second = successData(await get('/api/project/search?page=2&size=4'), projectPageSchema);
    expect(second.items.map((project) => project.id)).toEqual(all.items.slice(4, 8).map((project) => project.id));
    expect(second.total).toBe(all.total);

    const popular = successData(await get('/api/project/search?sort=popular'), projectPageSchema);
    const soldCounts = popular.items.map(sold);
    expect([...soldCounts].sort((a, b) => b - a)).toEqual(soldCounts);

    const byTitleEn = successData(await get('/api/project/search?sort=title', { 'accept-language': 'en' }), projectPageSchema);
    const titles = byTitleEn.items.map((project) => project.title.en);
    expect([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(titles);

    const theme = all.items[0]?.themeId ?? 0;
    const inTheme = successData(await get(`/api/project/search?collectionId=${theme}&kind=theme`), projectPageSchema);
    expect(inTheme.items.length).toBeGreaterThan(0);
    expect(inTheme.items.every((project) => project.themeId === theme)).toBe(true);

    const query = successData(await get(`/api/project/search?q=${encodeURIComponent('검')}`), projectPageSchema);
    expect(query.items.map((project) => project.title.en)).toEqual(['The First Blade']);

    expect(failure(await get('/api/project/search?size=101')).code).toBe('VALIDATION_FAILED');
    expect(failure(await get('/api/project/search?sort=cheapest')).code).toBe('VALIDATION_FAILED');
  });

  test('GET /api/project/other-keys excludes the given KEY', async () => {
    const keys = successData(await get('/api/project/other-keys?projectId=2&excludeKeyId=8'), z.array(keySummarySchema));
    expect(keys).toHaveLength(5);
    expect(keys.map((key) => key.id)).not.toContain(8);
    expect(keys.every((key) => key.projectId === 2)).toBe(true);
    const allOfProject = successData(await get('/api/project/other-keys?projectId=2'), z.array(keySummarySchema));
    expect(allOfProject.map((key) => key.id)).toContain(8);
    expect(failure(await get('/api/project/other-keys?projectId=99999')).code).toBe('PROJECT_NOT_FOUND');
    expect(failure(await get('/api/project/other-keys')).code).toBe('VALIDATION_FAILED');
  });

  test('GET /api/search/project matches Korean and English titles, case-insensitively', async () => {
    const korean = successData(await get(`/api/search/project?q=${encodeURIComponent('한강')}`), z.array(projectSummarySchema));
    expect(korean.map((project) => project.title.en)).toEqual(['Duel on the Han River']);
    const english = successData(await get('/api/search/project?q=GUESTS%20AT'), z.array(projectSummarySchema));
    expect(english.map((project) => project.title.ko)).toEqual(['새벽 세 시의 손님들']);
    expect(successData(await get('/api/search/project?q=%25'), z.array(projectSummarySchema))).toEqual([]);
    expect(successData(await get('/api/search/project?q=nothing-like-this'), z.array(projectSummarySchema))).toEqual([]);
    expect(failure(await get('/api/search/project?q=%20%20'))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(failure(await get(`/api/search/project?q=${'a'.repeat(51)}`)).status).toBe(400);
  });

  test('GET /api/search/key finds a seeded KEY by its Korean and by its English name, at most 20', async () => {
    const korean = successData(await get(`/api/search/key?q=${encodeURIComponent('보름달')}`), z.array(keySummarySchema));
    expect(korean.map((key) => key.name)).toEqual([{ ko: '보름달 점장', en: 'Full-Moon Manager' }]);
    const english = successData(await get('/api/search/key?q=full-moon'), z.array(keySummarySchema));
    expect(english.map((key) => key.id)).toEqual(korean.map((key) => key.id));
    const many = successData(await get('/api/search/key?q=e'), z.array(keySummarySchema));
    expect(many).toHaveLength(20);
  });

  test('GET /api/search/projectForTop6 gives 6 projects, most sold first', async () => {
    const top = successData(await get('/api/search/projectForTop6'), z.array(projectSummarySchema));
    expect(top).toHaveLength(6);
    const counts = top.map(sold);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const all = successData(await get('/api/project/search?size=100'), projectPageSchema);
    const best = Math.max(...all.items.map(sold));
    expect(sold(top[0] ?? { supplyTotal: 0, supplyRemaining: 0 })).toBe(best);
    expect(top.map((project) => project.saleStatus)).not.toContain('upcoming');
  });

  test('GET /api/key/details?id= gives the KEY, its project, hidden properties and its activities', async () => {
    const key = successData(await get('/api/key/details?id=6'), keyDetailSchema);
    expect(key.name).toEqual({ ko: '보름달 점장', en: 'Full-Moon Manager' });
    expect(key.rarity).toBe('legendary');
    expect(key.project.id).toBe(key.projectId);
    expect(key.project.description.ko.length).toBeGreaterThan(10);
    expect(key.properties.length).toBeGreaterThan(0);
    expect(key.activities.map((activity) => activity.type)).toEqual(['RELEASE']);
    expect(key.activities[0]?.occurredAt).toBe(key.releasedAt);
    expect(key.description.en).toContain('Guests at 3 A.M.');
    expect(failure(await get('/api/key/details?id=99999'))).toMatchObject({ status: 404, code: 'KEY_NOT_FOUND', message: 'KEY를 찾을 수 없습니다.' });
  });

  test('GET /api/key/all pages, filters by project and sorts', async () => {
    const first = successData(await get('/api/key/all'), keyPageSchema);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(48);
    const byRarity = successData(await get('/api/key/all?sort=rarity&size=100'), keyPageSchema);
    const ranks = byRarity.items.map((key) => ['legendary', 'epic', 'rare', 'common'].indexOf(key.rarity));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    const ofProject = successData(await get('/api/key/all?projectId=3&sort=name'), keyPageSchema);
    expect(ofProject.total).toBe(6);
    expect(ofProject.items.every((key) => key.projectId === 3)).toBe(true);
    const last = successData(await get(`/api/key/all?size=20&page=${Math.ceil(first.total / 20)}`), keyPageSchema);
    expect(last.items.length).toBe(first.total - 20 * (Math.ceil(first.total / 20) - 1));
  });

  test('GET /api/art/{kind}/:id.svg serves generated SVG art, kept an hour and then revalidated by its ETag', async () => {
    const response = await get('/api/art/key/6.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=604800');
    const etag = String(response.headers.etag);
    const revalidated = await get('/api/art/key/6.svg', { 'if-none-match': etag });
    expect([revalidated.statusCode, revalidated.body, revalidated.headers.etag]).toEqual([304, '', etag]);
    // Each form has its own validator.
    expect((await get('/api/art/key/6.webp', { 'if-none-match': etag })).statusCode).toBe(200);
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body).toContain('보름달 점장');
    expect(response.body).toContain('LEGENDARY');
    expect(response.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    for (const url of ['/api/art/project/1.svg', '/api/art/collection/1.svg', '/api/art/banner/1.svg']) {
      const art = await get(url);
      expect(art.statusCode).toBe(200);
      expect(art.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
    expect(failure(await get('/api/art/key/99999.svg'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(failure(await get('/api/art/poster/1.svg')).status).toBe(400);
  });

  test('GET /api/art/{kind}/:id.webp and .png serve the same art drawn at twice its size', async () => {
    const main = successData(await get('/api/main'), mainPageSchema);
    const cards = [main.newestKeys[0]?.imageUrl, main.webtoons[0]?.projects[0]?.imageUrl, main.themes[0]?.collection.imageUrl];
    expect(cards.every((url) => url?.endsWith('.webp'))).toBe(true);
    // The one large picture of a page stays SVG: the banner, a project's and a KEY's own page; their lists are WebP.
    expect(main.banners[0]?.imageUrl).toMatch(/\.svg$/);
    const project = successData(await get('/api/project?id=1'), projectDetailSchema);
    expect(project.imageUrl).toBe('/api/art/project/1.svg');
    expect(project.keys[0]?.imageUrl).toBe(`/api/art/key/${project.keys[0]?.id}.webp`);
    const key = successData(await get('/api/key/details?id=6'), keyDetailSchema);
    expect([key.imageUrl, key.project.imageUrl]).toEqual(['/api/art/key/6.svg', `/api/art/project/${key.projectId}.webp`]);
    for (const [url, type, size] of [
      ['/api/art/key/6.webp', 'webp', [600, 840]],
      ['/api/art/key/6.png', 'png', [600, 840]],
      ['/api/art/project/1.webp', 'webp', [1200, 800]],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${type}`);
      expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=604800');
      expect((await get(url, { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);
      const { format, width, height } = await sharp(response.rawPayload).metadata();
      expect([format, width, height]).toEqual([type, ...size]);
    }
    expect(failure(await get('/api/art/key/99999.webp'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(failure(await get('/api/art/key/6.gif')).status).toBe(400);
    expect(failure(await get('/api/art/key/9999999999.webp'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
