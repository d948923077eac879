import { DESKTOP, expect, MOBILE, preferLanguage, settled, test } from './fixtures';

test.describe('members-only pages and the signed-in header', () => {
  test('a visitor on /my/coins signs in, comes back to it, sees the signed-in header, signs out from the menu (ko, desktop)', async ({ page }) => {
    await preferLanguage(page, 'ko');
    await page.setViewportSize(DESKTOP);
    await page.goto('/main');
    await settled(page);
    const shortcuts = page.getByRole('navigation', { name: '바로가기 메뉴' });
    await expect(shortcuts.getByRole('link', { name: '로그인', exact: true })).toHaveAttribute('href', '/user/login');

    await page.goto('/my/coins');
    await expect(page).toHaveURL(/\/user\/login\?error=SessionRequired&callbackUrl=%2Fmy%2Fcoins$/);
    await settled(page);
    await expect(page.getByRole('alert')).toHaveText('로그인이 필요합니다. 로그인 후 보던 페이지로 돌아갑니다.');
    // The redirect replaced the guarded page in the history: back leads to /main.
    await page.goBack();
    await expect(page).toHaveURL(/\/main$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/user\/login\?error=SessionRequired&callbackUrl=%2Fmy%2Fcoins$/);
    await settled(page);

    await page.getByRole('button', { name: '로컬 테스트 계정으로 계속하기' }).click();
    await page.getByRole('button', { name: /demo@keys\.local/ }).click();
    // Straight back to the page (no "login complete" page in between).
    await expect(page).toHaveURL(/\/my\/coins$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '골드' })).toBeVisible();
    const my = shortcuts.getByRole('link', { name: '마이페이지 (KEYSDemo님으로 로그인됨)' });
    await expect(my).toHaveAttribute('href', '/my');
    await expect(my.getByTestId('member-initial')).toHaveText('K');
    await expect(shortcuts.getByRole('link', { name: '로그인', exact: true })).toHaveCount(0);

    // A full load of the guarded page keeps the member on it.
    await page.reload();
    await settled(page);
    await expect(page).toHaveURL(/\/my\/coins$/);
    await expect(page.getByRole('heading', { level: 1, name: '골드' })).toBeVisible();

    await expect(shortcuts.getByRole('button', { name: '로그아웃' })).toHaveCount(0);
    await shortcuts.getByRole('button', { name: '계정 메뉴' }).click();
    await expect(shortcuts.getByRole('link', { name: '골드', exact: true })).toHaveAttribute('href', '/my/coins');
    await shortcuts.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/callback\/logout-success$/);
    await settled(page);
    await expect(page.getByTestId('signed-out')).toHaveText('로그아웃되었습니다. 다음에 또 만나요!');
    await expect(shortcuts.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(shortcuts.getByRole('button', { name: '로그아웃' })).toHaveCount(0);
  });

  test('the mobile "more" drawer offers sign-in to a visitor and sign-out to a member (en, 360 px)', async ({ page }) => {
    await preferLanguage(page, 'en');
    await page.setViewportSize(MOBILE);
    await page.goto('/main');
    await settled(page);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('dialog', { name: 'More menu' }).getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await settled(page);

    await page.getByRole('button', { name: 'Continue with Local test account' }).click();
    await page.getByRole('button', { name: /collector@keys\.local/ }).click();
    await expect(page).toHaveURL(/\/main$/);
    await settled(page);
    // Once the member has loaded, the collector account's language (ko) applies.
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.getByRole('button', { name: '더보기' }).click();
    const drawer = page.getByRole('dialog', { name: '더보기 메뉴' });
    await expect(drawer.getByTestId('drawer-account')).toContainText('님으로 로그인됨');
    await expect(drawer.getByRole('link', { name: '로그인', exact: true })).toHaveCount(0);
    await drawer.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/callback\/logout-success$/);
    await expect(page.getByTestId('signed-out')).toHaveText('로그아웃되었습니다. 다음에 또 만나요!');
  });

  test('/main and the other open pages never redirect a visitor', async ({ page }) => {
    await preferLanguage(page, 'ko');
    for (const path of ['/main', '/about', '/support']) {
      await page.goto(path);
      await settled(page);
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});
