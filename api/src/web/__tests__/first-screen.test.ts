import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  API,
  answerKey,
  FIRST_SCREEN_DATA_ID,
  formatKst,
  keyDetailSchema,
  MAIN_ON_SALE_QUERY,
  mainPageSchema,
  MARKET_API,
  marketKeySetSchema,
  marketPricesSchema,
  otherKeysResponseSchema,
  projectDetailSchema,
  SHOP_API,
  shopListSchema,
  type FirstScreenData,
  type MainPage,
} from 'shared-contract';
import { invalidateCatalogCache } from '../../modules/catalog/catalog-cache';
import { successData } from '../../testing/envelope';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testBackends } from '../../testing/test-database';

/** As html-webpack-plugin writes it: minified, attribute quotes dropped where it can. */
const INDEX_HTML =
  '<!doctype html><html lang=ko><head><meta charset=utf-8><meta name=description content="plain"><title>KEYS</title>' +
  '<script defer src=/470.0123456789ab.js></script><script defer src=/main.0123456789ab.js></script>' +
  '<link rel=preload as=script href=/470.0123456789ab.js fetchpriority=low><link rel=preload as=script href=/87.0123456789ab.js fetchpriority=low>' +
  '</head><body><div id=root></div></body></html>';

function webRoot() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'keys-first-screen-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX_HTML);
  return root;
}

const html = (headers: Record<string, string> = {}) => ({ accept: 'text/html,*/*;q=0.8', ...headers });

/** The JSON the page carries for its queries. */
function inlinedData(body: string): FirstScreenData {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`).exec(body);
  if (!match?.[1]) throw new Error('the page carries no first-screen data');
  return JSON.parse(match[1]) as FirstScreenData;
}

describe.each(testBackends())('the first screen of /main drawn by the server (%s)', (kind) => {
  let served: TestApp;
  let main: MainPage;

  beforeAll(async () => {
    served = await createTestApp(kind, { env: { WEB_ROOT: webRoot() } });
    main = successData(await served.app.inject({ method: 'GET', url: API.main }), mainPageSchema);
  });
  afterAll(() => served.close());

  const page = async (headers: Record<string, string>) => {
    const response = await served.app.inject({ method: 'GET', url: '/main', headers: html(headers) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-language');
    return response.body;
  };

  test('in Korean: the banner, the on-sale projects and the collections, with the app hidden until it takes over', async () => {
    const body = await page({ 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' });
    const [banner] = main.banners;
    expect(banner).toBeDefined();
    expect(body).toContain('<html lang="ko">');
    expect(body).toContain(`<strong>${banner?.title.ko}</strong>`);
    expect(body).toContain(`<link rel="preload" as="image" href="${banner?.imageUrl}" fetchpriority="high" />`);
    expect(body).toContain('>지금 판매 중</h2>');
    expect(body).toContain('>웹툰 컬렉션</h2>');
    expect(body).toContain(main.webtoons[0]?.projects[0]?.title.ko);
    expect(body).toContain('<div id="root" hidden></div>');
    // The first paint waits for the end of the first screen (a half-parsed top bar shifted as its links arrived).
    expect(body.split('</head>')[0]).toContain('<link rel="expect" href="#fs-end" blocking="render" />');
    const end = body.indexOf('<div id="fs-end"></div>');
    expect(end).toBeGreaterThan(body.indexOf('>웹툰 컬렉션</h2>'));
    expect(end).toBeLessThan(body.indexOf('<div id="root" hidden></div>'));
    expect(body.indexOf('id="first-screen"')).toBeLessThan(body.indexOf('id="root"'));
    // The app starts after the first paint: no script tag or script preload in the head, its list and start at the end.
    const [head = '', afterHead = ''] = body.split('</head>');
    expect(head).not.toMatch(/<script|as=script/);
    const start = /<script type="application\/json" id="app-scripts">(.*?)<\/script><script>(.*?)<\/script><\/body>/.exec(afterHead);
    // A script it runs is not preloaded as well (each is a request the page's thread starts).
    expect(JSON.parse(start?.[1] ?? 'null')).toEqual({ run: ['/470.0123456789ab.js', '/main.0123456789ab.js'], preload: ['/87.0123456789ab.js'] });
    expect(start?.[2]).toContain('requestAnimationFrame');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).not.toContain('content="plain"');
  });

  test('in English from Accept-Language, and from the saved choice over Accept-Language', async () => {
    const choices: Array<Record<string, string>> = [{ 'accept-language': 'fr-FR, en;q=0.8' }, { 'accept-language': 'ko-KR', cookie: 'other=1; keys-lang=en' }];
    for (const headers of choices) {
      const body = await page(headers);
      expect(body).toContain('<html lang="en">');
      expect(body).toContain(`<strong>${main.banners[0]?.title.en}</strong>`);
      expect(body).toContain('>On sale now</h2>');
      // The data carries both languages; what is drawn is in one.
      expect(body.split(`id="${FIRST_SCREEN_DATA_ID}"`)[0]).not.toContain('지금 판매 중');
    }
    expect(await page({ 'accept-language': 'en', cookie: 'keys-lang=ko' })).toContain('<html lang="ko">');
    expect(await page({})).toContain('<html lang="ko">');
  });

  test('a request with a session cookie gets "My page" where a visitor gets "Sign in", and the page says which it was drawn for', async () => {
    const visitor = await page({ 'accept-language': 'en' });
    expect(visitor).toContain('href="/user/login">');
    expect(visitor).not.toContain('My page');
    // The top bar's menu, as the shell shows it (issue 15: the shop, the market and the promotion lead it).
    expect(visitor).toContain(
      '<li><a class="fs-link" href="/shop">Shop</a></li><li><a class="fs-link" href="/shop?tab=market">Market</a></li><li><a class="fs-link" href="/promotion">Promotion</a></li><li><a class="fs-link" href="/cabinet">Cabinet</a></li>',
    );
    expect(inlinedData(visitor).sessionCookie).toBe(false);
    const member = await page({ 'accept-language': 'en', cookie: 'keys-lang=en; authjs.session-token=eyJhbGciOi' });
    expect(member).toContain('href="/my">');
    expect(member).toContain('<span class="fs-wide">My page</span></a>');
    expect(member).not.toContain('href="/user/login"');
    expect(inlinedData(member).sessionCookie).toBe(true);
  });

  test('carries the answers the page starts from, exactly as the api gives them', async () => {
    const { answers } = inlinedData(await page({ 'accept-language': 'ko' }));
    const onSaleKey = answerKey(SHOP_API.shop, MAIN_ON_SALE_QUERY);
    expect(Object.keys(answers).sort()).toEqual([API.main, onSaleKey].sort());
    expect(answers[API.main]).toEqual(main);
    expect(answers[onSaleKey]).toEqual(successData(await served.app.inject({ method: 'GET', url: onSaleKey }), shopListSchema));
  });

  test('text from the catalogue is escaped, and no answer can close the data element', async () => {
    await served.database.db
      .updateTable('banner')
      .set({ title_ko: '<img src=x onerror=alert(1)></script>' })
      .where('id', '=', main.banners[0]?.id ?? 0)
      .execute();
    invalidateCatalogCache();
    const body = await page({ 'accept-language': 'ko' });
    expect(body).not.toContain('<img src=x onerror');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;');
    expect(inlinedData(body).answers[API.main]).toBeDefined();
    // The data, the app's script list and its start: nothing from the catalogue closed one early.
    expect(body.match(/<\/script>/g)?.length).toBe(3);
  });

  test('/key/details: its title, description and image in the head, its first screen drawn, its answer in the page', async () => {
    const key = successData(await served.app.inject({ method: 'GET', url: `${API.keyDetails}?id=1` }), keyDetailSchema);
    const keySet = successData(await served.app.inject({ method: 'GET', url: MARKET_API.keySet(1) }), marketKeySetSchema);
    const prices = successData(await served.app.inject({ method: 'GET', url: `${MARKET_API.prices}?keyDesignId=1` }), marketPricesSchema);
    const otherKeysUrl = answerKey(API.projectOtherKeys, { projectId: key.projectId, excludeKeyId: 1 });
    const otherKeys = successData(await served.app.inject({ method: 'GET', url: otherKeysUrl }), otherKeysResponseSchema);
    expect(otherKeys.length).toBeGreaterThan(0);
    const rarity = { common: ['커먼', 'Common'], rare: ['레어', 'Rare'], epic: ['에픽', 'Epic'], legendary: ['레전더리', 'Legendary'] }[key.rarity];
    for (const [language, index, remaining] of [
      ['ko', 0, '남은 수량'],
      ['en', 1, 'Remaining'],
    ] as const) {
      const keyPage = (await served.app.inject({ method: 'GET', url: '/key/details?id=1', headers: html({ 'accept-language': language }) })).body;
      const drawn = keyPage.split(`id="${FIRST_SCREEN_DATA_ID}"`)[0] ?? '';
      expect(drawn).toContain(`<html lang="${language}">`);
      expect(drawn).toContain(`<title>${key.name[language]} · KEYS</title>`);
      expect(drawn).toContain(`<link rel="preload" as="image" href="${key.imageUrl}" fetchpriority="high" />`);
      expect(drawn).toContain(`<h1>${key.name[language]}</h1>`);
      expect(drawn).toContain(`>${rarity[index]}</span>`);
      expect(drawn).toContain(`href="/project?id=${key.projectId}">${key.projectTitle[language]}</a>`);
      expect(drawn).toContain(`${remaining} ${key.supplyRemaining.toLocaleString('en-US')} / ${key.supplyTotal.toLocaleString('en-US')}`);
      expect(drawn).toContain(`<img src="${key.imageUrl}" alt="${key.name[language]}" width="300" height="420"`);
      expect(drawn).toContain('<div id="root" hidden></div>');
      // The listings and prices panels under the first screen start from the page too (no shift when they would load),
      // and so do the project's other KEYs (no long task drawing their cards after the take-over).
      expect(inlinedData(keyPage).answers).toEqual({
        [answerKey(API.keyDetails, { id: 1 })]: key,
        [answerKey(MARKET_API.keySet(1))]: keySet,
        [answerKey(MARKET_API.prices, { keyDesignId: 1 })]: prices,
        [otherKeysUrl]: otherKeys,
      });
    }
  });

  test('/project: its title, description and image in the head, its first screen drawn, its answer in the page', async () => {
    const project = successData(await served.app.inject({ method: 'GET', url: `${API.project}?id=2` }), projectDetailSchema);
    const words = {
      ko: { status: { upcoming: '판매 예정', on_sale: '판매 중', sold_out: '품절', ended: '판매 종료' }, creator: '크리에이터', gold: '골드' },
      en: { status: { upcoming: 'Coming soon', on_sale: 'On sale', sold_out: 'Sold out', ended: 'Sale ended' }, creator: 'Creator', gold: 'Gold' },
    };
    for (const language of ['ko', 'en'] as const) {
      const projectPage = (await served.app.inject({ method: 'GET', url: '/project?id=2', headers: html({ 'accept-language': language }) })).body;
      const drawn = projectPage.split(`id="${FIRST_SCREEN_DATA_ID}"`)[0] ?? '';
      expect(drawn).toContain(`<title>${project.title[language]} · KEYS</title>`);
      expect(drawn).toContain(`content="${project.description[language].slice(0, 160)}"`);
      expect(drawn).toContain(`<h1>${project.title[language]}</h1>`);
      expect(drawn).toContain(`>${words[language].status[project.saleStatus]}</span>`);
      expect(drawn).toContain(`<p>${words[language].creator} · ${project.creator[language]}</p>`);
      expect(drawn).toContain(`${project.priceGold.toLocaleString('en-US')} ${words[language].gold} · $${(project.priceUsdCents / 100).toFixed(2)}`);
      expect(drawn).toContain(`${project.supplyRemaining.toLocaleString('en-US')} / ${project.supplyTotal.toLocaleString('en-US')}`);
      // The sale period in the page's language, as the market's overview writes it: 2026-11-26 / Nov 26, 2026.
      const saleStart = formatKst(project.saleStartsAt, 'date', language);
      expect(saleStart).toMatch(language === 'ko' ? /^\d{4}-\d{2}-\d{2}$/ : /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(drawn).toContain(`<span>${saleStart} ~ `);
      expect(drawn).toContain('<div id="root" hidden></div>');
      expect(inlinedData(projectPage).answers).toEqual({ [answerKey(API.project, { id: 2 })]: project });
    }
  });

  test("the page's one inline script, the app's start, is allowed by its hash in the Content-Security-Policy, and no other is", async () => {
    const response = await served.app.inject({ method: 'GET', url: '/main', headers: html() });
    const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
    expect(scriptSources).toContain(`'sha256-${hash}'`);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  test('other pages, and item pages without a valid or known id, are the plain shell', async () => {
    for (const url of ['/about', '/key/details', '/key/details?id=x1', '/key/details?id=999999', '/project?id=0']) {
      const response = await served.app.inject({ method: 'GET', url, headers: html() });
      expect(response.body).toBe(INDEX_HTML);
    }
  });
});

describe('the drawn pages as they are sent', () => {
  let served: TestApp;

  beforeAll(async () => {
    // Three requests a minute per client: far fewer than the pages asked for below.
    served = await createTestApp('pglite', { env: { WEB_ROOT: webRoot(), RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => served.close());

  const load = (headers: Record<string, string> = {}) =>
    served.app.inject({ method: 'GET', url: '/main', headers: html({ 'accept-language': 'en', ...headers }) });

  test("drawing a page asks nothing of the api, so it never counts against the visitor's rate limit", async () => {
    for (let view = 0; view < 6; view += 1) {
      const response = await load();
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="first-screen"');
    }
    const limited = await Promise.all([1, 2, 3, 4].map(() => served.app.inject({ method: 'GET', url: API.main })));
    expect(limited.map((response) => response.statusCode)).toContain(429);
  });

  test('compressed as the browser accepts, with an ETag that answers 304 while nothing changed', async () => {
    const plain = await load();
    const brotli = await load({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const etag = String(plain.headers.etag);
    expect(brotli.headers.etag).toBe(etag);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding.*accept-language.*cookie/);

    const revalidated = await load({ 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // The other language is another page, with its own ETag.
    expect((await load({ 'accept-language': 'ko', 'if-none-match': etag })).statusCode).toBe(200);

    await served.database.db.updateTable('banner').set({ title_en: 'A new banner title' }).execute();
    invalidateCatalogCache();
    const changed = await load({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<strong>A new banner title</strong>');
  });
});
