// The JS a page downloads, measured in a real browser: what /main needs before its first render, and what each
// remote route adds when reached client-side from /main. Used by the bench (figures) and by the size-budget
// journey of `npm test` (bytes are deterministic, so over budget fails there).
import { gzipSync } from 'node:zlib';

/** gzip at zlib's default level (6), what a typical server sends. */
export const GZIP_LEVEL = 6;

export const REMOTE_ROUTES = ['/about', '/project?id=1', '/key/details?id=1', '/search', '/support', '/community', '/my', '/cabinet'];

const isJavaScript = (response) => response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');

/** Records every JS response of a page: url -> gzipped size (and raw size). */
function recordScripts(page) {
  const scripts = new Map();
  const pending = new Set();
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() >= 400) return;
    const task = response
      .body()
      .then((body) => scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: GZIP_LEVEL }).length }))
      .catch(() => undefined)
      .finally(() => pending.delete(task));
    pending.add(task);
  });
  return {
    scripts,
    flush: () => Promise.all([...pending]),
  };
}

/** Counts the page's requests in flight from its creation; `quiet()` resolves after `quietMs` with none. */
function trackNetwork(page) {
  let inFlight = 0;
  const waiters = new Set();
  const notify = () => waiters.forEach((waiter) => waiter());
  page.on('request', () => {
    inFlight += 1;
    notify();
  });
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    notify();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    quiet: (quietMs = 500, timeoutMs = 20_000) =>
      new Promise((resolve) => {
        let timer;
        const done = () => {
          clearTimeout(timer);
          clearTimeout(deadline);
          waiters.delete(check);
          resolve();
        };
        const check = () => {
          clearTimeout(timer);
          if (inFlight === 0) timer = setTimeout(done, quietMs);
        };
        const deadline = setTimeout(done, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

/**
 * The loading animation's engine and player: fetched only when a load lasts over 300 ms (shared-ui loading-overlay),
 * so whether a page gets them depends on timing, not on its code. Counted apart from the page's JS.
 */
export const isLoadingAnimation = (url) => /\/(?:lottie|loading-animation)\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

/** Totals of the scripts `filter` keeps, and the files themselves (path, sizes), largest first. */
const sum = (scripts, filter = () => true) => {
  const list = [...scripts]
    .filter(([url]) => filter(url))
    .map(([url, size]) => ({ path: new URL(url).pathname, ...size }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    gzip: list.reduce((total, file) => total + file.gzip, 0),
    raw: list.reduce((total, file) => total + file.raw, 0),
    files: list.length,
    list,
  };
};

/** The first seeded project's Korean title: the main page has rendered once it is visible. */
async function mainPageMarker(baseURL) {
  const response = await fetch(`${baseURL}/api/main`, { headers: { 'accept-language': 'ko' } });
  const { data } = await response.json();
  const project = [...(data.webtoons ?? []), ...(data.themes ?? [])].flatMap((group) => group.projects)[0];
  if (!project) throw new Error('/api/main returned no project to wait for');
  return project.title.ko;
}

/**
 * Opens /main and waits until the app has rendered it: the marker is visible and the server-drawn first screen (if
 * any) has given way to the app's page. `initial` is the JS downloaded by then.
 */
async function openMain(browser, baseURL, marker) {
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const recorder = recordScripts(page);
  const network = trackNetwork(page);
  const started = performance.now();
  await page.goto(`${baseURL}/main`);
  await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('#root').getByText(marker, { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
  const renderedMs = performance.now() - started;
  await recorder.flush();
  const initial = new Map(recorder.scripts);
  await network.quiet();
  await recorder.flush();
  const settled = new Map(recorder.scripts);
  return { context, page, recorder, network, initial, settled, renderedMs };
}

/** Client-side navigation: the router listens to popstate, so no document request is made. */
async function navigateClientSide({ page, network }, route) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, route);
  // The route's chunks are requested within the quiet period (500 ms without a request in flight).
  await network.quiet();
  await page
    .getByTestId('loading-overlay')
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => undefined);
}

/** Whether /main shows its content (the marker) with scripts turned off: the server drew its first screen. */
export async function firstScreenWithoutScripts(browser, baseURL) {
  const marker = await mainPageMarker(baseURL);
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/main`);
    return await page.getByText(marker, { exact: true }).first().isVisible();
  } finally {
    await context.close();
  }
}

/**
 * JS the browser downloads before the app has rendered /main, and what each remote route adds when reached client-side
 * from /main. Every route starts from a fresh context (empty cache). `browser` is a launched Playwright browser.
 */
export async function measureBundles(browser, baseURL, routesToVisit = REMOTE_ROUTES) {
  const marker = await mainPageMarker(baseURL);
  const first = await openMain(browser, baseURL, marker);
  const main = { ...sum(first.initial, (url) => !isLoadingAnimation(url)), renderedMs: first.renderedMs };
  const afterRender = sum(first.settled, (url) => !first.initial.has(url) && !isLoadingAnimation(url));
  await first.context.close();

  const routes = [];
  for (const route of routesToVisit) {
    const session = await openMain(browser, baseURL, marker);
    await navigateClientSide(session, route);
    await session.recorder.flush();
    const landed = new URL(session.page.url()).pathname;
    const failed = await session.page.getByTestId('error-page').isVisible();
    const added = sum(session.recorder.scripts, (url) => !session.settled.has(url) && !isLoadingAnimation(url));
    const loadingAnimation = sum(session.recorder.scripts, (url) => !session.settled.has(url) && isLoadingAnimation(url));
    routes.push({ route, landed, failed, ...added, loadingAnimation: loadingAnimation.gzip });
    await session.context.close();
  }
  return { main, afterRender, routes };
}
