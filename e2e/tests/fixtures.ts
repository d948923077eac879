import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { baseURL, defaultRegistry, readRegistry, registryFile, writeRegistry, type Registry } from './env';

export { baseURL, defaultRegistry, readRegistry, registryFile, writeRegistry, type Registry };
export { expect };

export const MOBILE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** An entry no server answers: the discard port on loopback refuses the connection at once. */
export const UNREACHABLE_ENTRY = 'http://127.0.0.1:9/mf-manifest.json';

/**
 * The browser logs every API call answered 401; with 5-second access tokens (playwright.config.ts)
 * the client then refreshes the token and retries, which the journeys check by what the page shows.
 */
const SILENTLY_REFRESHED = /^console\.error: Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \(https?:\/\/[^/]+\/api\//;

type Fixtures = {
  /** Console errors this test expects (e.g. the broken community entry); the default allows none. */
  allowedConsoleErrors: RegExp;
  /** Every console error and uncaught page error; the test fails if any is not allowed. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [/(?!)/, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const location = message.location();
        errors.push(`console.error: ${message.text()}${location.url ? ` (${location.url})` : ''}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      await use(errors);
      const unexpected = errors.filter((line) => !allowedConsoleErrors.test(line) && !SILENTLY_REFRESHED.test(line));
      if (errors.length > 0) await testInfo.attach('console-errors.txt', { body: errors.join('\n'), contentType: 'text/plain' });
      expect(unexpected, 'console errors on the pages of this journey').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until nothing loads: no loading overlay on screen and no remote or API request in flight (the shell marks
 * `<html data-loading>` meanwhile; a page showing skeletons shows no overlay).
 */
export async function settled(page: Page) {
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 15_000 });
  await expect(page.locator('html[data-loading]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Screenshots the current page at 360 and 1280 px wide into the test output (journey 8),
 * then restores the viewport it had.
 */
export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settled(page);
    const file = testInfo.outputPath(`${name}-${viewport.width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${viewport.width}`, { path: file, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}

/** Moves the server clock (test mode only) and checks the api accepted it. */
export async function setServerClock(page: Page, body: { now: string } | { reset: true }) {
  const response = await page.request.post('/api/_test/clock', { data: body });
  expect(response.ok(), `POST /api/_test/clock ${JSON.stringify(body)} -> ${response.status()}`).toBe(true);
}

/** Chooses the UI language the way a visitor would persist it, before any page script runs. */
export async function preferLanguage(page: Page, language: 'ko' | 'en') {
  // `about:blank` (where signInAgain leaves the app) has no origin, and no localStorage to read.
  await page.addInitScript((lang) => {
    if (window.origin !== 'null' && !window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', lang);
  }, language);
}

/** GETs an API path and unwraps the `{ result, data }` envelope. */
export async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path} -> ${response.status()}`).toBe(true);
  const body = (await response.json()) as { result: string; data: T };
  expect(body.result).toBe('SUCCESS');
  return body.data;
}

/**
 * Client-side navigation inside the running app (no document load): the router listens to
 * popstate, exactly as for the browser's back and forward buttons.
 */
export async function navigateInApp(page: Page, target: string) {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, target);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
}

/** Dispatches a right-click on the element and tells whether the page prevented its menu. */
export async function contextMenuPrevented(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    });
}

/** No sideways scrolling at the current width. */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
