/**
 * @jest-environment ./src/session/__tests__/jsdom-with-fetch-environment.cjs
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../session-store';
import { announceSessionChange, onSessionChange, type SessionChange } from '../session-channel';
import { PENDING_SIGN_IN_KEY, refreshSession, subscribeSessionSync } from '../session-sync';
import { useSession } from '../use-session';
import { resolvePathsAgainst, sendJson, startTestServer } from './test-server';

/** What `GET /auth/session` answers right now (the "server side" of the session). */
let current: { email: string; accessToken: string } | null = null;
let failing = false;

const sessionBody = () =>
  current && {
    user: { id: 3, email: current.email, name: 'Member', provider: 'local', status: 1, signUpRequired: false },
    expires: '2099-01-01T00:00:00.000Z',
    accessToken: current.accessToken,
  };

let server: Awaited<ReturnType<typeof startTestServer>>;
let undo: () => void;
const sessionReads = () => server.requests.filter((request) => request.method === 'GET' && request.path === '/auth/session').length;
let stopSync: Array<() => void> = [];
const sync = () => {
  const stop = subscribeSessionSync();
  stopSync.push(stop);
  return stop;
};

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

/** Another tab of the same browser: its own channel end. */
function otherTab() {
  const heard: SessionChange[] = [];
  const channel = new BroadcastChannel('keys-session');
  channel.onmessage = (event: MessageEvent<{ change?: SessionChange }>) => {
    if (event.data?.change) heard.push(event.data.change);
  };
  return {
    heard,
    announce: (change: SessionChange) => channel.postMessage({ change }),
    close: () => channel.close(),
  };
}

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.path === '/auth/session') {
      if (failing) return sendJson(response, 500, { error: 'down' });
      return sendJson(response, 200, sessionBody());
    }
    return sendJson(response, 404, {});
  });
  undo = resolvePathsAgainst(server.base);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterAll(async () => {
  undo();
  await server.close();
});
beforeEach(() => {
  current = { email: 'member@example.com', accessToken: 'token-1' };
  failing = false;
  visibility = 'visible';
  server.requests.length = 0;
  sessionStorage.clear();
  useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
});
afterEach(() => {
  stopSync.forEach((stop) => stop());
  stopSync = [];
  jest.useRealTimers();
});

const settle = () => waitFor(() => expect(useSessionStore.getState().status).not.toBe('loading'));

describe('first fetch', () => {
  test('loading until the first fetch ends, then authenticated with the member and the access token', async () => {
    sync();
    expect(useSessionStore.getState().status).toBe('loading');
    await settle();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'authenticated',
      accessToken: 'token-1',
      user: { id: 3, email: 'member@example.com', status: 1, signUpRequired: false },
    });
  });

  test('no session is unauthenticated; a failed fetch counts as no session (and is logged)', async () => {
    current = null;
    const stop = sync();
    await settle();
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, accessToken: null });
    stop();
    stopSync = [];

    failing = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.setState({ status: 'loading' });
    sync();
    await settle();
    expect(useSessionStore.getState().status).toBe('unauthenticated');
    expect(warn).toHaveBeenCalledWith('session fetch failed', expect.anything());
    warn.mockRestore();
  });

  test('subscribers share one sync: one first fetch; concurrent refreshes share one request', async () => {
    sync();
    sync();
    await settle();
    expect(sessionReads()).toBe(1);
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(sessionReads()).toBe(2);
  });
});

describe('tab visibility', () => {
  test('the session is fetched again when the tab becomes visible, not when it is hidden', async () => {
    sync();
    await settle();
    current = null; // signed out meanwhile in another browser window
    setVisibility('hidden');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(sessionReads()).toBe(1);
    expect(useSessionStore.getState().status).toBe('authenticated');

    setVisibility('visible');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('unauthenticated'));
    expect(sessionReads()).toBe(2);
  });

  test('after the last subscriber leaves, visibility no longer fetches', async () => {
    const stop = sync();
    await settle();
    stop();
    stopSync = [];
    setVisibility('visible');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(sessionReads()).toBe(1);
  });
});

describe('other tabs', () => {
  test('a sign-out broadcast by another tab is fetched at once; a sign-in likewise', async () => {
    const tab = otherTab();
    try {
      sync();
      await settle();
      current = null;
      tab.announce('signed-out');
      await waitFor(() => expect(useSessionStore.getState().status).toBe('unauthenticated'));

      current = { email: 'member@example.com', accessToken: 'token-2' };
      tab.announce('signed-in');
      await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'token-2' }));
    } finally {
      tab.close();
    }
  });

  test('the storage event (browsers without BroadcastChannel) also triggers a fetch', async () => {
    sync();
    await settle();
    current = null;
    window.dispatchEvent(new StorageEvent('storage', { key: 'keys-session-event', newValue: JSON.stringify({ change: 'signed-out', at: Date.now() }) }));
    await waitFor(() => expect(useSessionStore.getState().status).toBe('unauthenticated'));
    // Other keys are not ours.
    const reads = sessionReads();
    window.dispatchEvent(new StorageEvent('storage', { key: 'i18nextLng', newValue: 'en' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(sessionReads()).toBe(reads);
  });

  test('the first session after returning from a sign-in form is announced to the other tabs, once', async () => {
    const tab = otherTab();
    try {
      sessionStorage.setItem(PENDING_SIGN_IN_KEY, 'local');
      sync();
      await settle();
      await waitFor(() => expect(tab.heard).toEqual(['signed-in']));
      expect(sessionStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
      await refreshSession();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
      });
      expect(tab.heard).toEqual(['signed-in']);
    } finally {
      tab.close();
    }
  });

  test('announceSessionChange reaches the listeners of other tabs', async () => {
    const heard: SessionChange[] = [];
    const stop = onSessionChange((change) => heard.push(change));
    try {
      // A separate channel end stands for the other tab (a channel does not hear its own messages).
      announceSessionChange('signed-out');
      await waitFor(() => expect(heard).toEqual(['signed-out']));
    } finally {
      stop();
    }
  });
});

describe('poll interval', () => {
  test('with pollIntervalSeconds the session is fetched again every interval; without it, never', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const polled = renderHook(() => useSession({ pollIntervalSeconds: 60 }));
    await waitFor(() => expect(polled.result.current.status).toBe('authenticated'));
    expect(sessionReads()).toBe(1);

    current = { email: 'member@example.com', accessToken: 'token-3' };
    act(() => jest.advanceTimersByTime(60_000));
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('token-3'));
    expect(sessionReads()).toBe(2);
    current = { email: 'member@example.com', accessToken: 'token-4' };
    act(() => jest.advanceTimersByTime(60_000));
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('token-4'));
    expect(sessionReads()).toBe(3);
    polled.unmount();

    current = { email: 'member@example.com', accessToken: 'token-5' };
    const plain = renderHook(() => useSession());
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('token-5'));
    expect(sessionReads()).toBe(4);
    act(() => jest.advanceTimersByTime(10 * 60_000));
    await act(async () => {
      await Promise.resolve();
    });
    expect(sessionReads()).toBe(4);
    plain.unmount();
  });
});
