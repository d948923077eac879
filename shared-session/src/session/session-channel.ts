export type SessionChange = 'signed-in' | 'signed-out';

const CHANNEL_NAME = 'keys-session';
const STORAGE_KEY = 'keys-session-event';

/** Tells the other tabs that this tab signed in or out (BroadcastChannel, the storage event as fallback). */
export function announceSessionChange(change: SessionChange) {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage({ change });
    channel.close();
    return;
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ change, at: Date.now() }));
  } catch {
    // Storage can be unavailable (private mode): other tabs then catch up when they become visible.
  }
}

/** Calls `listener` when another tab signs in or out; returns the unsubscribe function. */
export function onSessionChange(listener: (change: SessionChange) => void): () => void {
  const cleanups: Array<() => void> = [];
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<{ change?: SessionChange }>) => {
      if (event.data?.change) listener(event.data.change);
    };
    cleanups.push(() => channel.close());
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    const { change } = JSON.parse(event.newValue) as { change?: SessionChange };
    if (change) listener(change);
  };
  window.addEventListener('storage', onStorage);
  cleanups.push(() => window.removeEventListener('storage', onStorage));
  return () => cleanups.forEach((cleanup) => cleanup());
}
