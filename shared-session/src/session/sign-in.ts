import { APPLE_CALLBACK_COOKIE, AUTH_PATHS } from 'shared-contract';
import { apiClient } from '../api-client';
import { ERROR_PAGE, fetchAuthData, formBody, pageNavigation, SIGN_IN_PAGE } from './auth-client';
import { getCsrfToken } from './get-csrf-token';
import { PENDING_SIGN_IN_KEY } from './session-sync';

export type SignInOptions = {
  /** Where to land after signing in (same origin). */
  callbackUrl?: string;
  /** Pre-selects the account at the provider (`login_hint`; the local issuer signs this e-mail in directly). */
  loginHint?: string;
};

/** Apple's callback comes back to `/` without Auth.js's callback url: the server's `/` reads this cookie instead. */
function keepAppleDestination(callbackUrl: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${APPLE_CALLBACK_COOKIE}=${encodeURIComponent(callbackUrl)}; Path=/; Max-Age=600; SameSite=Lax${secure}`;
}

/** Where a started sign-in goes, and the error Auth.js named in that url (`?error=`), if any. */
export type SignInResult = { url: string; error: string | null };

/**
 * Starts a provider sign-in as the spec's session client does: the providers first (none fetched: the error page; an
 * unknown one: the sign-in page), then a form-encoded POST to /auth/signin/<provider> (csrfToken, callbackUrl, json)
 * that Auth.js answers with the url to go to (`X-Auth-Return-Redirect`), then the browser goes there: the provider,
 * or the error page Auth.js chose. Answers nothing when it sent the member elsewhere first.
 */
export async function signIn(provider: string, { callbackUrl = window.location.href, loginHint }: SignInOptions = {}): Promise<SignInResult | undefined> {
  const providers = await fetchAuthData<Record<string, unknown>>(AUTH_PATHS.providers);
  if (!providers) {
    pageNavigation.assign(ERROR_PAGE);
    return undefined;
  }
  if (!Object.hasOwn(providers, provider)) {
    pageNavigation.assign(`${SIGN_IN_PAGE}?${new URLSearchParams({ callbackUrl })}`);
    return undefined;
  }
  if (provider === 'apple') keepAppleDestination(callbackUrl);
  const csrfToken = await getCsrfToken();
  const action = loginHint ? `${AUTH_PATHS.signIn(provider)}?${new URLSearchParams({ login_hint: loginHint })}` : AUTH_PATHS.signIn(provider);
  const request = formBody({ csrfToken, callbackUrl, json: 'true' });
  const answer = await apiClient.post(action, { body: request.body, headers: { ...request.headers, 'x-auth-return-redirect': '1' } }).json<{ url?: unknown }>();
  if (typeof answer?.url !== 'string') throw new Error('Auth.js answered no url');
  const url = answer.url;
  const error = new URL(url, window.location.href).searchParams.get('error');
  if (!error) {
    try {
      sessionStorage.setItem(PENDING_SIGN_IN_KEY, provider);
    } catch {
      // Without storage the other tabs catch up when they become visible.
    }
  }
  pageNavigation.assign(url);
  return { url, error };
}
