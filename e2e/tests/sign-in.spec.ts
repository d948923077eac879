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
  test('a visitor signs in on the issuer page with an e-mail, sees the welcome, the session has the e-mail, signs out (ko, 360 px)', async ({ page }, testInfo) => {
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

    await expect(page).toHaveURL(/\/callback\/login-success\?callbackUrl=%2Fmain$/);
    await settled(page);
    await expect(page.getByTestId('signed-in-email')).toHaveText(`${email} 계정으로 로그인했습니다.`);
    await expect(page.getByTestId('welcome')).toHaveText(`${email.split('@')[0]}님, 환영합니다!`);
    await expect(page.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/main');
    const session = await sessionInPage(page);
    expect(session?.user).toMatchObject({ email, provider: 'local' });
    await screenshots(page, testInfo, 'login-success');

    await page.getByRole('button', { name: '로그아웃' }).click();
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

    await expect(page).toHaveURL(/\/callback\/login-success\?callbackUrl=%2Fsupport$/);
    await settled(page);
    // Once the member has loaded, the demo account's language (ko) applies.
    await expect(page.getByTestId('welcome')).toHaveText('KEYS Demo님, 환영합니다!');
    await expect(page.getByRole('link', { name: '보던 페이지로 돌아가기' })).toHaveAttribute('href', '/support');
    expect((await sessionInPage(page))?.user.email).toBe('demo@keys.local');

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByTestId('signed-out')).toHaveText('로그아웃되었습니다. 다음에 또 만나요!');
    expect(await sessionInPage(page)).toBeNull();
  });

  test('sign-out in one tab signs the other tab out', async ({ page, context }) => {
    await preferLanguage(page, 'en');
    await page.goto('/user/login');
    await settled(page);
    await page.getByRole('button', { name: 'Continue with Local test account' }).click();
    await page.getByRole('button', { name: /collector@keys\.local/ }).click();
    // Once the member has loaded, the collector account's language (ko) applies.
    await expect(page.getByTestId('signed-in-email')).toHaveText('collector@keys.local 계정으로 로그인했습니다.');

    const other = await context.newPage();
    await other.goto('/callback/login-success');
    await expect(other.getByTestId('signed-in-email')).toHaveText('collector@keys.local 계정으로 로그인했습니다.');

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByTestId('signed-out')).toBeVisible();
    await expect(other.getByRole('heading', { level: 1, name: '로그인되어 있지 않습니다' })).toBeVisible();
  });
});
