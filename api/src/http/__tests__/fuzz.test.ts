import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { API, ERRORS, isErrorCode, WATCH_API, watchCreateRequestSchema } from 'shared-contract';
import { z } from 'zod';
import { apiRoutes, concreteUrl, isWriteMethod, type ApiRoute } from '../../testing/api-routes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testBackends } from '../../testing/test-database';
import { createTestMember, type TestMember } from '../../testing/test-members';
import { arbitraryOf } from '../../testing/zod-arbitrary';
import type * as TypeProviderZod from 'fastify-type-provider-zod';
import type * as Validate from '../validate';

/**
 * Every route's schemas are learnt from the api itself: the ones a route declares are noted as Fastify compiles their
 * validators; for a route that still parses by hand, `parseWith` is wrapped to note which shared-contract schema the
 * current route parses, and from where (the query, the body or the path parameters, told apart by markers).
 */
type Source = 'query' | 'body' | 'params' | 'other';
const mockParsed: Array<{ schema: z.ZodType; source: Source; keys: string[] }> = [];
/** The schemas routes declare on themselves (Fastify compiles a validator for each part of each route). */
const mockDeclared = new Map<string, Partial<Record<string, z.ZodType>>>();
jest.mock('fastify-type-provider-zod', () => {
  const actual = jest.requireActual<typeof TypeProviderZod>('fastify-type-provider-zod');
  return {
    ...actual,
    validatorCompiler: (route: Parameters<typeof actual.validatorCompiler>[0]) => {
      const key = `${route.method} ${route.url}`;
      if (route.schema instanceof z.ZodType) mockDeclared.set(key, { ...mockDeclared.get(key), [route.httpPart ?? 'other']: route.schema });
      return actual.validatorCompiler(route);
    },
  };
});
const QUERY_MARK = 'fuzzq';
const BODY_MARK = 'fuzzb';
jest.mock('../validate', () => {
  const actual = jest.requireActual<typeof Validate>('../validate');
  return {
    ...actual,
    parseWith: (schema: z.ZodType, input: unknown) => {
      const keys = input && typeof input === 'object' ? Object.keys(input) : [];
      const source: Source = keys.includes(QUERY_MARK) ? 'query' : keys.includes(BODY_MARK) ? 'body' : 'other';
      mockParsed.push({ schema, source, keys });
      return actual.parseWith(schema, input);
    },
  };
});

const INT4_MAX = 2_147_483_647;
const LONG = 'x'.repeat(100_000);
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Values no field should turn into a 5xx. */
const hostileScalar = fc.constantFrom<unknown>(
  99_999_999_999,
  INT4_MAX + 1,
  -1,
  0,
  -0,
  1.5,
  2 ** 53 + 1,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '99999999999',
  '2147483648',
  '-1',
  '1.5',
  '1e1',
  '0x10',
  ' 1',
  '+1',
  '',
  'NaN',
  'Infinity',
  '١٢',
  '99999999999999999999999999',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\u202e\u200b',
  '\ud800',
  LONG,
  true,
  false,
  null,
  [],
  [1],
  ['1', '2'],
  {},
  { a: 1 },
  { toString: 'x' },
);
const hostileText = fc.oneof(
  fc.constantFrom('99999999999', '2147483648', '-1', '1.5', '1e1', '0x10', '', '%00', 'a\u0000b', '\u0000', '\u0007\u001b[31m', LONG, '١٢'),
  fc.string({ maxLength: 30, unit: 'binary' }),
);
const hostilePathParam = fc.constantFrom(
  '99999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e1',
  '0x1',
  'abc',
  '%00',
  '1%00',
  '%E0%A4%A',
  '%2F',
  'x'.repeat(2000),
  '%20',
  '1%0A',
);

/** A schema's valid-looking value with some fields swapped for hostile ones. */
const mutated = (base: fc.Arbitrary<unknown>) =>
  fc.tuple(base, fc.array(fc.tuple(fc.string({ maxLength: 12 }), hostileScalar), { maxLength: 2 }), fc.nat()).map(([value, swaps, pick]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    for (const [key, hostile] of swaps) copy[keys.length > 0 && pick % 3 !== 0 ? (keys[(pick + key.length) % keys.length] as string) : key] = hostile;
    return copy;
  });

/** encodeURIComponent, with lone surrogates (which it cannot encode) made U+FFFD as a browser would. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const toQuery = (value: unknown): string => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encode(String(value))}`;
  const parts: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    for (const one of Array.isArray(field) ? field : [field]) {
      parts.push(`${encode(key)}=${encode(typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one))}`);
    }
  }
  return parts.join('&');
};

interface Plan {
  route: ApiRoute;
  /** Refused to a member with FORBIDDEN: a staff console route, learnt and fuzzed as the seeded admin too. */
  staff: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of the path parameters, when the route parses them all with one (e.g. `{ targetType, targetId }`). */
  params?: z.ZodType;
  hasParams: boolean;
}

/** The route pattern's parameter names, in order. */
const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);

/** The route's URL with each parameter its own value, encoded (a missing one is `fallback`, a raw path segment). */
const urlWith = (url: string, values: Record<string, unknown>, fallback: string) =>
  url.replace(/:([A-Za-z]+)/g, (_all, name: string) => {
    if (!Object.hasOwn(values, name)) return fallback;
    const value = values[name];
    return encode(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  });

/** One request for a route: path parameters, query and body each valid-looking, mutated or hostile. */
const requestFor = (plan: Plan) => {
  const queryValue = plan.query ? fc.oneof(arbitraryOf(plan.query), mutated(arbitraryOf(plan.query))) : fc.constant({});
  const bodyValue = plan.body
    ? fc.oneof({ weight: 2, arbitrary: mutated(arbitraryOf(plan.body)) }, { weight: 1, arbitrary: arbitraryOf(plan.body) })
    : fc.jsonValue({ maxDepth: 2 });
  const payload = fc.oneof(
    { weight: 6, arbitrary: bodyValue.map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })) },
    { weight: 1, arbitrary: hostileScalar.map((value) => ({ payload: JSON.stringify(value) ?? 'null', type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: '{"a":', type: 'application/json' },
        { payload: deepJson(5000), type: 'application/json' },
        { payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}', type: 'application/json' },
        { payload: 'id=1&x=%00', type: 'application/x-www-form-urlencoded' },
        { payload: 'hello', type: 'text/plain' },
        { payload: '--b\r\ncontent-disposition: form-data; name="body"\r\n\r\n\u0000\r\n--b--\r\n', type: 'multipart/form-data; boundary=b' },
        { payload: '<x/>', type: 'application/xml' },
      ),
    },
  );
  const param = plan.hasParams ? fc.oneof(fc.integer({ min: 1, max: 5 }).map(String), hostilePathParam) : fc.constant('1');
  const params = plan.params ? fc.oneof(arbitraryOf(plan.params), mutated(arbitraryOf(plan.params))) : fc.constant({});
  return fc.record({
    param,
    params: plan.params ? fc.oneof(fc.constant(null), params) : fc.constant(null),
    query: fc.oneof(
      { weight: 3, arbitrary: queryValue.map(toQuery) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom('id', 'page', 'q', 'projectId', 'keyItemId', 'size'), hostileText)
          .map(([key, value]) => `${key}=${encode(value)}&${key}=2`),
      },
    ),
    body: payload,
  });
};

describe.each(testBackends())('fuzzing every API route on %s', (backend) => {
  let t: TestApp;
  let member: TestMember;
  /** The seeded admin@keys.local's bearer header. */
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    member = await createTestMember(t, 'fuzz-member@example.com');
    const seeded = await t.database.db.selectFrom('app_user').select(['id', 'role']).where('email', '=', 'admin@keys.local').executeTakeFirstOrThrow();
    expect(seeded.role).toBe('admin');
    admin = { authorization: `Bearer ${(await t.tokens.issueFamily(seeded.id)).accessToken}` };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the inputs that used to reach the database with a 400 envelope (ko and en)', async () => {
    const cases: Array<[InjectOptions, string]> = [
      [{ method: 'POST', url: '/api/coupon/exchange', payload: { memberCouponId: 99_999_999_999 } }, 'VALIDATION_FAILED'],
      [{ method: 'POST', url: '/api/ticket/exchange', payload: { ticketId: 2_147_483_648, projectId: 1 } }, 'VALIDATION_FAILED'],
      [{ method: 'POST', url: '/api/cart', payload: { projectId: '1e1', quantity: [1] } }, 'VALIDATION_FAILED'],
      [{ method: 'GET', url: '/api/search/project?q=a%00b' }, 'TEXT_INVALID_CHARACTERS'],
      [{ method: 'GET', url: '/api/board/my/posts?cursor=1&limit=1e1' }, 'VALIDATION_FAILED'],
      [{ method: 'POST', url: '/api/cabinet/transfer', payload: { keyItemId: 1, recipient: 'bob\u0000', password: '123456' } }, 'TEXT_INVALID_CHARACTERS'],
      [{ method: 'GET', url: '/api/alarm/%E0%A4%A/read' }, 'VALIDATION_FAILED'],
    ];
    for (const [options, code] of cases) {
      for (const language of ['ko', 'en'] as const) {
        const answer = await t.app.inject({ ...options, headers: { ...member.auth, 'idempotency-key': `fixed-${options.url}`, 'accept-language': language } });
        const body = answer.json<{ result: string; error: { code: string; message: string } }>();
        expect([options.url, answer.statusCode, body.result, body.error.code]).toEqual([options.url, 400, 'FAIL', code]);
        expect(body.error.message).toBe(ERRORS[code as 'VALIDATION_FAILED'][language]);
      }
    }
  });

  it('answers no 5xx, and every refusal is a FAIL envelope with a catalogue code, to a visitor, a member and (on staff routes) an admin', async () => {
    // Plus the one API route outside /api: `POST /user/me`, the spec's frontend proxy of the user fetch.
    const routes = [...apiRoutes(t.app), { method: 'POST', url: API.userMeProxy }].filter(
      (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/_test/'),
    );
    expect(routes.length).toBeGreaterThan(80);
    const plans: Plan[] = [];
    // Learn each route's schemas with one marked request as the member, and as the admin where the member is refused.
    const learn = async (route: ApiRoute, who: string, headers: Record<string, string>) => {
      mockParsed.length = 0;
      const answer = await t.app.inject({
        method: route.method as 'GET',
        url: `${concreteUrl(route.url)}?${QUERY_MARK}=1`,
        headers: { ...headers, 'idempotency-key': `fuzz-learn-${who}-${route.method}-${route.url}` },
        ...(isWriteMethod(route.method) ? { payload: { [BODY_MARK]: 1 } } : {}),
      });
      const forbidden = answer.statusCode === 403 && answer.json<{ error?: { code?: string } }>().error?.code === 'FORBIDDEN';
      const names = paramNames(route.url).sort().join();
      const declared = mockDeclared.get(`${route.method} ${route.url}`) ?? {};
      return {
        forbidden,
        params:
          declared.params ?? (names ? mockParsed.find((parsed) => parsed.source === 'other' && [...parsed.keys].sort().join() === names)?.schema : undefined),
        query: declared.querystring ?? mockParsed.find((parsed) => parsed.source === 'query')?.schema,
        body: declared.body ?? mockParsed.find((parsed) => parsed.source === 'body')?.schema,
      };
    };
    for (const route of routes) {
      const asMember = await learn(route, 'member', member.auth);
      const learnt = asMember.forbidden ? await learn(route, 'admin', admin) : asMember;
      plans.push({
        route,
        staff: asMember.forbidden,
        query: learnt.query,
        body: learnt.body,
        params: learnt.params,
        hasParams: route.url.includes(':') || route.url.endsWith('*'),
      });
    }
    expect(plans.filter((plan) => plan.query || plan.body).length).toBeGreaterThan(40);
    expect(plans.filter((plan) => plan.params).length).toBeGreaterThan(3);
    // A route that declares its schemas is learnt from them.
    expect(plans.find((plan) => plan.route.method === 'POST' && plan.route.url === WATCH_API.list)?.body).toBe(watchCreateRequestSchema);

    const staffPlans = plans.filter((plan) => plan.staff);
    expect(staffPlans.length).toBeGreaterThan(20);
    expect(staffPlans.every((plan) => ['/api/admin/', '/api/staff/', '/api/studio/'].some((prefix) => plan.route.url.startsWith(prefix)))).toBe(true);
    expect(staffPlans.filter((plan) => plan.query || plan.body).length).toBeGreaterThan(5);

    const runs = backend === 'pglite' ? 12 : 4;
    const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
    const problems: string[] = [];
    let requests = 0;
    const passes: Array<[string, Record<string, string>, Plan[], number]> = [
      ['visitor', {}, plans, runs],
      ['member', member.auth, plans, runs],
      // The admin goes last, over the staff routes only (the member pass already covers the rest), so what it changes touches no other pass.
      ['admin', admin, staffPlans, runs * 2],
    ];
    const counts: Record<string, number> = {};
    for (const [who, headers, passPlans, passRuns] of passes) {
      for (const plan of passPlans) {
        const samples = fc.sample(requestFor(plan), { numRuns: passRuns, seed: seed + requests });
        for (const [index, sample] of samples.entries()) {
          const path =
            sample.params && typeof sample.params === 'object'
              ? urlWith(plan.route.url, sample.params as Record<string, unknown>, sample.param)
              : concreteUrl(plan.route.url, sample.param);
          const url = `${path}${sample.query ? `?${sample.query}` : ''}`;
          const options: InjectOptions = {
            method: plan.route.method as 'GET',
            url,
            headers: { ...headers, 'idempotency-key': `fuzz-${who}-${requests}-${index}`, 'accept-language': index % 2 ? 'en' : 'ko' },
          };
          if (isWriteMethod(plan.route.method)) {
            options.payload = sample.body.payload;
            options.headers = { ...options.headers, 'content-type': sample.body.type };
          }
          const answer = await t.app.inject(options);
          requests += 1;
          counts[who] = (counts[who] ?? 0) + 1;
          const where = `${who} ${plan.route.method} ${url.slice(0, 160)} ${String(options.payload ?? '').slice(0, 160)}`;
          if (answer.statusCode >= 500) {
            problems.push(`${answer.statusCode} ${where} -> ${answer.body.slice(0, 200)}`);
          } else if (answer.statusCode >= 400) {
            let code: unknown;
            try {
              const body = answer.json<{ result?: unknown; error?: { code?: unknown; message?: unknown } }>();
              code = body.result === 'FAIL' && typeof body.error?.message === 'string' ? body.error.code : undefined;
            } catch {
              code = undefined;
            }
            if (!isErrorCode(code)) problems.push(`${answer.statusCode} not an envelope with a catalogue code: ${where} -> ${answer.body.slice(0, 200)}`);
          }
        }
      }
    }
    const byWho = Object.entries(counts)
      .map(([who, count]) => `${who} ${count}`)
      .join(', ');
    console.log(`fuzz on ${backend}: ${requests} requests over ${plans.length} routes, ${staffPlans.length} of them staff routes (${byWho}; seed ${seed})`);
    expect(problems).toEqual([]);
  }, 600_000);
});
