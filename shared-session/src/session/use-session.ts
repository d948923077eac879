import { useEffect } from 'react';
import { useSessionStore } from '../session-store';
import { refreshSession, subscribeSessionSync } from './session-sync';

export type UseSessionOptions = {
  /** Also refetch every this many seconds (off when unset or 0). */
  pollIntervalSeconds?: number;
};

/**
 * The Auth.js session: `loading` until the first fetch ends, then `authenticated` or
 * `unauthenticated`; refetched when the tab becomes visible and when another tab signs in or out.
 */
export function useSession({ pollIntervalSeconds }: UseSessionOptions = {}) {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);

  useEffect(() => subscribeSessionSync(), []);

  useEffect(() => {
    if (!pollIntervalSeconds || pollIntervalSeconds <= 0) return undefined;
    const timer = setInterval(() => void refreshSession(), pollIntervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [pollIntervalSeconds]);

  return { status, user, refresh: refreshSession };
}
