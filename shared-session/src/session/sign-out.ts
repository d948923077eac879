import { AUTH_PATHS } from 'shared-contract';
import { apiClient } from '../api-client';
import { useSessionStore } from '../session-store';
import { getCsrfToken } from './get-csrf-token';
import { announceSessionChange } from './session-channel';

export type SignOutOptions = { callbackUrl?: string };

/** Ends the session, tells the other tabs, then goes to `callbackUrl`. */
export async function signOut({ callbackUrl = '/callback/logout-success' }: SignOutOptions = {}) {
  const csrfToken = await getCsrfToken();
  const body = await apiClient
    .post(AUTH_PATHS.signOut, {
      body: new URLSearchParams({ csrfToken, callbackUrl }),
      headers: { 'x-auth-return-redirect': '1' },
    })
    .json<{ url?: string }>();
  useSessionStore.getState().setSession(null);
  announceSessionChange('signed-out');
  window.location.assign(body.url ?? callbackUrl);
}
