import { AUTH_PATHS } from 'shared-contract';
import { getCsrfToken } from './get-csrf-token';
import { PENDING_SIGN_IN_KEY } from './session-sync';

export type SignInOptions = {
  /** Where to land after signing in (same origin). */
  callbackUrl?: string;
  /** Pre-selects the account at the provider (`login_hint`; the local issuer signs this e-mail in directly). */
  loginHint?: string;
};

/**
 * Starts a provider sign-in: a real form POST to /auth/signin/<provider>, so the browser follows
 * the redirects to the provider and back to the callback.
 */
export async function signIn(provider: string, { callbackUrl = window.location.href, loginHint }: SignInOptions = {}) {
  const csrfToken = await getCsrfToken();
  const form = document.createElement('form');
  form.method = 'post';
  form.action = loginHint ? `${AUTH_PATHS.signIn(provider)}?${new URLSearchParams({ login_hint: loginHint })}` : AUTH_PATHS.signIn(provider);
  form.hidden = true;
  for (const [name, value] of Object.entries({ csrfToken, callbackUrl })) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  try {
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, provider);
  } catch {
    // Without storage the other tabs catch up when they become visible.
  }
  document.body.append(form);
  form.submit();
}
