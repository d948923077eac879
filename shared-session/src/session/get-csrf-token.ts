import { AUTH_PATHS, authCsrfSchema } from 'shared-contract';
import { apiClient } from '../api-client';

/** Auth.js CSRF token (double-submit cookie), needed by every sign-in and sign-out POST. */
export async function getCsrfToken(): Promise<string> {
  const body = await apiClient.get(AUTH_PATHS.csrf).json();
  return authCsrfSchema.parse(body).csrfToken;
}
