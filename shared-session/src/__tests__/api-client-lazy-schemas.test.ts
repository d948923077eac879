/**
 * @jest-environment node
 */
import { z } from 'zod';
import { ApiError, apiSend, lazySchemas } from '../api-client';
import { useSessionStore } from '../session-store';
import { resolvePathsAgainst, sendJson, startTestServer, type Handler } from '../session/__tests__/test-server';

const schemas = { likeSchema: z.object({ liked: z.boolean(), count: z.number().int() }) };

/** Resolved when the server has received the like (set per test). */
let likeArrived: () => void = () => undefined;

const api: Handler = (request, response) => {
  if (request.path === '/api/cabinet/like') likeArrived();
  if (request.path === '/api/cabinet/like') return sendJson(response, 200, { result: 'SUCCESS', data: { liked: true, count: request.body === null ? 0 : 3 } });
  if (request.path === '/api/broken') return sendJson(response, 200, { result: 'SUCCESS', data: { liked: 'yes' } });
  return sendJson(response, 200, { result: 'SUCCESS', data: null });
};

let stop: (() => Promise<void>) | null = null;
let undo: (() => void) | null = null;
let requests: { path: string }[] = [];

beforeEach(async () => {
  useSessionStore.getState().setSession(null);
  const server = await startTestServer(api);
  requests = server.requests;
  stop = server.close;
  undo = resolvePathsAgainst(server.base);
});
afterEach(async () => {
  undo?.();
  await stop?.();
});

test('an action is sent before its lazily loaded schema has arrived, and its answer is validated with it', async () => {
  let releaseSchemas: () => void = () => undefined;
  const loaded = new Promise<typeof schemas>((resolve) => {
    releaseSchemas = () => resolve(schemas);
  });
  const arrived = new Promise<void>((resolve) => {
    likeArrived = resolve;
  });
  const schema = lazySchemas(() => loaded);
  const liking = apiSend('post', '/api/cabinet/like', schema('likeSchema'), { liked: true });
  // The server has the like while the schema is still on its way.
  await arrived;
  releaseSchemas();
  await expect(liking).resolves.toEqual({ liked: true, count: 3 });

  // The schema still refuses a malformed answer.
  await expect(apiSend('post', '/api/broken', schema('likeSchema'), {})).rejects.toBeInstanceOf(ApiError);
});

test('a schema that cannot load does not undo an action the api has done: the answer is read unchecked', async () => {
  const schema = lazySchemas<typeof schemas>(() => Promise.reject(new Error('ChunkLoadError')));
  await expect(apiSend('post', '/api/cabinet/like', schema('likeSchema'), { liked: true })).resolves.toEqual({ liked: true, count: 3 });
  expect(requests.map((request) => request.path)).toContain('/api/cabinet/like');
});
