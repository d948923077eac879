import type { BrowserContext, Cookie, Page } from '@playwright/test';
import { baseURL, expect, preferLanguage, setServerClock, settled, test } from './fixtures';
import { signInAsMember, signUpNewMember, uniqueEmail } from './session';

type Me = { nickname: string | null; languageType: 'ko' | 'en' };

/** `GET /auth/session` from inside the page, with the page's own cookies. */
const sessionInPage = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/auth/session', { credentials: 'include' });
    return (await response.json()) as { user?: { email?: string } } | null;
  });

/** The member as `GET /api/user/me` answers it for the page's session. */
async function meOf(page: Page): Promise<Me> {
  const session = (await (await page.request.get('/auth/session')).json()) as { accessToken?: string } | null;
  const response = await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${session?.accessToken ?? ''}` } });
  expect(response.ok(), `GET /api/user/me -> ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: Me }).data;
}

/** Moves the server clock forward (access tokens are checked against it). */
async function advanceServerClock(page: Page, ms: number) {
  const response = await page.request.post('/api/_test/clock', { data: { advanceMs: ms } });
  expect(response.ok(), `advance the server clock ${ms} ms -> ${response.status()}`).toBe(true);
}

/** The Auth.js session cookie(s) of the context (the encrypted JWT that holds the refresh token). */
const sessionCookies = async (context: BrowserContext): Promise<Cookie[]> =>
  (await context.cookies(baseURL)).filter((cookie) => cookie.name.includes('session-token'));

/** The local issuer's page: any e-mail signs in (the issuer is the test identity provider). */
async function signInThroughIssuer(page: Page, email: string, providerButton: string) {
  await page.goto('/user/login');
  await settled(page);
  await page.getByRole('button', { name: providerButton }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/authorize\?/);
  await page.getByLabel('E-mail / 이메일').fill(email);
  await page.getByRole('button', { name: 'Continue / 계속' }).click();
  // A member goes straight on to where they were going (no "login complete" page in between).
  await expect(page).toHaveURL(/\/main$/);
  await settled(page);
}

const shortcutsOf = (page: Page, language: 'ko' | 'en') => page.getByRole('navigation', { name: language === 'ko' ? '바로가기 메뉴' : 'Shortcuts' });

test.describe('session behaviour across tabs, token expiry, suspension and language', () => {
  test('4. sign-out in one tab signs the other tab out; sign-in likewise (en)', async ({ page, context }) => {
    const email = uniqueEmail('tabs');
    await preferLanguage(page, 'en');
    await signUpNewMember(page, email, 'en');
    const { nickname } = await meOf(page);

    await page.goto('/main');
    await settled(page);
    const other = await context.newPage();
    await preferLanguage(other, 'en');
    await other.goto('/main');
    await settled(other);
    const member = new RegExp(`^My page \\(Signed in as ${nickname ?? ''}\\)$`);
    await expect(shortcutsOf(page, 'en').getByRole('link', { name: member })).toBeVisible();
    await expect(shortcutsOf(other, 'en').getByRole('link', { name: member })).toBeVisible();
    // Marks the other tab's document: it must follow without being reloaded.
    await other.evaluate(() => Object.assign(window, { keptDocument: true }));

    await shortcutsOf(page, 'en').getByRole('button', { name: 'Account menu' }).click();
    await shortcutsOf(page, 'en').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/callback\/logout-success$/);

    await expect(shortcutsOf(other, 'en').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(shortcutsOf(other, 'en').getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expect(other).toHaveURL(/\/main$/);
    expect(await other.evaluate(() => (window as { keptDocument?: boolean }).keptDocument)).toBe(true);

    await signInThroughIssuer(page, email, 'Continue with Local test account');
    await expect(shortcutsOf(page, 'en').getByRole('link', { name: member })).toBeVisible();

    await expect(shortcutsOf(other, 'en').getByRole('link', { name: member })).toBeVisible();
    await expect(shortcutsOf(other, 'en').getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    expect(await other.evaluate(() => (window as { keptDocument?: boolean }).keptDocument)).toBe(true);
  });

  test.describe('with a 5-second access token', () => {
    test('5. a page used after expiry keeps working (silent refresh); replaying a spent refresh token ends the session (ko)', async ({ page, context }) => {
      await preferLanguage(page, 'ko');
      await signUpNewMember(page, uniqueEmail('refresh'), 'ko');
      const { nickname } = await meOf(page);
      const shortcuts = shortcutsOf(page, 'ko');
      try {
        await page.goto('/my/settings');
        await settled(page);
        await expect(shortcuts.getByRole('link', { name: `마이페이지 (${nickname ?? ''}님으로 로그인됨)` })).toBeVisible();

        const calls: string[] = [];
        const refused: string[] = [];
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.pathname.startsWith('/api/user/') && response.request().method() === 'PUT') calls.push(`${url.pathname} ${response.status()}`);
          if (url.pathname.startsWith('/api/') && response.status() === 401) refused.push(`${response.request().method()} ${url.pathname}`);
        });

        // 10 s later on the server: the page's access token has expired; switching the language saves it with the API.
        await advanceServerClock(page, 10_000);
        const savedEn = page.waitForResponse((response) => response.url().endsWith('/api/user/en') && response.status() === 200);
        await page.getByRole('group', { name: '언어 선택' }).getByRole('button', { name: 'English' }).click();
        await savedEn;
        await expect(shortcutsOf(page, 'en').getByRole('button', { name: 'Account menu' })).toBeVisible();
        // The expired token was refused (the save itself, or a read the language change set off first), refreshed
        // silently, and the save went through once.
        expect(refused.length).toBeGreaterThan(0);
        expect(calls.filter((call) => call.endsWith(' 200'))).toEqual(['/api/user/en 200']);
        expect(calls.every((call) => call === '/api/user/en 401' || call === '/api/user/en 200')).toBe(true);
        expect((await meOf(page)).languageType).toBe('en');
        await settled(page);

        // The cookie now holds the refresh token of that first refresh; the next refresh spends it.
        const spent = await sessionCookies(context);
        expect(spent.length).toBeGreaterThan(0);
        await advanceServerClock(page, 10_000);
        const refusedBefore = refused.length;
        const savedKo = page.waitForResponse((response) => response.url().endsWith('/api/user/ko') && response.status() === 200);
        await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '한국어' }).click();
        await savedKo;
        await expect(shortcuts.getByRole('button', { name: '계정 메뉴' })).toBeVisible();
        // Refused again and refreshed again (the save itself or a read before it); each save went through once.
        expect(refused.length).toBeGreaterThan(refusedBefore);
        expect(calls.filter((call) => call.endsWith(' 200'))).toEqual(['/api/user/en 200', '/api/user/ko 200']);
        expect(calls.every((call) => /^\/api\/user\/(en|ko) (401|200)$/.test(call))).toBe(true);
        await settled(page);
        const newest = await sessionCookies(context);
        expect(newest.map((cookie) => cookie.value)).not.toEqual(spent.map((cookie) => cookie.value));

        // Past the two-tab grace (10 s), the spent refresh token comes back: the whole family is revoked.
        await advanceServerClock(page, 11_000);
        await context.addCookies(spent);
        await page.goto('/main');
        await settled(page);
        await expect(shortcuts.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
        await expect(shortcuts.getByRole('button', { name: '계정 메뉴' })).toHaveCount(0);
        expect(await sessionInPage(page)).toBeNull();

        // Even the newest cookie no longer works.
        await context.addCookies(newest);
        await page.goto('/my/settings');
        await expect(page).toHaveURL(/\/user\/login\?error=SessionRequired&callbackUrl=%2Fmy%2Fsettings$/);
        await settled(page);
        await expect(shortcuts.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
        expect(await sessionInPage(page)).toBeNull();
      } finally {
        await setServerClock(page, { reset: true });
      }
    });
  });

  test('7. a suspended member sees the alert once and lands on /main; /my and /support still open (ko)', async ({ page }) => {
    await preferLanguage(page, 'ko');
    await signInAsMember(page, 'suspended@keys.local');
    await page.goto('/about');
    await expect(page).toHaveURL(/\/main$/);
    const alert = page.getByRole('alertdialog', { name: '이용이 제한된 계정' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('이용약관 위반으로 이용이 정지된 계정입니다. 고객센터로 문의해 주세요.');
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/main$/);

    for (const path of ['/my', '/support']) {
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
  });

  test('10. a language chosen on a device is kept after sign-in and saved to the account; a device with no choice takes the account language', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('language');
    // Device A shows Korean (as detected), and the visitor chooses English with the switcher.
    await preferLanguage(page, 'ko');
    await page.goto('/main');
    await settled(page);
    await expect(shortcutsOf(page, 'ko')).toBeVisible();
    await page.getByRole('group', { name: '언어 선택' }).getByRole('button', { name: 'English' }).click();
    await expect(shortcutsOf(page, 'en')).toBeVisible();
    // The account is made with Korean.
    await signUpNewMember(page, email, 'ko');
    expect((await meOf(page)).languageType).toBe('ko');

    // Signed in, device A keeps English, and its choice is saved to the account.
    // Access tokens live 5 s in the e2e server: a save may be refused once and go through after the silent refresh.
    const savedEnglish = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/en') && response.request().method() === 'PUT' && response.status() === 200,
    );
    await page.goto('/main');
    await settled(page);
    await savedEnglish;
    await expect(shortcutsOf(page, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await meOf(page)).languageType).toBe('en');

    const elsewhere = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    try {
      // Device B has no choice yet: Korean by its browser until the member signs in, then the account's English.
      const other = await elsewhere.newPage();
      await other.goto('/main');
      await settled(other);
      await expect(shortcutsOf(other, 'ko')).toBeVisible();
      await expect(other.locator('html')).toHaveAttribute('lang', 'ko');

      await signInThroughIssuer(other, email, '로컬 테스트 계정으로 계속하기');
      await expect(shortcutsOf(other, 'en').getByRole('link', { name: /^My page \(Signed in as / })).toBeVisible();
      await expect(other.locator('html')).toHaveAttribute('lang', 'en');
      await other.goto('/main');
      await settled(other);
      await expect(shortcutsOf(other, 'en')).toBeVisible();

      // Choosing Korean there is saved to the account.
      const saved = other.waitForResponse(
        (response) => response.url().endsWith('/api/user/ko') && response.request().method() === 'PUT' && response.status() === 200,
      );
      await other.getByRole('group', { name: 'Language' }).getByRole('button', { name: '한국어' }).click();
      await saved;
      await expect(shortcutsOf(other, 'ko')).toBeVisible();
      expect((await meOf(other)).languageType).toBe('ko');
    } finally {
      await elsewhere.close();
    }

    // Device A keeps its own choice on its next load, and does not write it over the account again.
    const languageSaves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/api\/user\/(ko|en)$/.test(request.url())) languageSaves.push(request.url());
    });
    await page.goto('/main');
    await settled(page);
    // The member has loaded (the header shows the Gold balance) and the language stays English.
    await expect(shortcutsOf(page, 'en').getByTestId('gold-link')).toBeVisible();
    await expect(shortcutsOf(page, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(languageSaves).toEqual([]);
    expect((await meOf(page)).languageType).toBe('ko');
  });
});
