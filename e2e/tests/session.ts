import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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
