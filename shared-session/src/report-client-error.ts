import { API, type ClientLog } from 'shared-contract';

const MIN_INTERVAL_MS = 2_000;
let lastSentAt = 0;

/**
 * Reports a failed request to `POST /api/logger` (spec section 7), at most one report every
 * 2 s so a broken page cannot flood the server. Never throws: logging must not break the page.
 */
export function reportClientError(action: string, data: unknown) {
  const now = Date.now();
  if (now - lastSentAt < MIN_INTERVAL_MS || action.includes(API.logger)) return;
  lastSentAt = now;
  const entry: ClientLog = {
    logType: 'error',
    date: new Date(now).toISOString(),
    url: typeof window === 'undefined' ? '' : window.location.pathname + window.location.search,
    action,
    data,
  };
  try {
    void globalThis
      .fetch(API.logger, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(entry),
        keepalive: true,
      })
      .catch(() => undefined);
  } catch {
    // fetch missing or refused: nothing more to do.
  }
}
