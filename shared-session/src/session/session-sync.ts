import { AUTH_PATHS, type AuthSession } from 'shared-contract';
import { authHttp } from './auth-http';
import { readAuthSession } from './auth-session';
import { toSessionUser, useSessionStore } from '../session-store';
import { announceSessionChange, onSessionChange } from './session-channel';

/** Set just before a sign-in form leaves the page: the first session seen after the return is announced. */
export const PENDING_SIGN_IN_KEY = 'keys-session-pending-sign-in';

async function fetchSession(): Promise<AuthSession> {
  try {
    return readAuthSession(await authHttp.get(AUTH_PATHS.session).json());
  } catch (error) {
    // A failed fetch is logged and counts as no session (spec: session client behaviour).
    console.warn('session fetch failed', error);
    return null;
  }
}

function takePendingSignIn() {
  try {
    const pending = sessionStorage.getItem(PENDING_SIGN_IN_KEY) !== null;
    sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
    return pending;
  } catch {
    return false;
  }
}

let inFlight: Promise<void> | null = null;

/** Reads `GET /auth/session` into the session store (concurrent calls share one request). */
export function refreshSession(): Promise<void> {
  inFlight ??= fetchSession()
    .then((session) => {
      const user = toSessionUser(session);
      useSessionStore.getState().setSession(user, session?.accessToken ?? null);
      if (takePendingSignIn() && user) announceSessionChange('signed-in');
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

let subscribers = 0;
let stop: (() => void) | null = null;

/** First subscriber starts the sync (first fetch, tab visibility, other tabs); the last one stops it. */
export function subscribeSessionSync(): () => void {
  subscribers += 1;
  if (subscribers === 1) {
    void refreshSession();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    const unsubscribe = onSessionChange(() => void refreshSession());
    stop = () => {
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }
  return () => {
    subscribers -= 1;
    if (subscribers === 0) {
      stop?.();
      stop = null;
    }
  };
}
