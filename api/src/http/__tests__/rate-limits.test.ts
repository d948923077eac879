import type { InjectOptions } from 'fastify';
import { API, COUPON_API, TRANSFER_API } from 'shared-contract';
import { apiRoutes } from '../../testing/api-routes';
import { failure } from '../../testing/envelope';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testBackends } from '../../testing/test-database';
import { createTestMember } from '../../testing/test-members';
import { MEMBER_RATE_LIMITED_ROUTES, MEMBER_RATE_LIMITS } from '../rate-limits';

jest.setTimeout(120_000);

const PER_IP = 3;

describe.each(testBackends())('rate limits on %s', (backend) => {
  let t: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { RATE_LIMIT_MAX: String(PER_IP) } });
    proxied = await createTestApp(backend, { env: { RATE_LIMIT_MAX: String(PER_IP), TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  const statuses = async (app: TestApp, count: number, request: InjectOptions) => {
    const answers: number[] = [];
    for (let index = 0; index < count; index += 1) answers.push((await app.app.inject(request)).statusCode);
    return answers;
  };

  test('every per-member route exists, so none loses its limit to a rename', () => {
    const registered = new Set(apiRoutes(t.app).map((route) => `${route.method} ${route.url}`));
    const missing = MEMBER_RATE_LIMITED_ROUTES.filter((route) => !registered.has(`${route.method} ${route.url}`));
    expect(missing).toEqual([]);
  });

  test('a per-member limit refuses that member (whatever their IP) with RATE_LIMITED, and not another member on the same IP', async () => {
    const greedy = await createTestMember(t, 'limit-greedy@example.com');
    const other = await createTestMember(t, 'limit-other@example.com');
    const quote = (auth: Record<string, string>, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: COUPON_API.discount, headers: { ...auth, 'accept-language': 'en' }, payload: {}, remoteAddress });
    const { max } = MEMBER_RATE_LIMITS.money;
    // The member's own limit, far above the per-IP one: the route counts per member instead.
    for (let index = 0; index < max; index += 1) {
      expect((await quote(greedy.auth, `192.0.2.${index % 200}`)).statusCode).not.toBe(429);
    }
    const refused = await quote(greedy.auth, '198.51.100.7');
    expect(failure(refused)).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please try again shortly.' });
    expect(refused.headers['retry-after']).toBeDefined();
    const korean = await t.app.inject({ method: 'POST', url: COUPON_API.discount, headers: { ...greedy.auth, 'accept-language': 'ko' }, payload: {} });
    expect(failure(korean).message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    // Another member from the very address the greedy one used last is still served.
    expect((await quote(other.auth, '198.51.100.7')).statusCode).not.toBe(429);
  });

  test.each([
    ['nickname search', API.searchNickname, { nickname: 'KEYS1' }],
    ['transfer recipient preview', TRANSFER_API.recipient, { recipient: 'KEYS1' }],
  ])('member lookups (%s) are capped per member', async (label, url, query) => {
    const looker = await createTestMember(t, `limit-lookup-${label.length}@example.com`);
    const other = await createTestMember(t, `limit-lookup-other-${label.length}@example.com`);
    const { max } = MEMBER_RATE_LIMITS.lookup;
    const lookUp = (auth: Record<string, string>, index: number) =>
      t.app.inject({ method: 'GET', url, query, headers: { ...auth, 'accept-language': 'en' }, remoteAddress: `192.0.2.${index % 200}` });
    for (let index = 0; index < max; index += 1) expect((await lookUp(looker.auth, index)).statusCode).not.toBe(429);
    expect(failure(await lookUp(looker.auth, max))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((await lookUp(other.auth, 0)).statusCode).not.toBe(429);
  });

  test('/auth/* is limited per IP like /api/*; pages and health are not', async () => {
    expect(await statuses(t, PER_IP + 1, { method: 'GET', url: '/auth/providers', remoteAddress: '203.0.113.5' })).toEqual([
      ...Array<number>(PER_IP).fill(200),
      429,
    ]);
    const refused = await t.app.inject({ method: 'GET', url: '/auth/csrf', remoteAddress: '203.0.113.5', headers: { 'accept-language': 'en' } });
    expect(failure(refused)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((await t.app.inject({ method: 'GET', url: '/auth/providers', remoteAddress: '203.0.113.6' })).statusCode).toBe(200);
    expect(await statuses(t, PER_IP + 2, { method: 'GET', url: '/_/live', remoteAddress: '203.0.113.5' })).not.toContain(429);
    expect(await statuses(t, PER_IP + 2, { method: 'GET', url: '/remotes.json', remoteAddress: '203.0.113.5' })).not.toContain(429);
  });

  test('POST /user/me (the frontend proxy, outside /api) is limited per IP like /api/*, so tokens cannot be tried freely', async () => {
    const tryToken = { method: 'POST', url: API.userMeProxy, payload: { token: 'not-a-token' }, remoteAddress: '203.0.113.9' } as const;
    expect(await statuses(t, PER_IP + 1, tryToken)).toEqual([...Array<number>(PER_IP).fill(401), 429]);
    expect(failure(await t.app.inject({ ...tryToken, headers: { 'accept-language': 'en' } }))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((await t.app.inject({ ...tryToken, remoteAddress: '203.0.113.10' })).statusCode).toBe(401);
  });

  test('TRUST_PROXY makes X-Forwarded-For the key behind the load balancer; without it the header changes nothing', async () => {
    const through = (app: TestApp, client: string) =>
      app.app.inject({ method: 'GET', url: '/api/banner', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': client } });
    // Behind a trusted proxy: each client has its own counter although all come from the balancer's address.
    for (let index = 0; index < PER_IP; index += 1) expect((await through(proxied, '198.51.100.1')).statusCode).toBe(200);
    expect((await through(proxied, '198.51.100.1')).statusCode).toBe(429);
    expect((await through(proxied, '198.51.100.2')).statusCode).toBe(200);
    // A client that is not a trusted proxy cannot pick its key by sending the header.
    const direct = (client: string) =>
      proxied.app.inject({ method: 'GET', url: '/api/banner', remoteAddress: '192.0.2.99', headers: { 'x-forwarded-for': client } });
    for (let index = 0; index < PER_IP; index += 1) expect((await direct(`198.51.100.${10 + index}`)).statusCode).toBe(200);
    expect((await direct('198.51.100.50')).statusCode).toBe(429);
    // Off by default: the header is ignored and the balancer's address is everyone's key.
    for (let index = 0; index < PER_IP; index += 1) expect((await through(t, `198.51.100.${20 + index}`)).statusCode).toBe(200);
    expect((await through(t, '198.51.100.60')).statusCode).toBe(429);
  });
});
