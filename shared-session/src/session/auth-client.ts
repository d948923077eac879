import { AUTH_PATHS } from 'shared-contract';
import { authHttp } from './auth-http';

/** Where the session client sends the member when it cannot go on (spec section 8). */
export const SIGN_IN_PAGE = '/user/login';
export const ERROR_PAGE = '/error';

/** The one place the session client leaves the page, so tests can see where it goes. */
export const pageNavigation = { assign: (url: string) => window.location.assign(url) };

/** A form-encoded body (`application/x-www-form-urlencoded`, as Auth.js's clients send). */
export const formBody = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** Sends a session-client log line to `POST /auth/_log` (level, code). Never throws, never waits. */
export function logAuthClient(level: 'error' | 'warn' | 'debug', code: string, message?: string) {
  const fields = { level, code, ...(message ? { message: message.slice(0, 2000) } : {}) };
  void authHttp.post(AUTH_PATHS.log, { ...formBody(fields), keepalive: true }).catch(() => undefined);
}

/** An Auth.js read (providers, csrf…): its answer, or null when the fetch fails, which is logged (spec section 8). */
export async function fetchAuthData<T>(path: string): Promise<T | null> {
  try {
    return await authHttp.get(path).json<T>();
  } catch (error) {
    logAuthClient('error', 'CLIENT_FETCH_ERROR', `${path}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
