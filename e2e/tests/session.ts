import type { Page } from '@playwright/test';
import { expect, setServerClock } from './fixtures';

/**
 * Signs the page's browser context in through the local OIDC issuer (Auth.js sign-in POST with
 * `login_hint`, redirects followed), as a member would after choosing the local provider.
 */
export async function signInAsMember(page: Page, email = 'demo@keys.local') {
  const { csrfToken } = (await (await page.request.get('/auth/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post(`/auth/signin/local?${new URLSearchParams({ login_hint: email })}`, {
    form: { csrfToken, callbackUrl: '/main' },
  });
  // The redirects end on callbackUrl (a page, which answers HTML only to a browser); the session is what counts.
  const session = (await (await page.request.get('/auth/session')).json()) as { user?: { email?: string } } | null;
  expect(session?.user?.email, `session after sign-in (last hop ${response.status()} ${response.url()})`).toBe(email);
}

/**
 * Signs a page that runs the app in again as `email`, through the API. The page leaves the app first (`about:blank`):
 * the app's own token refresh fetches a CSRF token whose cookie can replace the one this sign-in posts with (Auth.js
 * answers MissingCSRF), which happens when its token has expired on a moved server clock. The caller opens its page
 * afterwards (a reload would reload `about:blank`).
 */
export async function signInAgain(page: Page, email: string) {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInAsMember(page, email);
}

/**
 * Moves the server clock (test mode) and signs every session in again (refresh tokens are checked against the moved
 * clock). Every page leaves the app before the clock moves, so no app refreshes its token on the new clock meanwhile.
 * `clockPage` sends the clock request.
 */
export async function moveClockAndSignIn(clockPage: Page, now: string, sessions: ReadonlyArray<{ page: Page; email: string }>) {
  for (const { page } of sessions) await page.goto('about:blank');
  await setServerClock(clockPage, { now });
  for (const { page, email } of sessions) await signInAgain(page, email);
}

/** A fresh e-mail per call, so journeys never share a member (the e2e database lives across tests). */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export const NEW_MEMBER_CABINET_PASSWORD = '135790';

/**
 * A brand-new member, signed in and signed up through the API (the consents and the cabinet
 * password, as the sign-up pages send them); journey 1 walks the same steps through the pages.
 */
export async function signUpNewMember(page: Page, email = uniqueEmail('member'), languageType: 'ko' | 'en' = 'ko') {
  await signInAsMember(page, email);
  const session = (await (await page.request.get('/auth/session')).json()) as { accessToken?: string; user?: { id?: number } };
  const response = await page.request.post('/api/auth/sign-up', {
    headers: { authorization: `Bearer ${session.accessToken ?? ''}` },
    data: {
      agreeAge: true,
      agreeTerms: true,
      agreePrivacy: true,
      agreeMail: false,
      password: NEW_MEMBER_CABINET_PASSWORD,
      passwordConfirm: NEW_MEMBER_CABINET_PASSWORD,
      languageType,
    },
  });
  expect(response.ok(), `sign-up ${response.status()} ${await response.text()}`).toBe(true);
  return { email, id: session.user?.id ?? 0 };
}

/** The backend access token of the page's current session (what the page's API client sends). */
export async function accessTokenOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/auth/session')).json()) as { accessToken?: string } | null;
  expect(session?.accessToken, 'an access token in the session').toBeTruthy();
  return session?.accessToken ?? '';
}

/** GET an API path as the signed-in member (bearer read right before: access tokens live 5 s in e2e); answers `data`. */
export async function memberGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(response.ok(), `GET ${path} -> ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** POST as the signed-in member with a fresh Idempotency-Key (answers in English); answers the status and the envelope. */
export async function memberPost<T = unknown>(page: Page, path: string, data: object) {
  const response = await page.request.post(path, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en' },
    data,
  });
  return {
    status: response.status(),
    body: (await response.json()) as { result: string; data?: T; error?: { code: string; message: string; details?: { unlocksAt?: string } } },
  };
}
