import { contextMenuPrevented, DESKTOP, expect, MOBILE, screenshots, setServerClock, settled, test } from './fixtures';

const MY_MENU = ['내 정보', '골드', '쿠폰', '내 캐비닛'];
const PRE_REGISTRATION = ['사전예약 소개', '사전예약 혜택', '참여 방법', '사전예약 참여', '참여 완료·보상'];

test.describe('menus and layout', () => {
  test.afterEach(async ({ page }) => {
    await setServerClock(page, { reset: true });
  });

  test('at 360 px: collection, search and more; more holds Shop, Market, Promotion, Cabinet, About, Events, Support and My menu; no top bar on /search', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/main');
    await settled(page);
    const topBar = page.getByTestId('top-bar');
    await expect(topBar).toBeVisible();
    const shortcuts = topBar.getByRole('navigation', { name: '바로가기 메뉴' });
    await expect(shortcuts.getByRole('link')).toHaveCount(2);
    await expect(shortcuts.getByRole('link', { name: '컬렉션' })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: '검색' })).toBeVisible();
    await expect(topBar.getByRole('navigation', { name: '주 메뉴' }), 'no desktop menu on mobile').toHaveCount(0);

    await topBar.getByRole('button', { name: '더보기' }).click();
    const more = page.getByRole('dialog', { name: '더보기 메뉴' });
    await expect(more).toBeVisible();
    for (const name of ['상점', '마켓', '프로모션', '캐비닛', '소개', '이벤트', '고객센터', ...MY_MENU]) {
      await expect(more.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(more.getByRole('heading', { name: '마이 메뉴' })).toBeVisible();
    await expect(more.getByRole('link', { name: '사전예약 소개' }), 'pre-registration is over').toHaveCount(0);
    await expect(more.getByRole('group', { name: '언어 선택' })).toBeVisible();
    await screenshots(page, testInfo, 'mobile-more-menu');
    await page.setViewportSize(MOBILE);
    await page.keyboard.press('Escape');
    await expect(more).toBeHidden();

    await topBar.getByRole('link', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('searchbox', { name: '검색어' })).toBeVisible();
    await expect(page.getByTestId('top-bar'), 'no top bar on /search at 360 px').toHaveCount(0);
    await expect(page.getByTestId('back-header')).toBeVisible();
    await screenshots(page, testInfo, 'search');

    await page.setViewportSize(DESKTOP);
    await expect(page.getByTestId('top-bar'), 'desktop keeps the top bar on /search').toBeVisible();
  });

  test('desktop menus: Shop, Market, Promotion, Cabinet, About, Events, Support left; collection, search, my page right', async ({ page }, testInfo) => {
    await page.goto('/main');
    const primary = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(primary.getByRole('link')).toHaveText(['상점', '마켓', '프로모션', '캐비닛', '소개', '이벤트', '고객센터']);
    const utility = page.getByRole('navigation', { name: '바로가기 메뉴' });
    // A visitor: sign-in where a member has my page (session-guard.spec covers the member).
    await expect(utility.getByRole('link')).toHaveText(['컬렉션', '검색', '로그인']);
    await expect(primary.getByRole('button', { name: '사전예약' })).toHaveCount(0);
    await settled(page);
    await screenshots(page, testInfo, 'desktop-menus');
  });

  test('before 2023-06-28 (server clock) Support is hidden, Events stays and the pre-registration entries appear', async ({ page }, testInfo) => {
    await setServerClock(page, { now: '2023-06-01T00:00:00+09:00' });
    await page.goto('/main');
    const primary = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(primary.getByRole('button', { name: '사전예약' })).toBeVisible();
    await expect(primary.getByRole('link')).toHaveText(['상점', '마켓', '프로모션', '캐비닛', '소개', '이벤트']);
    await primary.getByRole('button', { name: '사전예약' }).click();
    for (const name of PRE_REGISTRATION) await expect(primary.getByRole('link', { name })).toBeVisible();
    await screenshots(page, testInfo, 'menus-before-2023-06-28');

    await page.setViewportSize(MOBILE);
    await page.getByTestId('top-bar').getByRole('button', { name: '더보기' }).click();
    const more = page.getByRole('dialog', { name: '더보기 메뉴' });
    await expect(more.getByRole('link', { name: '고객센터' })).toHaveCount(0);
    for (const name of PRE_REGISTRATION) await expect(more.getByRole('link', { name })).toBeVisible();

    await setServerClock(page, { reset: true });
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await expect(primary.getByRole('link')).toHaveText(['상점', '마켓', '프로모션', '캐비닛', '소개', '이벤트', '고객센터']);
    await expect(primary.getByRole('button', { name: '사전예약' })).toHaveCount(0);
  });

  test('right-click is prevented on /main and allowed on /community', async ({ page }, testInfo) => {
    await page.goto('/main');
    await expect(page.getByTestId('project-card').first()).toBeVisible();
    expect(await contextMenuPrevented(page, '[data-testid="project-card"]')).toBe(true);
    expect(await contextMenuPrevented(page, 'main')).toBe(true);

    await page.goto('/community');
    await expect(page.getByRole('heading', { name: '커뮤니티' }).first()).toBeVisible();
    await settled(page);
    expect(await contextMenuPrevented(page, 'main')).toBe(false);
    await screenshots(page, testInfo, 'community');
  });
});
