import { AUTH_PATHS } from 'shared-contract';
import { apiClient } from '../api-client';

/** Auth.js CSRF token (double-submit cookie), needed by every sign-in and sign-out POST. */
export async function getCsrfToken(): Promise<string> {
  const body = await apiClient.get(AUTH_PATHS.csrf).json<{ csrfToken?: unknown }>();
  if (typeof body?.csrfToken !== 'string' || body.csrfToken === '') throw new Error('Auth.js answered no CSRF token');
  return body.csrfToken;
}
