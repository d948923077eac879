import { AUTH_PATHS } from 'shared-contract';
import { readAuthSession } from './auth-session';
import { toSessionUser, useSessionStore } from '../session-store';
import { authHttp } from './auth-http';
import { getCsrfToken } from './get-csrf-token';

let inFlight: Promise<string | null> | null = null;

/**
 * Asks the server to rotate the backend tokens (Auth.js session update with `{ refresh: true }`;
 * the refresh token never leaves the httpOnly cookie). Answers the new access token, or null when
 * the session has ended, which makes the session unauthenticated. Concurrent callers share one request.
 */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= (async () => {
    try {
      const csrfToken = await getCsrfToken();
      const session = readAuthSession(await authHttp.post(AUTH_PATHS.sessionUpdate, { json: { csrfToken, data: { refresh: true } } }).json());
      const user = toSessionUser(session);
      useSessionStore.getState().setSession(user, session?.accessToken ?? null);
      return session?.accessToken ?? null;
    } catch {
      useSessionStore.getState().setSession(null);
      return null;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
