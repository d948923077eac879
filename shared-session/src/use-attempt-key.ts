import { useCallback, useMemo, useRef } from 'react';
import { ApiError } from './api-client';

/** The outcome is unknown (no answer, a server failure, still running): the same attempt may be retried. */
const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_PROGRESS';

/**
 * One Idempotency-Key per attempt (checkouts, listings, ticket exchanges, refund requests): `keyFor(request)` gives a new key for a new request and the same key while the
 * same request is retried after an unknown outcome; `settle(error?)` ends the attempt unless its outcome is unknown.
 * `send(request, action)` does both around one action: it runs `action` with the attempt's key and settles with its outcome.
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { key: globalThis.crypto.randomUUID(), body };
    return attempt.current.key;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !outcomeUnknown(error)) attempt.current = null;
  }, []);
  const send = useCallback(
    async <T>(request: unknown, action: (idempotencyKey: string) => Promise<T>): Promise<T> => {
      try {
        const result = await action(keyFor(request));
        settle();
        return result;
      } catch (error) {
        settle(error);
        throw error;
      }
    },
    [keyFor, settle],
  );
  return useMemo(() => ({ keyFor, settle, send }), [keyFor, settle, send]);
}
