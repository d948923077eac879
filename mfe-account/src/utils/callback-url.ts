export const DEFAULT_CALLBACK = '/main';

/** Stands for "this origin" where there is no window (and to test a kept path on its own). */
const PLACEHOLDER_ORIGIN = 'https://callback.invalid';

/** Whether a path used as a link stays on the origin it is resolved against (`//host`, `/\host` do not). */
const staysOnOrigin = (path: string) => {
  try {
    return new URL(path, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
};

/**
 * Only a same-origin path is kept as where to return (no open redirect); anything else means /main. The value is
 * resolved as the browser would, and the path kept must itself stay on this origin when it becomes a link:
 * `/.//evil.example` resolves here to the path `//evil.example`, which as an href leaves the site.
 */
export function safeCallbackUrl(value: string | null | undefined): string {
  if (!value) return DEFAULT_CALLBACK;
  const origin = typeof window !== 'undefined' ? window.location.origin : PLACEHOLDER_ORIGIN;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return DEFAULT_CALLBACK;
  }
  if (url.origin !== origin) return DEFAULT_CALLBACK;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && staysOnOrigin(path) ? path : DEFAULT_CALLBACK;
}

/** The sign-in lands on the success page, which then links to where the visitor was going. */
export const loginSuccessUrl = (callbackUrl: string) => `/callback/login-success?${new URLSearchParams({ callbackUrl })}`;

/** Sign-in for a page that needs a member ("sign-in needed" shown), coming back to `callbackUrl` afterwards. */
export const sessionRequiredSignInPath = (callbackUrl: string) => `/user/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl })}`;
