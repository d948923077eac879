import type { Page } from '@playwright/test';
import { COMMUNITY_API } from 'shared-contract';
import { DESKTOP, expect, MOBILE, navigateInApp, preferLanguage, settled, test } from './fixtures';
import { grantTickets, keysFromTickets, projectOnSale } from './commerce';
import { accessTokenOf, memberGet, NEW_MEMBER_CABINET_PASSWORD, signInAsMember, signUpNewMember, uniqueEmail } from './session';

/** Every page there is now, with the tab or query variants that change the layout. */
const PAGES = [
  '/main',
  '/project?id=1',
  '/key/details?id=1',
  '/key/details?id=1&tab=project',
  '/key/details?id=1&tab=activities',
  '/key/all',
  '/collection/webtoon',
  '/collection/theme',
  '/search',
  '/search?q=%EC%A0%90%EC%9E%A5',
  '/search?q=manager',
  '/search?q=zzzz-no-such-thing',
  '/about',
  '/support?notice',
  '/support?faq',
  '/support?inquiry',
  '/refund',
  '/404',
  '/error',
  '/prepare',
  '/cabinet',
  '/cabinet?tab=activities',
  '/my/cabinet',
  '/cabinet/transfer?keyItemId={keyItem}',
  '/market/register?keyItemId={keyItem}',
  '/key?id=1',
  '/share?keyId=1',
  '/community',
  '/community/{project}',
  '/community/{project}/posts/{post}',
  '/community/profile',
  '/community/my',
  '/cabinet?tab=comments',
  '/my',
  '/my/settings',
  '/my/notifications',
  '/my/coins',
  '/my/coupons',
  '/my/coins?history=purchases',
  '/deactivateaccount',
  '/cart',
  '/ticket',
  '/ticket/project',
  '/shop',
  '/shop?tab=market',
  '/promotion',
  '/reveal',
  '/user/findIds',
  '/user/policy',
  '/user/privacy',
  '/callback/login-error?error=AccountDeactivated',
] as const;

/**
 * What shows that a page variant has rendered, beyond the URL: a tab switch keeps the same h1, so
 * the requested tab must be the selected one with its panel on screen.
 */
const READY: Partial<Record<(typeof PAGES)[number], (page: Page) => Promise<void>>> = {
  '/key/details?id=1&tab=project': (page) => tabShown(page, 'project'),
  '/key/details?id=1&tab=activities': (page) => tabShown(page, 'activities'),
  '/cabinet?tab=activities': (page) => expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'cabinet-tab-activities'),
  '/cabinet?tab=comments': (page) => expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'cabinet-tab-comments'),
  '/community/{project}': (page) => expect(page.getByTestId('post-card').first()).toBeVisible(),
  '/community/{project}/posts/{post}': (page) => expect(page.getByTestId('comment-thread').first()).toBeVisible(),
  '/shop?tab=market': (page) => expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'shop-tab-market'),
  '/my/coins?history=purchases': (page) => expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'history-tab-purchases'),
  '/support?inquiry': (page) => expect(page.getByTestId('inquiry-form')).toBeVisible(),
  '/refund': (page) => expect(page.getByTestId('refund-amounts')).toBeVisible(),
};

/** The staff console's sections (support and admin only). */
const STAFF_PAGES = [
  '/refund/console?section=requests',
  '/refund/console?section=batches',
  '/refund/console?section=inquiries',
  '/refund/console?section=schedule',
  '/refund/console?section=remotes',
  '/refund/console?section=audit',
  '/refund/console?section=community',
  '/refund/console?section=community&view=bans',
  '/refund/console?section=community&view=communities',
] as const;

async function tabShown(page: Page, tab: string) {
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `key-tabs-tab-${tab}`);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', `key-tabs-tab-${tab}`);
}

/**
 * Waits until the app has stopped rendering (no DOM change for `quietMs`, at most `maxMs`).
 * Chromium 156 keeps evaluating every media query at the old width when a style sheet changes
 * (emotion inserting a first-rendered component's rules) between a viewport change and the next
 * frame, until the width crosses a breakpoint again; resizing mid-render measured the desktop grid
 * at 360 px. Resizing a page that has finished rendering is what the check means to measure.
 */
function renderingDone(page: Page, quietMs = 100, maxMs = 3_000) {
  return page.evaluate(
    ({ quiet, max }) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = started;
        const observer = new MutationObserver(() => (last = performance.now()));
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const check = () => {
          const now = performance.now();
          if (now - last >= quiet || now - started >= max) {
            observer.disconnect();
            resolve();
          } else setTimeout(check, 25);
        };
        setTimeout(check, 25);
      }),
    { quiet: quietMs, max: maxMs },
  );
}

/** WCAG 2.5.8 (target size, minimum). */
const MIN_TARGET = 24;

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"])';

type Layout = {
  scrollWidth: number;
  innerWidth: number;
  /** Elements that stick out of the viewport without being inside a sideways scroller. */
  outside: string[];
  /** Visible interactive elements under the minimum target size (text links inside a sentence excepted). */
  smallTargets: string[];
};

/** Measures the rendered page in the browser: overflow culprits and tap targets. */
function measure(page: Page, minTarget: number): Promise<Layout> {
  return page.evaluate(
    ({ selector, min }) => {
      const describe = (element: Element) => {
        const box = element.getBoundingClientRect();
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${element.tagName.toLowerCase()}> "${label}" ${Math.round(box.width)}x${Math.round(box.height)} at x=${Math.round(box.left)}`;
      };
      const clipsSideways = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (/auto|scroll|hidden|clip/.test(getComputedStyle(parent).overflowX)) return true;
        }
        return false;
      };
      const isVisuallyHidden = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width <= 1 || box.height <= 1;
      };
      const innerWidth = window.innerWidth;
      const outside: string[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || isVisuallyHidden(element)) continue;
        if ((box.right > innerWidth + 0.5 || box.left < -0.5) && !clipsSideways(element)) outside.push(describe(element));
      }
      const smallTargets: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || isVisuallyHidden(element) || element.closest('[aria-hidden="true"], [inert]')) continue;
        const box = element.getBoundingClientRect();
        const inSentence = element.tagName === 'A' && style.display === 'inline' && element.parentElement?.tagName === 'P';
        if (!inSentence && (box.width < min || box.height < min)) smallTargets.push(describe(element));
      }
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth,
        outside: outside.slice(0, 10),
        smallTargets,
      };
    },
    { selector: INTERACTIVE, min: minTarget },
  );
}

/**
 * Tabs through the page from the top: the skip link comes first and shows itself, and every
 * element that takes focus on the way draws a visible focus indicator.
 */
async function keyboardWalk(page: Page, steps: number) {
  // Restart sequential focus navigation at the top of the document (a page may autofocus a field).
  await page.evaluate(() => {
    const body = document.body;
    body.tabIndex = -1;
    body.focus();
    body.removeAttribute('tabindex');
    window.scrollTo(0, 0);
  });
  const withoutIndicator: string[] = [];
  let skipLinkShown = false;
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const indicator =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none' ||
        // The browser's own ring for native controls.
        (element.matches(':focus-visible') && style.outlineStyle === 'auto');
      return {
        text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
        tag: element.tagName.toLowerCase(),
        href: element.getAttribute('href'),
        indicator,
        width: box.width,
        height: box.height,
      };
    });
    if (!focused) break;
    if (step === 0) skipLinkShown = focused.href === '#main-content' && focused.width >= MIN_TARGET && focused.height >= MIN_TARGET;
    if (!focused.indicator) withoutIndicator.push(`<${focused.tag}> "${focused.text}"`);
  }
  return { skipLinkShown, withoutIndicator };
}

for (const language of ['ko', 'en'] as const) {
  test(`${language}: every page at 360 and 1280 px: no sideways page scroll, a visible heading, reachable targets`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await preferLanguage(page, language);
    // /cabinet and /my are members-only; the signed-in header is measured too. The account's
    // language applies after sign-in, so the member's account is in the language under test.
    await signUpNewMember(page, uniqueEmail(`responsive-${language}`), language);
    // Pages with content, not only their empty states: a cart line, a KEY (from a ticket) for the cabinet, transfer
    // and listing pages, another ticket still to exchange, and the cabinet opened with its password.
    const odds = await projectOnSale(page, 1);
    const added = await page.request.post('/api/cart', {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { projectId: odds.projectId, quantity: 2 },
    });
    expect(added.ok(), `POST /api/cart -> ${added.status()}`).toBe(true);
    const memberId = (await memberGet<{ id: number }>(page, '/api/user/me')).id;
    await keysFromTickets(page, browser, memberId, 1);
    await grantTickets(browser, memberId, 1);
    const [owned] = (await memberGet<{ items: Array<{ keyItemId: number; key: { projectId: number } }> }>(page, '/api/key/my')).items;
    expect(owned, 'the member owns a KEY').toBeDefined();
    await page.goto('/cabinet');
    await settled(page);
    await page.getByTestId('cabinet-gate').locator('input[type="password"]').fill(NEW_MEMBER_CABINET_PASSWORD);
    await page.getByTestId('cabinet-gate').locator('button[type="submit"]').click();
    await expect(page.getByTestId('cabinet-gate')).toHaveCount(0);
    await page.goto('/main');
    await settled(page);
    await expect(page.locator('html'), `page in ${language}`).toHaveAttribute('lang', new RegExp(`^${language}`));
    // A post with a comment in the community of the member's KEY, so its feed and post page have content.
    const projectId = owned?.key.projectId ?? 0;
    const token = await accessTokenOf(page);
    const posted = await page.request.post(COMMUNITY_API.posts(projectId), {
      headers: { authorization: `Bearer ${token}` },
      multipart: { body: `Measured at two widths ${language}` },
    });
    expect(posted.ok(), `POST a community post -> ${posted.status()}`).toBe(true);
    const postId = ((await posted.json()) as { data: { id: number } }).data.id;
    const commented = await page.request.post(COMMUNITY_API.comments(postId), {
      headers: { authorization: `Bearer ${token}` },
      data: { body: 'And a comment' },
    });
    expect(commented.ok(), `POST a comment -> ${commented.status()}`).toBe(true);
    await measurePages(page, PAGES, (url) =>
      url.replace('{keyItem}', String(owned?.keyItemId)).replace('{project}', String(projectId)).replace('{post}', String(postId)),
    );
  });
}

test('the staff console at 360 and 1280 px: no sideways page scroll, a visible heading, reachable targets', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsMember(page, 'support@keys.local');
  await page.goto('/main');
  await settled(page);
  await measurePages(page, STAFF_PAGES);
});

/** Opens each page in the app and measures it at 360 and 1280 px (layout, targets, keyboard). */
async function measurePages(page: Page, urls: readonly string[], resolve: (url: string) => string = (url) => url) {
  for (const url of urls) {
    await test.step(url, async () => {
      // In-app navigation (as a visitor clicks through): one document, remotes loaded once.
      await navigateInApp(page, resolve(url));
      await settled(page);
      await READY[url as (typeof PAGES)[number]]?.(page);
      if (url === '/support?notice' || url === '/support?faq') {
        // Open every notice / answer, so the longest text is measured too.
        await settled(page);
        const closed = page.getByRole('main').locator('button[aria-expanded="false"]');
        await expect(closed.first()).toBeVisible();
        await closed.evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
        await expect(closed).toHaveCount(0);
      }
      for (const viewport of [MOBILE, DESKTOP]) {
        const where = `${url} at ${viewport.width} px`;
        await renderingDone(page);
        await page.setViewportSize(viewport);
        // Media-query listeners run on the next frame; measure after the app has re-rendered.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await settled(page);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, `${where}: one main heading`).toHaveCount(1);
        await expect(heading, `${where}: main heading visible`).toBeVisible();
        await expect(heading, `${where}: main heading has text`).not.toHaveText('');

        const layout = await measure(page, MIN_TARGET);
        expect
          .soft(
            layout.scrollWidth,
            `${where}: document ${layout.scrollWidth} px wide in a ${layout.innerWidth} px viewport; outside: ${layout.outside.join('; ')}`,
          )
          .toBeLessThanOrEqual(layout.innerWidth);
        expect.soft(layout.outside, `${where}: elements outside the viewport`).toEqual([]);
        if (viewport === MOBILE) expect.soft(layout.smallTargets, `${where}: tap targets under ${MIN_TARGET} px`).toEqual([]);

        const footerBox = await page.getByRole('contentinfo').boundingBox();
        expect.soft(footerBox?.width, `${where}: footer spans the viewport`).toBe(layout.innerWidth);

        const keyboard = await keyboardWalk(page, 8);
        expect.soft(keyboard.skipLinkShown, `${where}: first Tab shows the skip link`).toBe(true);
        expect.soft(keyboard.withoutIndicator, `${where}: focused elements without a focus indicator`).toEqual([]);
      }
    });
  }
}
