import type { BrowserContext, Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, preferLanguage, settled, test } from './fixtures';
import { accessTokenOf, NEW_MEMBER_CABINET_PASSWORD, signUpNewMember, uniqueEmail } from './session';

type AuthSession = { user: { email?: string; status?: number; signUpRequired?: boolean } } | null;

const sessionOf = async (page: Page) => (await (await page.request.get('/auth/session')).json()) as AuthSession;
const signUpCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'keys-sign-up');

/** The local provider's button on /user/login, then the issuer's own page: the e-mail typed in. */
async function signInOnIssuer(page: Page, button: string, email: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/authorize\?/);
  await page.getByLabel('E-mail / 이메일').fill(email);
  await page.getByRole('button', { name: 'Continue / 계속' }).click();
}

/** Nothing sticks out sideways at the current width (360 px: no horizontal page scroll). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `document ${widths.scroll} px wide in a ${widths.inner} px viewport`).toBeLessThanOrEqual(widths.inner);
}

test.describe('sign-up journeys', () => {
  test('journey 1: a new member signs in with the local provider, gives the consents, sets the cabinet password and reaches /my (en, desktop)', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('signup');
    await preferLanguage(page, 'en');
    await page.setViewportSize(DESKTOP);
    await page.goto('/user/login');
    await settled(page);
    await signInOnIssuer(page, 'Continue with Local test account', email);

    // The first sign-in goes on to sign-up, with the one-hour flag cookie.
    await expect(page).toHaveURL(/\/user\/policyAgree\?callbackUrl=%2Fmain$/);
    await settled(page);
    expect(await sessionOf(page)).toMatchObject({ user: { email, signUpRequired: true } });
    const flag = await signUpCookie(context);
    expect(flag?.value).toBe('1');
    expect(flag?.path).toBe('/');
    expect(flag?.sameSite).toBe('Lax');
    expect((flag?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(59 * 60_000);

    await expect(page.getByRole('heading', { level: 1, name: 'Agree to the terms' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '[Required] I am 18 or older' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText([
      'Please confirm that you are 18 or older.',
      'Please agree to the terms of service.',
      'Please agree to the privacy policy.',
    ]);
    await expect(page).toHaveURL(/\/user\/policyAgree\?callbackUrl=%2Fmain$/);

    // The terms open as a popup window, which offers to close itself.
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'View the terms of service (new window)' }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/\/user\/policy$/);
    await expect(popup.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(popup.getByRole('heading', { level: 2, name: 'Article 1 (Signing up)' })).toBeVisible();
    const closed = popup.waitForEvent('close');
    // The button closes its own window, which can end the click before Playwright reports it done: that error
    // counts only if the window is still open.
    await popup
      .getByRole('button', { name: 'Close' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await closed;

    await page.getByRole('checkbox', { name: /Agree to all/ }).check();
    await expect(page.getByRole('checkbox', { name: '[Optional] I agree to receive promotion e-mails' })).toBeChecked();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/user\/cabinetPassword\?callbackUrl=%2Fmain$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Cabinet password' })).toBeVisible();
    // The consents travel in session storage, never in the URL.
    expect(page.url()).not.toContain('agree');
    await page.getByLabel('Cabinet password (6 digits)').fill('135790');
    await page.getByLabel('Confirm the cabinet password').fill('135791');
    await page.getByRole('button', { name: 'Finish signing up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password');
    await expect(page).toHaveURL(/\/user\/cabinetPassword/);
    expect(await sessionOf(page)).toMatchObject({ user: { signUpRequired: true } });

    await page.getByLabel('Confirm the cabinet password').fill('135790');
    await page.getByRole('button', { name: 'Finish signing up' }).click();
    await expect(page).toHaveURL(/\/user\/signupSuccess\?callbackUrl=%2Fmain$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-up complete' })).toBeVisible();
    await expect(page.getByTestId('sign-up-welcome')).toHaveText('Welcome to KEYS!');
    expect(await sessionOf(page)).toMatchObject({ user: { email, status: 1, signUpRequired: false } });
    expect(await signUpCookie(context)).toBeUndefined();

    // The member is stored with the consents and the language of the pages.
    const me = await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
    expect(me.ok()).toBe(true);
    expect(((await me.json()) as { data: unknown }).data).toMatchObject({ email, signedUp: true, isAgreeMail: true, languageType: 'en' });

    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/main');
    await page.getByRole('link', { name: 'My info' }).click();
    await expect(page).toHaveURL(/\/my$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.getByTestId('error-state')).toHaveCount(0);
    await expect(page).toHaveURL(/\/my$/);
  });

  test('a visitor on a members-only page signs up on the way and returns to it; the consents page fits 360 px (ko, mobile)', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('signup-guard');
    await preferLanguage(page, 'ko');
    await page.setViewportSize(MOBILE);
    await page.goto('/my/notifications');
    await expect(page).toHaveURL(/\/user\/login\?error=SessionRequired&callbackUrl=%2Fmy%2Fnotifications$/);
    await settled(page);
    await signInOnIssuer(page, '로컬 테스트 계정으로 계속하기', email);

    await expect(page).toHaveURL(/\/user\/policyAgree\?callbackUrl=%2Fmy%2Fnotifications$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '약관 동의' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const name of [
      '[필수] 만 19세 이상입니다',
      '[필수] 이용약관에 동의합니다',
      '[필수] 개인정보 수집 및 이용에 동의합니다',
      '[선택] 프로모션 메일 수신에 동의합니다',
    ]) {
      const box = await page.getByText(name, { exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${name} inside 360 px`).toBeLessThanOrEqual(MOBILE.width);
    }
    const next = await page.getByRole('button', { name: '다음' }).boundingBox();
    expect(next?.width ?? 0).toBeGreaterThan(300);
    expect(next?.height ?? 0).toBeGreaterThanOrEqual(44);

    // Keyboard only: the required boxes by space, then Enter on the submit button.
    await page.getByRole('checkbox', { name: '[필수] 만 19세 이상입니다' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: '[필수] 이용약관에 동의합니다' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용에 동의합니다' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: '다음' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/user\/cabinetPassword\?callbackUrl=%2Fmy%2Fnotifications$/);
    await settled(page);
    await expectNoSidewaysScroll(page);
    await page.getByLabel('캐비닛 비밀번호 (숫자 6자리)').fill('246810');
    await page.getByLabel('캐비닛 비밀번호 확인').fill('246819');
    await page.getByRole('button', { name: '가입 완료하기' }).click();
    await expect(page.getByRole('alert')).toHaveText('비밀번호가 일치하지 않습니다.');
    await page.getByLabel('캐비닛 비밀번호 확인').fill('246810');
    await page.getByRole('button', { name: '가입 완료하기' }).click();

    await expect(page).toHaveURL(/\/user\/signupSuccess\?callbackUrl=%2Fmy%2Fnotifications$/);
    await settled(page);
    await expect(page.getByTestId('sign-up-welcome')).toHaveText('KEYS 회원이 되신 것을 환영합니다!');
    await page.getByRole('link', { name: '보던 페이지로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/my\/notifications$/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();

    // Signed up: the consents page now says so instead of asking again.
    await page.goto('/user/policyAgree');
    await settled(page);
    await expect(page.getByTestId('already-signed-up')).toContainText('이미 가입한 계정입니다');
  });

  test('a suspended member signs in and is told so, with the way to /main (ko)', async ({ page }) => {
    await preferLanguage(page, 'ko');
    await page.goto('/user/login');
    await settled(page);
    await signInOnIssuer(page, '로컬 테스트 계정으로 계속하기', 'suspended@keys.local');
    await expect(page).toHaveURL(/\/callback\/login-success\?callbackUrl=%2Fmain$/);
    await settled(page);
    await expect(page.getByTestId('suspended')).toContainText('이용약관 위반으로 이용이 정지된 계정입니다. 고객센터로 문의해 주세요.');
    await expect(page.getByTestId('continue')).toHaveText('홈으로 가기');
    await page.getByTestId('continue').click();
    await expect(page).toHaveURL(/\/main$/);
  });

  test('a deactivated account that signs in again lands on the sign-in error page with the deleted message (en)', async ({ page }) => {
    const email = uniqueEmail('deactivated');
    await signUpNewMember(page, email, 'en');
    const deactivated = await page.request.post('/api/user/deactivate', {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { reason: 'NOT_USING', agree: true, password: NEW_MEMBER_CABINET_PASSWORD },
    });
    expect(deactivated.ok(), `deactivate ${deactivated.status()} ${await deactivated.text()}`).toBe(true);
    await page.context().clearCookies();

    await preferLanguage(page, 'en');
    await page.goto('/user/login');
    await settled(page);
    await signInOnIssuer(page, 'Continue with Local test account', email);
    await expect(page).toHaveURL(/\/callback\/login-error\?error=AccountDeactivated/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in error' })).toBeVisible();
    await expect(page.getByTestId('login-error-message')).toHaveText('This account has been deleted / deactivated.');
    expect(await sessionOf(page)).toBeNull();
    await expect(page.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/user/login');
  });

  test('the sign-in error page explains a deactivated account and leads back to sign-in (ko, en)', async ({ page }) => {
    await preferLanguage(page, 'ko');
    await page.goto('/callback/login-error?error=AccountDeactivated');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: '로그인 오류' })).toBeVisible();
    await expect(page.getByTestId('login-error-message')).toHaveText('삭제/탈퇴된 계정입니다.');
    await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/callback/login-error?error=OAuthCallbackError');
    await settled(page);
    await expect(page.getByTestId('login-error-message')).toHaveText('Something went wrong on the way back from the sign-in service. Please try again.');
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
  });
});
