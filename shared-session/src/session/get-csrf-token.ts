import { AUTH_PATHS } from 'shared-contract';
import { fetchAuthData } from './auth-client';

/** Auth.js CSRF token (double-submit cookie), needed by every sign-in and sign-out POST; a failed fetch is logged. */
export async function getCsrfToken(): Promise<string> {
  const body = await fetchAuthData<{ csrfToken?: unknown }>(AUTH_PATHS.csrf);
  if (typeof body?.csrfToken !== 'string' || body.csrfToken === '') throw new Error('Auth.js answered no CSRF token');
  return body.csrfToken;
}
