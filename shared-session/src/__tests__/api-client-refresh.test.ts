/**
 * @jest-environment node
 */
import { z } from 'zod';
import { ApiError, apiGet } from '../api-client';
import { useSessionStore, type SessionUser } from '../session-store';
import { resolvePathsAgainst, sendJson, startTestServer, type Handler } from '../session/__tests__/test-server';

const MEMBER: SessionUser = { id: 7, email: 'm@example.com', name: 'M', image: null, provider: 'local', status: 1, signUpRequired: false };
const okSchema = z.object({ ok: z.literal(true) });

const session = (accessToken: string) => ({
  user: { id: MEMBER.id, email: MEMBER.email, name: MEMBER.name, provider: 'local', status: 1, signUpRequired: false },
  expires: '2099-01-01T00:00:00.000Z',
  accessToken,
  accessTokenExpiresAt: Date.now() + 5_000,
});

/**
 * The api and Auth.js as the client sees them: `/api/user/me` accepts only `validToken`; an old
 * bearer gets 401 TOKEN_EXPIRED. `refresh` answers the session update.
 */
const server =
  (validToken: string, refresh: Handler): Handler =>
  (request, response) => {
    if (request.path === '/api/user/me') {
      if (request.authorization === `Bearer ${validToken}`) return sendJson(response, 200, { result: 'SUCCESS', data: { ok: true } });
      return sendJson(response, 401, { result: 'FAIL', error: { code: 'TOKEN_EXPIRED', message: 'expired' } });
    }
    if (request.path === '/auth/csrf') return sendJson(response, 200, { csrfToken: 'csrf-1' });
    if (request.path === '/auth/session' && request.method === 'POST') return refresh(request, response);
    if (request.path === '/api/logger') return sendJson(response, 200, { result: 'SUCCESS', data: null });
    return sendJson(response, 404, { result: 'FAIL', error: { code: 'NOT_FOUND', message: 'not found' } });
  };

const rotating: Handler = (request, response) => {
  const body = request.body as { csrfToken?: string; data?: { refresh?: boolean } } | null;
  if (body?.csrfToken !== 'csrf-1' || body.data?.refresh !== true) return sendJson(response, 403, { error: 'bad update' });
  return sendJson(response, 200, session('new-token'));
};

/** The requests in order, with the bearer each API call carried (Auth.js calls shown without it). */
const calls = (requests: { method: string; path: string; authorization: string | null }[]) =>
  requests
    .filter((request) => request.path !== '/api/logger')
    .map(({ method, path, authorization }) => `${method} ${path} ${path.startsWith('/api/') ? (authorization ?? 'no bearer') : '-'}`);

let stop: (() => Promise<void>) | null = null;
let undo: (() => void) | null = null;

async function start(handler: Handler) {
  const test = await startTestServer(handler);
  stop = test.close;
  undo = resolvePathsAgainst(test.base);
  return test;
}

beforeEach(() => useSessionStore.getState().setSession(MEMBER, 'old-token'));
afterEach(async () => {
  undo?.();
  await stop?.();
  undo = null;
  stop = null;
});

test('a rejected token is refreshed once through the session update and the request retried with the new token', async () => {
  const { requests } = await start(server('new-token', rotating));
  await expect(apiGet('/api/user/me', okSchema)).resolves.toEqual({ ok: true });
  expect(calls(requests)).toEqual(['GET /api/user/me Bearer old-token', 'GET /auth/csrf -', 'POST /auth/session -', 'GET /api/user/me Bearer new-token']);
  expect(requests[2]?.body).toEqual({ csrfToken: 'csrf-1', data: { refresh: true } });
  expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'new-token', user: MEMBER });

  // The next request sends the new token straight away.
  await apiGet('/api/user/me', okSchema);
  expect(calls(requests).slice(4)).toEqual(['GET /api/user/me Bearer new-token']);
});

test('requests rejected together share one refresh', async () => {
  const { requests } = await start(server('new-token', rotating));
  const results = await Promise.all([apiGet('/api/user/me', okSchema), apiGet('/api/user/me', okSchema), apiGet('/api/user/me', okSchema)]);
  expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  expect(calls(requests).filter((call) => call.startsWith('POST /auth/session'))).toHaveLength(1);
  expect(calls(requests).filter((call) => call === 'GET /api/user/me Bearer new-token')).toHaveLength(3);
});

test('when the session has ended (the update answers null) the store becomes unauthenticated and the call fails with the code', async () => {
  const { requests } = await start(server('new-token', (_request, response) => sendJson(response, 200, null)));
  const error = await apiGet('/api/user/me', okSchema).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'TOKEN_EXPIRED', status: 401 });
  expect(calls(requests)).toEqual(['GET /api/user/me Bearer old-token', 'GET /auth/csrf -', 'POST /auth/session -']);
  expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, accessToken: null });
});

test('when the refresh request itself fails the store becomes unauthenticated too', async () => {
  await start(server('new-token', (_request, response) => sendJson(response, 500, { error: 'down' })));
  await expect(apiGet('/api/user/me', okSchema)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED', status: 401 });
  expect(useSessionStore.getState().status).toBe('unauthenticated');
});

test('a retried request rejected again is not refreshed a second time', async () => {
  // The refresh hands out a token the api still rejects.
  const { requests } = await start(server('never', rotating));
  await expect(apiGet('/api/user/me', okSchema)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED', status: 401 });
  expect(calls(requests)).toEqual(['GET /api/user/me Bearer old-token', 'GET /auth/csrf -', 'POST /auth/session -', 'GET /api/user/me Bearer new-token']);
});

test('other failures are not refreshed: a revoked session answers its own code', async () => {
  const { requests } = await start((request, response) =>
    request.path === '/api/user/me'
      ? sendJson(response, 401, { result: 'FAIL', error: { code: 'SESSION_REVOKED', message: 'revoked' } })
      : sendJson(response, 404, {}),
  );
  await expect(apiGet('/api/user/me', okSchema)).rejects.toMatchObject({ code: 'SESSION_REVOKED', status: 401 });
  expect(calls(requests)).toEqual(['GET /api/user/me Bearer old-token']);
  expect(useSessionStore.getState().status).toBe('authenticated');
});
