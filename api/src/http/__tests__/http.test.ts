import { API, artPath, healthSchema } from 'shared-contract';
import { createTestMember } from '../../testing/test-members';
import { failure } from '../../testing/envelope';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testBackends } from '../../testing/test-database';
import type { AppDatabase } from '../../db/database';

describe.each(testBackends())('health, errors and limits on %s', (backend) => {
  let database: AppDatabase;
  let t: TestApp;
  let limited: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    t = await createTestApp(backend, { database });
    limited = await createTestApp(backend, { database, env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await t?.close();
    await limited?.close();
    await database?.close();
  });

  test('GET /_/health answers 200 with the database kind, not enveloped', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/_/health' });
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toEqual({ status: 'ok', db: backend, version: expect.any(String) });
  });

  test('answers to a signed-in member are never stored by a cache; public ones keep their caching', async () => {
    const member = await createTestMember(t, 'no-store@example.com');
    for (const url of [API.userMe, API.alarm, '/api/coin/info', API.main, '/api/no/such/thing']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: member.auth });
      expect([url, answer.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    const art = await t.app.inject({ method: 'GET', url: artPath.project(1) });
    expect(art.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=604800');
  });

  test('unknown /api paths are a 404 ROUTE_NOT_FOUND envelope in Korean or English', async () => {
    expect(failure(await t.app.inject({ method: 'GET', url: '/api/no/such/thing' }))).toMatchObject({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      message: '존재하지 않는 API입니다.',
    });
    expect(failure(await t.app.inject({ method: 'DELETE', url: '/api/main', headers: { 'accept-language': 'en' } }))).toMatchObject({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'There is no such API.',
    });
    const html = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(failure(html).code).toBe('ROUTE_NOT_FOUND');
  });

  test('a malformed JSON body is a 400 VALIDATION_FAILED envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/_test/clock',
      headers: { 'content-type': 'application/json' },
      payload: '{"now":',
    });
    expect(failure(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  test('every response carries a request id, echoing a valid x-request-id', async () => {
    const echoed = await t.app.inject({ method: 'GET', url: '/api/faq', headers: { 'x-request-id': 'trace-123' } });
    expect(echoed.headers['x-request-id']).toBe('trace-123');
    const generated = await t.app.inject({ method: 'GET', url: '/api/faq', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('/api is rate limited per IP with a 429 RATE_LIMITED envelope; health is not', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await limited.app.inject({ method: 'GET', url: '/api/banner', remoteAddress: '10.0.0.9' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const response = await limited.app.inject({ method: 'GET', url: '/api/banner', remoteAddress: '10.0.0.9', headers: { 'accept-language': 'en' } });
    expect(failure(response)).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please try again shortly.' });
    expect(response.headers['retry-after']).toBeDefined();
    expect((await limited.app.inject({ method: 'GET', url: '/api/banner', remoteAddress: '10.0.0.10' })).statusCode).toBe(200);
    for (let index = 0; index < 5; index += 1) {
      expect((await limited.app.inject({ method: 'GET', url: '/_/health', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
    }
  });
});

describe('unexpected errors', () => {
  test('a 500 is a TEMPORARY_ERROR envelope that never leaks the error', async () => {
    const database = await openTestDatabase('pglite');
    const t = await createTestApp('pglite', { database });
    await database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/main', headers: { 'accept-language': 'en' } });
    expect(failure(response)).toMatchObject({
      status: 500,
      code: 'TEMPORARY_ERROR',
      message: 'A temporary error occurred. Please try again later.',
    });
    expect(response.body).not.toMatch(/closed|stack|at /i);
    const health = await t.app.inject({ method: 'GET', url: '/_/health' });
    expect(health.statusCode).toBe(503);
    await t.app.close();
  });
});
