import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { API, coinRevealResultSchema, keySummarySchema, mainPageSchema, PURCHASE_API, projectDetailSchema, type MainPage } from 'shared-contract';
import { z } from 'zod';
import { TestClock } from '../../../clock';
import { unannounced } from '../../../db/committed-writes';
import { COMPRESS_THRESHOLD } from '../../../http/cached-reply';
import { successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import { invalidateCatalogCache } from '../catalog-cache';

const DAY_MS = 86_400_000;
const ETAG = /^"[\w-]{22}"$/;
const projectsOf = (main: MainPage) => main.webtoons.flatMap((group) => group.projects);

/** Every catalog read that goes through the cache (ids 1 exist in the seed). */
const CACHED_URLS = [
  API.main,
  API.contentsList,
  API.banner,
  API.theme,
  `${API.collection}?id=1`,
  `${API.collectionList}?kind=webtoon`,
  `${API.collectionList}?kind=theme`,
  `${API.project}?id=1`,
  API.searchTop6,
  `${API.keyDetails}?id=1`,
  `${API.projectOtherKeys}?projectId=1`,
  `${API.projectOtherKeys}?projectId=1&excludeKeyId=1`,
];

/** The body exactly as Fastify's serializer (JSON.stringify) writes it: parsing and writing again changes nothing. */
const expectSerializedJson = (response: LightMyRequestResponse) => {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.body).toBe(JSON.stringify(JSON.parse(response.body)));
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
};

describe.each(testBackends())('catalog reads as stored bytes with an ETag on %s', (backend) => {
  let t: TestApp;
  let uncached: TestApp;
  let clock: TestClock;
  const get = (url: string, headers: Record<string, string> = {}, app: TestApp = t) => app.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(backend, { catalogCacheTtlMs: 10 * 60_000, env: { SERVICE_TERMINATES_AT: '2099-01-01T00:00:00Z' } });
    if (!(t.clock instanceof TestClock)) throw new Error('test mode expected');
    clock = t.clock;
    // The same database and clock, with the cache turned off.
    uncached = await createTestApp(backend, { database: t.database, clock, catalogCacheTtlMs: 0 });
  });
  afterEach(() => {
    clock.reset();
    invalidateCatalogCache();
  });
  afterAll(async () => {
    await uncached?.close();
    await t?.close();
  });

  test('every cached read answers the same JSON envelope, with a strong ETag that stays while the data does', async () => {
    for (const url of CACHED_URLS) {
      const first = await get(url);
      expect([url, first.statusCode]).toEqual([url, 200]);
      expectSerializedJson(first);
      expect((JSON.parse(first.body) as { result: string }).result).toBe('SUCCESS');
      expect(first.headers).toMatchObject({ etag: expect.stringMatching(ETAG), 'cache-control': 'no-cache', vary: 'accept-encoding' });
      expect(first.headers['content-encoding']).toBeUndefined();

      const again = await get(url);
      expect([url, again.headers.etag]).toEqual([url, first.headers.etag]);
      expect(again.body).toBe(first.body);

      // Recomputed after an invalidation with nothing changed: the same bytes, so the same ETag.
      invalidateCatalogCache();
      expect([url, (await get(url)).headers.etag]).toEqual([url, first.headers.etag]);

      // Without the cache (TTL 0): the same bytes and ETag.
      const direct = await get(url, {}, uncached);
      expect([url, direct.headers.etag]).toEqual([url, first.headers.etag]);
      expect(direct.body).toBe(first.body);
    }
  });

  test('If-None-Match with the current ETag (also weak, also in a list, or *) is a 304 without a body', async () => {
    const { etag } = (await get(API.main)).headers;
    if (typeof etag !== 'string') throw new Error('an ETag expected');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '"a",W/"b" ,  ' + etag, '*']) {
      const revalidated = await get(API.main, { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br, gzip' });
      expect([ifNoneMatch, revalidated.statusCode]).toEqual([ifNoneMatch, 304]);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers).toMatchObject({ etag, 'cache-control': 'no-cache', vary: 'accept-encoding' });
      expect(revalidated.headers['content-encoding']).toBeUndefined();
    }
    const other = await get(API.main, { 'if-none-match': '"not-it", W/"nor-this"' });
    expect(other.statusCode).toBe(200);
    expectSerializedJson(other);

    const uncachedEtag = (await get(API.main, {}, uncached)).headers.etag;
    expect((await get(API.main, { 'if-none-match': String(uncachedEtag) }, uncached)).statusCode).toBe(304);
  });

  test('after a purchase the ETag changes and the old one is answered in full', async () => {
    const { projectId } = await createSaleProject(t, [10]);
    const url = `${API.project}?id=${projectId}`;
    const before = await get(url);
    const beforeMain = await get(API.main);
    const othersUrl = `${API.projectOtherKeys}?projectId=${projectId}`;
    const beforeOthers = await get(othersUrl);
    const oldEtag = String(before.headers.etag);
    expect((await get(url, { 'if-none-match': oldEtag })).statusCode).toBe(304);

    const buyer = await createBuyer(t, 'etag');
    successData(
      await t.app.inject({
        method: 'POST',
        url: PURCHASE_API.coinReveal,
        headers: { ...buyer.auth, 'idempotency-key': `etag-${backend}` },
        payload: { projectId, quantity: 1, agreeRefundPolicy: true },
      }),
      coinRevealResultSchema,
    );

    const after = await get(url, { 'if-none-match': oldEtag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toMatch(ETAG);
    expect(after.headers.etag).not.toBe(oldEtag);
    expect(successData(after, projectDetailSchema).supplyRemaining).toBe(successData(before, projectDetailSchema).supplyRemaining - 1);
    // A KEY's page lists its project's KEYs with their supply: that answer changed too.
    const afterOthers = await get(othersUrl, { 'if-none-match': String(beforeOthers.headers.etag) });
    expect(afterOthers.statusCode).toBe(200);
    const remaining = (response: LightMyRequestResponse) => successData(response, z.array(keySummarySchema)).map((key) => key.supplyRemaining);
    expect(remaining(afterOthers)).toEqual(remaining(beforeOthers).map((count) => count - 1));
    // The main page lists the new project too, so its answer changed as well.
    expect((await get(API.main, { 'if-none-match': String(beforeMain.headers.etag) })).statusCode).toBe(200);
  });

  test('moving the test clock past a sale start changes the ETag; moving it back restores the old one', async () => {
    const before = await get(API.main);
    const upcoming = projectsOf(successData(before, mainPageSchema)).find((project) => project.saleStatus === 'upcoming');
    if (!upcoming) throw new Error('the seed has an upcoming project');

    const moved = await t.app.inject({ method: 'POST', url: '/api/_test/clock', payload: { advanceMs: 30 * DAY_MS } });
    expect(moved.statusCode).toBe(200);
    const after = await get(API.main, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(projectsOf(successData(after, mainPageSchema)).find((project) => project.id === upcoming.id)?.saleStatus).not.toBe('upcoming');

    clock.reset();
    const back = await get(API.main);
    expect(back.headers.etag).toBe(before.headers.etag);
    expect(back.body).toBe(before.body);
  });

  test('gzip and brotli bodies decode to the same JSON; identity when neither is accepted', async () => {
    const plain = await get(API.main);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);
    const decoded = (response: LightMyRequestResponse) => {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
      if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
      return response.body;
    };
    const cases: Array<[string, string | undefined]> = [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['x-gzip', 'gzip'],
      ['*', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['*;q=0', undefined],
      ['identity', undefined],
      // An encoding the route does not make: identity, and @fastify/compress does not deflate it per request.
      ['deflate', undefined],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const response = await get(API.main, { 'accept-encoding': acceptEncoding });
      expect([acceptEncoding, response.statusCode, response.headers['content-encoding']]).toEqual([acceptEncoding, 200, expected]);
      expect(response.headers).toMatchObject({ etag: plain.headers.etag, vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' });
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      if (expected) expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(response)).toBe(plain.body);
    }
    // The stored encodings are reused: the same bytes on the next request.
    const [br1, br2] = [await get(API.main, { 'accept-encoding': 'br' }), await get(API.main, { 'accept-encoding': 'br' })];
    expect(br1.rawPayload.equals(br2.rawPayload)).toBe(true);
  });

  test('HEAD answers the headers of GET without a body, and 304 on a matching ETag', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const full = await get(API.main, { 'accept-encoding': acceptEncoding });
      const head = await t.app.inject({ method: 'HEAD', url: API.main, headers: { 'accept-encoding': acceptEncoding } });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      expect(head.headers).toMatchObject({
        etag: full.headers.etag,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(full.rawPayload.length),
        vary: 'accept-encoding',
      });
      expect(head.headers['content-encoding']).toBe(full.headers['content-encoding']);
    }
    const etag = String((await get(API.main)).headers.etag);
    const head = await t.app.inject({ method: 'HEAD', url: API.main, headers: { 'if-none-match': etag } });
    expect(head.statusCode).toBe(304);
    expect(head.rawPayload.length).toBe(0);
  });

  test('errors are not cached and keep their envelope and language', async () => {
    const missing = await get(`${API.project}?id=999999`, { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((JSON.parse(missing.body) as { error: { code: string } }).error.code).toBe('PROJECT_NOT_FOUND');
    const korean = await get(`${API.project}?id=999999`, { 'accept-language': 'ko' });
    expect(korean.body).not.toBe(missing.body);
  });
});

describe.each(testBackends())('catalog cache refresh ahead of expiry on %s', (backend) => {
  const TTL_MS = 5000;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { catalogCacheTtlMs: TTL_MS });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a request in the last quarter of the TTL is answered from the entry and refreshes it before it expires', async () => {
    const banner = () => t.app.inject({ method: 'GET', url: API.banner });
    const first = await banner();
    const loadedBy = performance.now();
    const [row] = await t.database.db.selectFrom('banner').select(['id', 'title_en']).orderBy('sort_order').orderBy('id').limit(1).execute();
    if (!row) throw new Error('the seed has banners');
    // A change this instance was not told of (as another api instance's write): only the TTL or the refresh brings it.
    await unannounced(() =>
      t.database.db
        .updateTable('banner')
        .set({ title_en: `${row.title_en} (refreshed)` })
        .where('id', '=', row.id)
        .execute(),
    );

    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 0.78));
    const stale = await banner();
    expect(stale.body).toBe(first.body);

    let seenAt = Number.POSITIVE_INFINITY;
    while (performance.now() - loadedBy < TTL_MS * 1.5) {
      const startedAt = performance.now();
      if ((await banner()).body !== first.body) {
        seenAt = startedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Without the refresh the change would show only once the entry expires, TTL_MS after it was loaded.
    expect(seenAt - loadedBy).toBeLessThan(TTL_MS - 100);
  });
});
