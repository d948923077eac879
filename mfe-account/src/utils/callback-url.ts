export const DEFAULT_CALLBACK = '/main';

/** Only a same-origin path is kept as where to return (no open redirect); anything else means /main. */
export function safeCallbackUrl(value: string | null | undefined): string {
  if (!value) return DEFAULT_CALLBACK;
  if (typeof window !== 'undefined') {
    try {
      const url = new URL(value, window.location.origin);
      if (url.origin !== window.location.origin) return DEFAULT_CALLBACK;
      return `${url.pathname}${url.search}${url.hash}` || DEFAULT_CALLBACK;
    } catch {
      return DEFAULT_CALLBACK;
    }
  }
  return value.startsWith('/') && !value.startsWith('//') ? value : DEFAULT_CALLBACK;
}

/** The sign-in lands on the success page, which then links to where the visitor was going. */
export const loginSuccessUrl = (callbackUrl: string) => `/callback/login-success?${new URLSearchParams({ callbackUrl })}`;
