import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, preferLanguage, screenshots, settled, test } from './fixtures';
import { signUpNewMember } from './session';

type AuthSession = { user: { email: string; name?: string | null; provider?: string | null }; expires: string } | null;

/** `GET /auth/session` from inside the page, with the page's own cookies. */
const sessionInPage = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/auth/session', { credentials: 'include' });
    return (await response.json()) as AuthSession;
  });

test.describe('sign-in with the local OIDC issuer', () => {
  test('a visitor signs in on the issuer page with an e-mail, goes straight on to /main, the session has the e-mail, signs out (ko, 360 px)', async ({
    page,
  }, testInfo) => {
    const email = `e2e-${Date.now()}@example.com`;
    // A member who signed up already (a first sign-in goes on to sign-up instead: sign-up.spec.ts), then signed out.
    await signUpNewMember(page, email);
    await page.context().clearCookies();
    await preferLanguage(page, 'ko');
    await page.setViewportSize(MOBILE);
    await page.goto('/user/login');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(page.getByRole('button', { name: '로컬 테스트 계정으로 계속하기' })).toBeVisible();
    await screenshots(page, testInfo, 'login');
    expect(await sessionInPage(page)).toBeNull();

    await page.getByRole('button', { name: '로컬 테스트 계정으로 계속하기' }).click();
    // The issuer's own page on loopback: demo members, or any e-mail.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/authorize\?/);
    await expect(page.getByRole('button', { name: /demo@keys\.local/ })).toBeVisible();
    await page.getByLabel('E-mail / 이메일').fill(email);
    await page.getByRole('button', { name: 'Continue / 계속' }).click();

    // Nothing to say: no "login complete" page, the member is where they were going; the header says who it is.
    await expect(page).toHaveURL(/\/main$/);
    await settled(page);
    const session = await sessionInPage(page);
    expect(session?.user).toMatchObject({ email, provider: 'local' });
    await screenshots(page, testInfo, 'signed-in-main');
    await page.getByTestId('top-bar').getByRole('button', { name: '더보기' }).click();
    const drawer = page.getByRole('dialog', { name: '더보기 메뉴' });
    await expect(drawer.getByTestId('drawer-account')).toContainText('님으로 로그인됨');

    await drawer.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/callback\/logout-success$/);
    await settled(page);
    await expect(page.getByTestId('signed-out')).toHaveText('로그아웃되었습니다. 다음에 또 만나요!');
    expect(await sessionInPage(page)).toBeNull();
  });

  test('the error message and the callbackUrl survive the round trip; a demo member is one click on the issuer page (en, desktop)', async ({ page }) => {
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    await page.goto('/user/login?error=SessionRequired&callbackUrl=%2Fsupport');
    await settled(page);
    await expect(page.getByRole('alert')).toHaveText('Login needed. After signing in you will return to the page you were on.');

    await page.getByRole('button', { name: 'Continue with Local test account' }).click();
    await page.getByRole('button', { name: /demo@keys\.local/ }).click();

    // Straight back to the page the visitor was on.
    await expect(page).toHaveURL(/\/support$/);
    await settled(page);
    // Once the member has loaded, the demo account's language (ko) applies (this browser chose none).
    const shortcuts = page.getByRole('navigation', { name: '바로가기 메뉴' });
    await expect(shortcuts.getByRole('link', { name: '마이페이지 (KEYSDemo님으로 로그인됨)' })).toBeVisible();
    expect((await sessionInPage(page))?.user.email).toBe('demo@keys.local');

    await shortcuts.getByRole('button', { name: '계정 메뉴' }).click();
    await shortcuts.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByTestId('signed-out')).toHaveText('로그아웃되었습니다. 다음에 또 만나요!');
    expect(await sessionInPage(page)).toBeNull();
  });

  test('sign-out in one tab signs the other tab out', async ({ page, context }) => {
    await preferLanguage(page, 'en');
    await page.goto('/user/login');
    await settled(page);
    await page.getByRole('button', { name: 'Continue with Local test account' }).click();
    await page.getByRole('button', { name: /collector@keys\.local/ }).click();
    await expect(page).toHaveURL(/\/main$/);
    // Once the member has loaded, the collector account's language (ko) applies.
    const shortcuts = page.getByRole('navigation', { name: '바로가기 메뉴' });
    await expect(shortcuts.getByRole('link', { name: /^마이페이지 \(.+님으로 로그인됨\)$/ })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/main');
    const otherShortcuts = other.getByRole('navigation', { name: '바로가기 메뉴' });
    await expect(otherShortcuts.getByRole('link', { name: /^마이페이지 \(.+님으로 로그인됨\)$/ })).toBeVisible();

    await shortcuts.getByRole('button', { name: '계정 메뉴' }).click();
    await shortcuts.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByTestId('signed-out')).toBeVisible();
    await expect(otherShortcuts.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(otherShortcuts.getByRole('link', { name: /마이페이지/ })).toHaveCount(0);
  });
});
