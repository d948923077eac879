import { useCallback, useEffect, useState } from 'react';
import type { CabinetUnlock } from 'shared-contract';
import { clearUnlock, readUnlock, saveUnlock } from '../unlock-storage';

export type LockReason = 'expired' | null;

type UnlockState = { userId: number | null; unlock: CabinetUnlock | null; reason: LockReason };

// setTimeout keeps at most ~24.8 days; an unlock lasts an hour.
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Whether the member's cabinet is open in this browser session: the unlock token from the password, kept in
 * sessionStorage until it expires (then the password is asked again, with a message saying why).
 */
export function useCabinetUnlock(userId: number | null) {
  const [state, setState] = useState<UnlockState>(() => ({ userId, unlock: userId === null ? null : readUnlock(userId), reason: null }));
  const current = state.userId === userId ? state : { userId, unlock: userId === null ? null : readUnlock(userId), reason: null };
  if (current !== state) setState(current);

  const lock = useCallback(
    (reason: LockReason) => {
      if (userId !== null) clearUnlock(userId);
      setState({ userId, unlock: null, reason });
    },
    [userId],
  );

  const open = useCallback(
    (unlock: CabinetUnlock) => {
      if (userId !== null) saveUnlock(userId, unlock);
      setState({ userId, unlock, reason: null });
    },
    [userId],
  );

  const expiresAt = current.unlock?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = setTimeout(() => lock('expired'), Math.min(Math.max(new Date(expiresAt).getTime() - Date.now(), 0), MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [expiresAt, lock]);

  return { token: current.unlock?.token ?? null, reason: current.reason, open, lock };
}
