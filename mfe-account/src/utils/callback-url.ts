import { resolveSameOriginPath } from 'shared-contract';

export const DEFAULT_CALLBACK = '/main';

/** Stands for "this origin" where there is no window (and to test a kept path on its own). */
const PLACEHOLDER_ORIGIN = 'https://callback.invalid';

/** Only a same-origin path is kept as where to return (no open redirect); anything else means /main. */
export function safeCallbackUrl(value: string | null | undefined): string {
  if (!value) return DEFAULT_CALLBACK;
  const origin = typeof window !== 'undefined' ? window.location.origin : PLACEHOLDER_ORIGIN;
  return resolveSameOriginPath(value, origin) ?? DEFAULT_CALLBACK;
}

/** The sign-in lands on the success page, which then links to where the visitor was going. */
export const loginSuccessUrl = (callbackUrl: string) => `/callback/login-success?${new URLSearchParams({ callbackUrl })}`;

/** Sign-in for a page that needs a member ("sign-in needed" shown), coming back to `callbackUrl` afterwards. */
export const sessionRequiredSignInPath = (callbackUrl: string) => `/user/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl })}`;
