import { keyDetailSchema, mainPageSchema, projectDetailSchema, type MainPage } from 'shared-contract';
import { TestClock } from '../../../clock';
import { successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { invalidateCatalogCache } from '../catalog-cache';

const DAY_MS = 86_400_000;
const projectsOf = (main: MainPage) => main.webtoons.flatMap((group) => group.projects);

// A cache lifetime far longer than any test: whatever changes below changes because of the clock or invalidation.
describe.each(testBackends())('catalog read cache on %s', (backend) => {
  let t: TestApp;
  let clock: TestClock;
  const main = async () => successData(await t.app.inject({ method: 'GET', url: '/api/main' }), mainPageSchema);

  beforeAll(async () => {
    t = await createTestApp(backend, { catalogCacheTtlMs: 10 * 60_000 });
    if (!(t.clock instanceof TestClock)) throw new Error('test mode expected');
    clock = t.clock;
  });
  afterEach(() => {
    clock.reset();
    invalidateCatalogCache();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a cached main page changes as soon as the clock passes a sale start, and back when it returns', async () => {
    const before = await main();
    const upcoming = projectsOf(before).find((project) => project.saleStatus === 'upcoming');
    if (!upcoming) throw new Error('the seed has an upcoming project');
    expect(before.newestKeys.some((key) => key.projectId === upcoming.id)).toBe(false);

    clock.set(new Date(Date.parse(upcoming.saleStartsAt) + 1));
    const after = await main();
    expect(projectsOf(after).find((project) => project.id === upcoming.id)?.saleStatus).toBe('on_sale');
    expect(after.newestKeys[0]?.projectId).toBe(upcoming.id);

    clock.reset();
    const back = await main();
    expect(projectsOf(back).find((project) => project.id === upcoming.id)?.saleStatus).toBe('upcoming');
    expect(back.newestKeys).toEqual(before.newestKeys);
  });

  test('moving the test clock through the API changes a cached project right away', async () => {
    const project = async (id: number) => successData(await t.app.inject({ method: 'GET', url: `/api/project?id=${id}` }), projectDetailSchema);
    const upcoming = projectsOf(await main()).find((item) => item.saleStatus === 'upcoming');
    if (!upcoming) throw new Error('the seed has an upcoming project');
    expect((await project(upcoming.id)).saleStatus).toBe('upcoming');

    const moved = await t.app.inject({ method: 'POST', url: '/api/_test/clock', payload: { advanceMs: 30 * DAY_MS } });
    expect(moved.statusCode).toBe(200);
    expect((await project(upcoming.id)).saleStatus).toBe('on_sale');
  });

  test('a committed write to a catalog table is served on the next read, with no writer calling anything; other writes keep the cached answer', async () => {
    const [first] = (await main()).newestKeys;
    if (!first) throw new Error('the seed has released KEYs');
    const keyDetail = async () => successData(await t.app.inject({ method: 'GET', url: `/api/key/details?id=${first.id}` }), keyDetailSchema);
    expect((await keyDetail()).supplyRemaining).toBe(first.supplyRemaining);

    // Inside a transaction: not before its commit.
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('key_design')
        .set({ supply_remaining: first.supplyRemaining - 1 })
        .where('id', '=', first.id)
        .execute();
      expect((await main()).newestKeys[0]?.supplyRemaining).toBe(first.supplyRemaining);
    });
    expect((await main()).newestKeys[0]?.supplyRemaining).toBe(first.supplyRemaining - 1);
    expect((await keyDetail()).supplyRemaining).toBe(first.supplyRemaining - 1);

    // A write elsewhere (a notification) keeps the cached answer: the same bytes, the same ETag.
    const cached = await t.app.inject({ method: 'GET', url: '/api/main' });
    await t.database.db.updateTable('notification').set({ read_at: new Date() }).where('id', '=', -1).execute();
    const again = await t.app.inject({ method: 'GET', url: '/api/main' });
    expect(again.headers.etag).toBe(cached.headers.etag);
  });

  test('concurrent requests get the same answer', async () => {
    invalidateCatalogCache();
    const pages = await Promise.all(Array.from({ length: 20 }, () => main()));
    expect(new Set(pages.map((page) => JSON.stringify(page))).size).toBe(1);
  });
});
