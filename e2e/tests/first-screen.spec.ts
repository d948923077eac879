import type { Browser, Locator, Page } from '@playwright/test';
import type { CoinRevealResult, KeyDetail, KeySummary, MainPage, MarketRegisterResult, MyKey, ProjectDetail } from 'shared-contract';
import { giveGold, projectOnSale, verifyIdentity } from './commerce';
import { apiData, DESKTOP, expect, MOBILE, setServerClock, test } from './fixtures';
import { memberGet, memberPost, signInAsMember, signUpNewMember, uniqueEmail } from './session';

/** A price no seeded listing has. */
const LISTED_PRICE = 1_357;

// Issue 14 A: /main's HTML carries its first screen, in the visitor's language, before any script runs; the market's
// page then takes over with the same text, without a layout shift, a console error or asking for the data again.

const html = (headers: Record<string, string>) => ({ accept: 'text/html', ...headers });

/** What is drawn (the data element after it carries both languages). */
const drawnPart = (body: string) => body.split('id="first-screen-data"')[0] ?? '';

declare global {
  interface Window {
    layoutShift: number;
    shiftedNodes: string[];
  }
}

/** A page whose layout shifts (not caused by input) add up in `window.layoutShift` from the first paint on. */
async function pageMeasuringShifts(browser: Browser, locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.layoutShift = 0;
    window.shiftedNodes = [];
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShift += entry.value;
        for (const source of entry.sources ?? []) {
          const when = `at ${Math.round(entry.startTime)} ms`;
          window.shiftedNodes.push(
            `${entry.value.toFixed(4)} ${when}: ${describe(source.node)} from ${box(source.previousRect)} to ${box(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // When the app replaced the server-drawn first screen: a shift before it is the drawn page's, after it the app's.
    new MutationObserver((_records, observer) => {
      if (document.readyState !== 'loading' && !document.getElementById('first-screen')) {
        window.shiftedNodes.push(`(the app took over at ${Math.round(performance.now())} ms)`);
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return page;
}

/** The page's layout shifts since its first paint; the message names what moved. */
async function expectLayoutShiftAtMost(page: Page, limit: number) {
  const { shift, nodes } = await page.evaluate(() => ({ shift: window.layoutShift, nodes: window.shiftedNodes }));
  expect(shift, `layout shift; moved: ${nodes.join('; ') || 'nothing'}`).toBeLessThanOrEqual(limit);
}

/** Console errors and warnings (React reports hydration and render problems there) and uncaught errors. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** The boxes of the parts a first screen shows, found as a reader finds them (the same way on the drawn page and the app's). */
async function boxesOf(shown: Page, parts: (page: Page) => Record<string, Locator>): Promise<Record<string, Box>> {
  const boxes: Record<string, Box> = {};
  for (const [part, locator] of Object.entries(parts(shown))) {
    await expect(locator).toBeVisible();
    boxes[part] = await locator.boundingBox();
  }
  return boxes;
}

/** The app's page shows each part where the first screen showed it (within a pixel). */
function expectSameBoxes(drawn: Record<string, Box>, taken: Record<string, Box>, width: number) {
  for (const [part, box] of Object.entries(drawn)) {
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((taken[part]?.[side] ?? Number.NaN) - (box?.[side] ?? Number.NaN)), `${part} ${side} at ${width} px`).toBeLessThanOrEqual(1);
    }
  }
}

test.describe('the first screen drawn by the server', () => {
  test('the HTML of /main has the first screen in Korean or English, from Accept-Language or the saved choice', async ({ page, request }) => {
    const main = await apiData<MainPage>(page, '/api/main');
    const banner = main.banners[0];
    if (!banner) throw new Error('no seeded banner');

    const korean = drawnPart(await (await request.get('/main', { headers: html({ 'accept-language': 'ko-KR,ko;q=0.9' }) })).text());
    expect(korean).toContain('<html lang="ko">');
    expect(korean).toContain(banner.title.ko);
    expect(korean).toContain('지금 판매 중');
    expect(korean).not.toContain('On sale now');

    const english = drawnPart(await (await request.get('/main', { headers: html({ 'accept-language': 'en-US,en;q=0.9' }) })).text());
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(banner.title.en);
    expect(english).toContain('On sale now');
    expect(english).not.toContain('지금 판매 중');

    const saved = drawnPart(await (await request.get('/main', { headers: html({ 'accept-language': 'ko-KR', cookie: 'keys-lang=en' }) })).text());
    expect(saved).toContain('<html lang="en">');
    expect(saved).toContain('On sale now');
  });

  const itemCases = [
    { language: 'ko', locale: 'ko-KR', viewport: MOBILE },
    { language: 'en', locale: 'en-US', viewport: DESKTOP },
  ] as const;

  /**
   * An item page drawn by the server: its HTML has its title and preloads its image; without scripts its parts show;
   * the app's page then shows each part in the same box, from the answer the page came with, without a layout shift
   * or a console problem.
   */
  async function expectItemPageTakenOverInPlace(
    browser: Browser,
    {
      url,
      apiPaths,
      title,
      image,
      locale,
      viewport,
      parts,
      afterTakeOver,
    }: {
      url: string;
      apiPaths: string[];
      title: string;
      image: string;
      locale: string;
      viewport: { width: number; height: number };
      parts: (page: Page) => Record<string, Locator>;
      /** What else the app's page must show once it took over. */
      afterTakeOver?: (page: Page) => Promise<void>;
    },
  ) {
    const noScripts = await browser.newContext({ locale, viewport, javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    const response = await plain.goto(url);
    const body = drawnPart((await response?.text()) ?? '');
    expect(body).toContain(`<title>${title} · KEYS</title>`);
    expect(body).toContain(`<link rel="preload" as="image" href="${image}"`);
    await expect(plain.locator('#root')).toBeHidden();
    const drawnBoxes = await boxesOf(plain, parts);
    await noScripts.close();

    const app = await pageMeasuringShifts(browser, locale, viewport);
    const problems = consoleProblems(app);
    const asked: string[] = [];
    app.on('request', (request) => {
      if (apiPaths.includes(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await app.goto(url);
    await expect(app.getByTestId('like-button')).toBeVisible();
    await expect(app.locator('#first-screen')).toHaveCount(0);
    await app.waitForLoadState('networkidle');
    expectSameBoxes(drawnBoxes, await boxesOf(app, parts), viewport.width);
    expect(asked, 'the page starts from the answer it came with').toEqual([]);
    await expectLayoutShiftAtMost(app, 0);
    expect(problems).toEqual([]);
    await afterTakeOver?.(app);
    await app.context().close();
  }

  /** What /key/details reads: the KEY, then its listings and prices (the panels right under the first screen) and the project's other KEYs. */
  const keyPagePaths = (id: number) => ['/api/key/details', `/api/market/key-set/${id}`, '/api/market/prices', '/api/project/other-keys'];

  test('/key/details: the HTML draws the KEY in the visitor language and carries its answer; the page takes over in place', async ({ browser, page }) => {
    const key = await apiData<KeyDetail>(page, '/api/key/details?id=1');
    const otherKeys = await apiData<KeySummary[]>(page, `/api/project/other-keys?projectId=${key.projectId}&excludeKeyId=1`);
    const [firstOther] = otherKeys;
    if (!firstOther) throw new Error("the seeded KEY's project has other KEYs");
    const remaining = { ko: '남은 수량', en: 'Remaining' };
    const otherKeysLabel = { ko: '이 프로젝트의 다른 KEY', en: 'Other KEYs of this project' };
    for (const { language, locale, viewport } of itemCases) {
      const name = key.name[language];
      const supply = `${remaining[language]} ${key.supplyRemaining.toLocaleString('en-US')} / ${key.supplyTotal.toLocaleString('en-US')}`;
      await expectItemPageTakenOverInPlace(browser, {
        url: '/key/details?id=1',
        apiPaths: keyPagePaths(1),
        title: name,
        image: key.imageUrl,
        locale,
        viewport,
        parts: (shown) => ({
          art: shown.getByRole('img', { name, exact: true }).first(),
          name: shown.getByRole('heading', { level: 1, name }),
          project: shown.getByRole('link', { name: key.projectTitle[language], exact: true }).first(),
          supply: shown.getByText(supply, { exact: true }),
        }),
        // The project's other KEYs came with the page too (not asked for above).
        afterTakeOver: async (app) => {
          const cards = app.getByRole('list', { name: otherKeysLabel[language] }).getByRole('listitem');
          await expect(cards).toHaveCount(otherKeys.length);
          await expect(cards.first()).toContainText(firstOther.name[language]);
        },
      });
    }
  });

  test('/key/details of a KEY listed on the market: its listings and prices come with the page, so the panels under the first screen draw at their height at once (en, 1280 px)', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    // A member buys and reveals a KEY with Gold, and lists it once its 24-hour lock has passed (the server clock moves past it).
    await setServerClock(page, { reset: true });
    const email = uniqueEmail('first-screen-seller');
    const seller = await signUpNewMember(page, email, 'en');
    await verifyIdentity(page, 'Kang Minji');
    const odds = await projectOnSale(page, 1);
    await giveGold(page, seller.id, odds.priceGold);
    const bought = await memberPost<CoinRevealResult>(page, '/api/payment/coinReveal', { projectId: odds.projectId, quantity: 1, agreeRefundPolicy: true });
    expect(bought.status).toBe(200);
    expect((await memberPost(page, `/api/reveal/${bought.body.data?.items[0]?.purchaseItemId}`, {})).status).toBe(200);
    const [owned] = (await memberGet<{ items: MyKey[] }>(page, '/api/key/my')).items;
    if (!owned) throw new Error('the member owns the KEY just bought');
    const designId = owned.key.id;
    const locked = await memberPost(page, '/api/market/register', { keyItemId: owned.keyItemId, priceGold: LISTED_PRICE });
    const unlocksAt = locked.body.error?.details?.unlocksAt;
    if (!unlocksAt) throw new Error('the refusal names when the KEY unlocks');
    try {
      await setServerClock(page, { now: new Date(new Date(unlocksAt).getTime() + 60_000).toISOString() });
      await signInAsMember(page, email);
      const listed = await memberPost<MarketRegisterResult>(page, '/api/market/register', { keyItemId: owned.keyItemId, priceGold: LISTED_PRICE });
      expect(listed.status).toBe(200);
    } finally {
      await setServerClock(page, { reset: true });
    }

    const key = await apiData<KeyDetail>(page, `/api/key/details?id=${designId}`);
    await expectItemPageTakenOverInPlace(browser, {
      url: `/key/details?id=${designId}`,
      apiPaths: keyPagePaths(designId),
      title: key.name.en,
      image: key.imageUrl,
      locale: 'en-US',
      viewport: DESKTOP,
      parts: (shown) => ({
        art: shown.getByRole('img', { name: key.name.en, exact: true }).first(),
        name: shown.getByRole('heading', { level: 1, name: key.name.en }),
      }),
      afterTakeOver: async (app) => {
        await expect(app.getByTestId('listing-price')).toHaveText(`#${owned.serialNo} · ${LISTED_PRICE.toLocaleString('en-US')} Gold`);
        await expect(app.getByTestId('price-panel')).toContainText(`${LISTED_PRICE.toLocaleString('en-US')} Gold`);
      },
    });
  });

  test('/project: the HTML draws the project (art, status, title, description, price, supply) and the page takes over in place', async ({ browser, page }) => {
    const project = await apiData<ProjectDetail>(page, '/api/project?id=1');
    const price = { ko: `${project.priceGold.toLocaleString('en-US')} 골드`, en: `${project.priceGold.toLocaleString('en-US')} Gold` };
    for (const { language, locale, viewport } of itemCases) {
      const title = project.title[language];
      await expectItemPageTakenOverInPlace(browser, {
        url: '/project?id=1',
        apiPaths: ['/api/project'],
        title,
        image: project.imageUrl,
        locale,
        viewport,
        parts: (shown) => ({
          art: shown.getByRole('img', { name: title, exact: true }).first(),
          title: shown.getByRole('heading', { level: 1, name: title }),
          description: shown.getByText(project.description[language].slice(0, 40)).first(),
          price: shown.getByText(price[language]).first(),
          supply: shown.getByText(`${project.supplyRemaining.toLocaleString('en-US')} / ${project.supplyTotal.toLocaleString('en-US')}`, { exact: true }),
          // The sale period in the page's language, drawn and shown alike: 2026-04-01 ~ … / Apr 1, 2026 ~ ….
          period: shown.getByText(language === 'ko' ? /^\d{4}-\d{2}-\d{2} ~ / : /^[A-Z][a-z]{2} \d{1,2}, \d{4} ~ /).first(),
        }),
      });
    }
  });

  const cases = [
    { language: 'ko', locale: 'ko-KR', viewport: MOBILE, onSale: '지금 판매 중' },
    { language: 'en', locale: 'en-US', viewport: DESKTOP, onSale: 'On sale now' },
  ] as const;

  for (const { language, locale, viewport, onSale } of cases) {
    test(`${language} at ${viewport.width} px: readable without scripts; then the page takes over with the same text, no shift, no second fetch`, async ({
      browser,
      page,
    }) => {
      const main = await apiData<MainPage>(page, '/api/main');
      const title = main.banners[0]?.title[language];
      if (!title) throw new Error('no seeded banner');

      const noScripts = await browser.newContext({ locale, viewport, javaScriptEnabled: false });
      const plain = await noScripts.newPage();
      await plain.goto('/main');
      const parts = (shown: Page) => ({
        banner: shown.getByRole('link', { name: title }).first(),
        onSale: shown.getByRole('heading', { level: 2, name: onSale }),
      });
      const drawnBoxes = await boxesOf(plain, parts);
      await expect(plain.locator('#root')).toBeHidden();
      await noScripts.close();

      const app = await pageMeasuringShifts(browser, locale, viewport);
      const problems = consoleProblems(app);
      const asked: string[] = [];
      app.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/main' || pathname === '/api/shop') asked.push(request.url());
      });
      await app.goto('/main');
      // The market's page (its carousel and sections) replaced the first screen.
      await expect(app.getByTestId('banner-carousel')).toBeVisible();
      await expect(app.locator('#first-screen')).toHaveCount(0);
      await expect(app.getByTestId('banner').first()).toContainText(title);
      await expect(app.getByRole('heading', { level: 2, name: onSale })).toBeVisible();
      await expect(app.locator('html')).toHaveAttribute('lang', language);
      await app.waitForLoadState('networkidle');
      expectSameBoxes(drawnBoxes, await boxesOf(app, parts), viewport.width);
      expect(asked, 'the page starts from the answers it came with').toEqual([]);
      await expectLayoutShiftAtMost(app, 0);
      expect(problems).toEqual([]);
      await app.context().close();
    });
  }
});
