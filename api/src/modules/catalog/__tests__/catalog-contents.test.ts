import { API, collectionWithProjectsSchema, contentListSchema, ERRORS, mainPageSchema } from 'shared-contract';
import { z } from 'zod';
import { failure, successData } from '../../../testing/envelope';
import { createSaleProject } from '../../../testing/test-commerce';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { invalidateCatalogCache } from '../catalog-cache';

// A cache lifetime far longer than any test: what changes below changes because a write invalidated the cache.
describe.each(testBackends())('GET /api/contents/list and GET /api/collection on %s', (backend) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const main = async () => successData(await get(API.main), mainPageSchema);
  const contents = async () => successData(await get(API.contentsList), contentListSchema);

  beforeAll(async () => {
    t = await createTestApp(backend, { catalogCacheTtlMs: 10 * 60_000 });
  });
  afterEach(() => invalidateCatalogCache());
  afterAll(async () => {
    await t?.close();
  });

  test('the content lists are what the main page composes: its banners, its webtoon then theme sections, its newest KEYs', async () => {
    const page = await main();
    const lists = await contents();
    expect(lists.banners).toEqual(page.banners);
    expect(lists.banners.length).toBeGreaterThanOrEqual(3);
    expect(lists.sections).toEqual(
      [...page.webtoons, ...page.themes].map(({ collection, projects }) => ({
        kind: collection.kind,
        collectionId: collection.id,
        title: collection.name,
        projects: projects.map((project) => ({ id: project.id, title: project.title })),
      })),
    );
    expect(lists.sections.filter((section) => section.kind === 'webtoon').length).toBeGreaterThanOrEqual(3);
    expect(lists.sections.filter((section) => section.kind === 'theme').length).toBeGreaterThanOrEqual(3);
    expect(lists.newestKeys).toEqual(page.newestKeys.map((key) => ({ id: key.id, title: key.name })));
    expect(lists.newestKeys).toHaveLength(12);
  });

  test('cached with the main page: a new project shows in both as soon as its write is committed', async () => {
    await main();
    await contents();
    const { projectId } = await createSaleProject(t, [2]);
    const listed = (lists: z.infer<typeof contentListSchema>) => lists.sections.some((section) => section.projects.some((project) => project.id === projectId));
    expect(listed(await contents())).toBe(true);
    expect((await main()).webtoons.some((group) => group.projects.some((project) => project.id === projectId))).toBe(true);

    const first = await get(API.contentsList);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(API.contentsList, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  test('GET /api/collection?id= answers one collection with its projects, as the list of its kind has it', async () => {
    for (const kind of ['webtoon', 'theme'] as const) {
      const list = successData(await get(`${API.collectionList}?kind=${kind}`), z.array(collectionWithProjectsSchema));
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const group of list) {
        const one = successData(await get(`${API.collection}?id=${group.collection.id}`), collectionWithProjectsSchema);
        expect(one).toEqual(group);
        expect(one.projects).toHaveLength(one.collection.projectCount);
      }
    }
    const moonlight = successData(await get(`${API.collectionList}?kind=webtoon`), z.array(collectionWithProjectsSchema)).find(
      (group) => group.collection.slug === 'moonlight-store',
    );
    const answer = successData(await get(`${API.collection}?id=${moonlight?.collection.id}`), collectionWithProjectsSchema);
    expect(answer.collection.name.en).toBe('Moonlight Convenience Store');
    expect(answer.projects.map((project) => project.title.ko)).toEqual(expect.arrayContaining(['벚꽃 야간 근무', '새벽 세 시의 손님들']));
  });

  test('an unknown collection is COLLECTION_NOT_FOUND (404, ko and en); a bad id is VALIDATION_FAILED', async () => {
    const ids = (await contents()).sections.map((section) => section.collectionId);
    const unknown = Math.max(...ids) + 1000;
    for (const language of ['ko', 'en'] as const) {
      const refused = failure(await get(`${API.collection}?id=${unknown}`, { 'accept-language': language }));
      expect(refused).toMatchObject({ status: 404, code: 'COLLECTION_NOT_FOUND', message: ERRORS.COLLECTION_NOT_FOUND[language] });
    }
    for (const query of ['', '?id=abc', '?id=0', '?id=99999999999']) {
      expect(failure(await get(`${API.collection}${query}`))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});
