import type { MainPage } from 'shared-contract';
import { apiData, defaultRegistry, expect, navigateInApp, screenshots, settled, test, UNREACHABLE_ENTRY, writeRegistry } from './fixtures';
import { signInAsMember } from './session';

test.describe('a remote that cannot be reached', () => {
  // Only the deliberately broken entry may be logged as an error: the request to it, and React
  // reporting the load error that the shell's error boundary caught.
  test.use({ allowedConsoleErrors: /127\.0\.0\.1:9\/|Remote "community" could not be loaded/ });

  test.afterEach(() => {
    writeRegistry(defaultRegistry());
  });

  test('/main still works, /community shows the error page, and retry succeeds once the registry is fixed', async ({ page }, testInfo) => {
    const registry = defaultRegistry();
    writeRegistry({ ...registry, community: { entry: UNREACHABLE_ENTRY, version: registry.community?.version ?? '0.0.0' } });

    const main = await apiData<MainPage>(page, '/api/main');
    const firstProject = main.webtoons.flatMap((group) => group.projects)[0];
    if (!firstProject) throw new Error('no project on /api/main');
    await page.goto('/main');
    await expect(page.getByTestId('project-card').filter({ hasText: firstProject.title.ko }).first()).toBeVisible();

    await navigateInApp(page, '/community');
    const errorPage = page.getByTestId('error-page');
    await expect(errorPage).toBeVisible({ timeout: 20_000 });
    await expect(errorPage.getByRole('heading', { name: '일시적인 오류가 발생했습니다' })).toBeVisible();
    await expect(errorPage.getByRole('link', { name: '홈으로 가기' })).toBeVisible();
    await expect(page.getByTestId('top-bar').or(page.getByTestId('back-header')).first(), 'the shell keeps working').toBeVisible();
    await screenshots(page, testInfo, 'community-error');

    await errorPage.getByRole('button', { name: '다시 시도' }).click();
    await expect(errorPage, 'still broken while the registry is').toBeVisible({ timeout: 20_000 });

    writeRegistry(registry);
    await errorPage.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('heading', { name: '커뮤니티' }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('error-page')).toHaveCount(0);

    await page.getByRole('link', { name: 'KEYS 홈' }).first().click();
    await expect(page.getByTestId('project-card').filter({ hasText: firstProject.title.ko }).first()).toBeVisible();
  });
});

test('the loading overlay shows while a slowed remote loads and is gone afterwards', async ({ page }, testInfo) => {
  await page.goto('/main');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await settled(page);

  let delayed = 0;
  await page.route('**/remotes/refund/**', async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });

  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '고객센터' }).click();
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('z-index', '9999');
  const box = await overlay.locator('div').first().boundingBox();
  expect(box?.width ?? 0, 'the animation is 20% of a desktop screen wide').toBeCloseTo(1280 * 0.2, 0);
  await testInfo.attach('loading-overlay-1280', { body: await page.screenshot(), contentType: 'image/png' });
  await expect(overlay).toBeHidden({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/support/);
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await screenshots(page, testInfo, 'support');
  expect(delayed, 'the refund remote files went through the slowed route').toBeGreaterThan(0);
});

test('shell and every remote share one React, one i18n instance and one session store', async ({ page }, testInfo) => {
  // /cabinet and /my are members-only.
  await signInAsMember(page);
  await page.goto('/main');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  for (const path of ['/cabinet', '/community', '/my', '/support']) {
    await navigateInApp(page, path);
    await settled(page);
    await expect(page.getByTestId('error-page'), `${path} loaded`).toHaveCount(0);
    if (path === '/cabinet' || path === '/my') await screenshots(page, testInfo, path.slice(1));
  }
  // The last remote may still be starting when the overlay has not shown yet: wait until every app has reported.
  await expect
    .poll(() => page.evaluate(() => Object.keys((window as unknown as { __KEYS_RUNTIME__?: object }).__KEYS_RUNTIME__ ?? {}).sort()))
    .toEqual(['account', 'cabinet', 'community', 'market', 'refund', 'shell']);

  const report = await page.evaluate(() => {
    type Runtime = { react: unknown; i18n: unknown; sessionStore: unknown };
    const runtime = (window as unknown as { __KEYS_RUNTIME__?: Record<string, Runtime> }).__KEYS_RUNTIME__ ?? {};
    const apps = Object.keys(runtime).sort();
    const first = runtime.shell;
    const same = (field: keyof Runtime) => apps.filter((app) => runtime[app]?.[field] !== first?.[field] || runtime[app]?.[field] == null);
    return {
      apps,
      reactDiffers: same('react'),
      i18nDiffers: same('i18n'),
      storeDiffers: same('sessionStore'),
      reactHasHooks: typeof (first?.react as { useState?: unknown } | undefined)?.useState === 'function',
      i18nLanguage: (first?.i18n as { language?: string } | undefined)?.language,
    };
  });
  expect(report.apps).toEqual(['account', 'cabinet', 'community', 'market', 'refund', 'shell']);
  expect(report.reactHasHooks).toBe(true);
  expect(report.i18nLanguage).toMatch(/^ko/);
  expect(report.reactDiffers, 'apps with another React').toEqual([]);
  expect(report.i18nDiffers, 'apps with another i18n instance').toEqual([]);
  expect(report.storeDiffers, 'apps with another session store').toEqual([]);
});
