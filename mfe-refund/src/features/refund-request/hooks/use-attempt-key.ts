import { useCallback, useMemo, useRef } from 'react';
import { ApiError } from 'shared-session';

/** The outcome is unknown (no answer, a server failure, still running): the same attempt may be retried. */
const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_PROGRESS';

/**
 * One Idempotency-Key per attempt (as the market's checkouts do): `keyFor(body)` gives a new key for a new body and
 * the same key while the same body is retried after an unknown outcome; `settle(error?)` ends the attempt unless its
 * outcome is unknown. A double submit, or a retry after a lost answer, makes one request.
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { key: globalThis.crypto.randomUUID(), body: serialized };
    return attempt.current.key;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !outcomeUnknown(error)) attempt.current = null;
  }, []);
  return useMemo(() => ({ keyFor, settle }), [keyFor, settle]);
}
