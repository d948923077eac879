import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_DOCS, coinRevealResultSchema } from 'shared-contract';
import { z } from 'zod';
import { TestClock } from '../../clock';
import { deployFixtures } from '../../modules/remotes/__tests__/remote-fixtures';
import { apiRoutes } from '../../testing/api-routes';
import { CONTRACT_SAMPLES, type ContractFixtures } from '../../testing/contract-samples';
import { successData } from '../../testing/envelope';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createBuyer, createSaleProject, DAY_MS } from '../../testing/test-commerce';
import { createTestMember, type TestMember } from '../../testing/test-members';

jest.setTimeout(120_000);

interface DocumentedResponse {
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: DocumentedResponse;
  responses?: Record<string, DocumentedResponse>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const DOCUMENT_ID = 'contract://openapi.json';

/** `/a/:id/*` as OpenAPI writes it: `/a/{id}/{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** A JSON pointer segment, escaped for a URI fragment. */
const pointerSegment = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

/** `GET /api/x/:id` → its method (lower case) and its OpenAPI path. */
const routeParts = (route: string) => {
  const [method = '', url = ''] = route.split(' ');
  return { method: method.toLowerCase(), path: openApiPath(url) };
};

/** The validator of every documented answer: the whole document is added once, each answer is checked by a $ref into it. */
function answerValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // date-time, email, uuid, uri…: checked as the document states them (and `binary` files are bytes, not text).
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const responseOf = (route: string, status: number): DocumentedResponse | undefined => {
    const { method, path } = routeParts(route);
    return document.paths[path]?.[method]?.responses?.[String(status)];
  };
  const operationOf = (route: string): OpenApiOperation | undefined => {
    const { method, path } = routeParts(route);
    return document.paths[path]?.[method];
  };
  /** The errors of a value against the schema at `pointer` (segments from the operation), by a $ref into the document. */
  const errorsAt = (route: string, segments: string[], value: unknown) => {
    const { method, path } = routeParts(route);
    const pointer = ['paths', path, method, ...segments].map(pointerSegment).join('/');
    const valid = ajv.validate({ $ref: `${DOCUMENT_ID}#/${pointer}` }, value);
    return valid ? [] : (ajv.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
  };
  return {
    /**
     * What the document does not say of the request a sample sends: a query parameter it does not list, a JSON body
     * where it documents none, or one its schema refuses.
     */
    requestProblems: (route: string, request: InjectOptions) => {
      const operation = operationOf(route);
      const problems: string[] = [];
      const url = new URL(String(request.url), 'http://contract.test');
      const query = [...url.searchParams.keys(), ...Object.keys((request.query as Record<string, unknown> | undefined) ?? {})];
      const documentedQuery = new Set((operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
      for (const name of query) if (!documentedQuery.has(name)) problems.push(`query parameter ${name} is not documented`);
      const { payload } = request;
      const isJson = payload !== undefined && typeof payload === 'object' && payload !== null && !Buffer.isBuffer(payload) && !('pipe' in payload);
      if (isJson) {
        if (!operation?.requestBody?.content?.['application/json']?.schema) problems.push('its JSON body is not documented');
        else problems.push(...errorsAt(route, ['requestBody', 'content', 'application/json', 'schema'], payload).map((error) => `body ${error}`));
      }
      return problems;
    },
    /** The answer's documented media types for that status (none when undocumented). */
    mediaTypes: (route: string, status: number) => Object.keys(responseOf(route, status)?.content ?? {}),
    /** Whether the document says what the route answers with that status (a 204 has no body to describe). */
    describes: (route: string, status: number) => {
      const response = responseOf(route, status);
      if (!response) return false;
      if (status === 204) return true;
      return Object.values(response.content ?? {}).some((media) => media.schema !== undefined);
    },
    /** The schema errors of a JSON body against the documented schema, by a $ref into the document. */
    errorsOf: (route: string, status: number, body: unknown) => errorsAt(route, ['responses', String(status), 'content', 'application/json', 'schema'], body),
  };
}

describe('the api is asked and answers as its OpenAPI document says', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let validator: ReturnType<typeof answerValidator>;
  let fixtures: ContractFixtures;
  /** `METHOD /pattern` of every route the contract covers. */
  let listed: string[];

  beforeAll(async () => {
    const deploy = deployFixtures();
    const clock = new TestClock();
    t = await createTestApp('pglite', { clock, env: { WEB_ROOT: deploy.webRoot, DEPLOY_DIR: deploy.deployDir } });
    const answer = await t.app.inject({ method: 'GET', url: API_DOCS.document });
    expect(answer.statusCode).toBe(200);
    document = answer.json() as OpenApiDocument;
    validator = answerValidator(document);
    listed = apiRoutes(t.app)
      .filter(
        (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/_test/') && route.url !== API_DOCS.document && !route.url.startsWith(API_DOCS.ui),
      )
      .map((route) => `${route.method} ${route.url}`);

    const seededAdmin = await t.database.db.selectFrom('app_user').selectAll().where('email', '=', 'admin@keys.local').executeTakeFirstOrThrow();
    const adminTokens = await t.tokens.issueFamily(seededAdmin.id);
    const admin: TestMember = { user: seededAdmin, tokens: adminTokens, auth: { authorization: `Bearer ${adminTokens.accessToken}` } };
    const collector = await createBuyer(t, 'collector', { gold: 100_000 });
    const other = await createBuyer(t, 'other', { gold: 100_000 });
    const { projectId, designIds } = await createSaleProject(t, [300], { priceGold: 100 });
    const buyAndReveal = async (who: TestMember, quantity: number) => {
      const headers = { ...who.auth, 'idempotency-key': `contract-${who.user.id}` };
      const bought = await t.app.inject({ method: 'POST', url: '/api/payment/coinReveal', headers, payload: { projectId, quantity, agreeRefundPolicy: true } });
      expect(bought.statusCode).toBe(200);
      const { purchaseId } = successData(bought, coinRevealResultSchema);
      expect((await t.app.inject({ method: 'POST', url: `/api/reveal/purchase/${purchaseId}/all`, headers: who.auth })).statusCode).toBe(200);
      const items = await t.database.db.selectFrom('key_item').select('id').where('owner_id', '=', who.user.id).orderBy('id').execute();
      return items.map((item) => item.id);
    };
    const keys = await buyAndReveal(collector, 8);
    await buyAndReveal(other, 1);
    const members = [admin, collector, other];
    const freshTokens = async () => {
      for (const member of members) member.auth.authorization = `Bearer ${(await t.tokens.issueFamily(member.user.id)).accessToken}`;
    };
    const advance = async (ms: number) => {
      clock.advance(ms);
      await freshTokens();
    };
    const travel = async (at: Date) => {
      clock.set(at);
      await freshTokens();
    };
    // A bought KEY is locked for 24 hours before it may be listed, offered for or transferred.
    await advance(DAY_MS + 60_000);
    let spares = 0;
    fixtures = {
      t,
      admin,
      collector,
      other,
      spare: async (label, options = {}) => {
        spares += 1;
        return createTestMember(t, `contract-${label}-${spares}@example.com`, options);
      },
      projectId,
      designId: designIds[0] ?? 0,
      keys,
      advance,
      travel,
      noted: new Map(),
      publishRemote: deploy.publish,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  test('every route has exactly one sample, and every sample names a route', () => {
    const sampled = CONTRACT_SAMPLES.map((sample) => sample.route);
    expect(listed.length).toBeGreaterThan(150);
    expect({ missing: listed.filter((route) => !sampled.includes(route)) }).toEqual({ missing: [] });
    expect({ unknown: sampled.filter((route) => !listed.includes(route)) }).toEqual({ unknown: [] });
    expect({ twice: sampled.filter((route, index) => sampled.indexOf(route) !== index) }).toEqual({ twice: [] });
    expect(CONTRACT_SAMPLES.filter((sample) => sample.status < 200 || sample.status > 299).map((sample) => sample.route)).toEqual([]);
  });

  test("the document describes every route's answer", () => {
    const statusOf = new Map(CONTRACT_SAMPLES.map((sample) => [sample.route, sample.status]));
    expect(listed.filter((route) => !validator.describes(route, statusOf.get(route) ?? 200))).toEqual([]);
  });

  test('the validator refuses an answer with a field of the wrong type (a watch whose maxPriceGold is a string)', async () => {
    const route = 'POST /api/watchlist';
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/watchlist',
      headers: fixtures.other.auth,
      payload: { projectId: fixtures.projectId, maxPriceGold: 300 },
    });
    expect(answer.statusCode).toBe(200);
    const body = z.object({ result: z.literal('SUCCESS'), data: z.record(z.string(), z.unknown()) }).parse(answer.json());
    expect(validator.errorsOf(route, 200, body)).toEqual([]);
    expect(validator.errorsOf(route, 200, { ...body, data: { ...body.data, maxPriceGold: 'x' } })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/data\/maxPriceGold /)]),
    );
  });

  test('the request check refuses a query parameter the document does not list and a body its schema refuses', () => {
    expect(validator.requestProblems('GET /api/watchlist', { method: 'GET', url: '/api/watchlist?sort=price' })).toEqual([
      'query parameter sort is not documented',
    ]);
    expect(validator.requestProblems('POST /api/watchlist', { method: 'POST', url: '/api/watchlist', payload: { projectId: fixtures.projectId } })).toEqual([]);
    expect(validator.requestProblems('POST /api/watchlist', { method: 'POST', url: '/api/watchlist', payload: { projectId: 'one' } })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^body \/projectId /)]),
    );
    expect(validator.requestProblems('GET /api/watchlist', { method: 'GET', url: '/api/watchlist', payload: { projectId: 1 } })).toEqual([
      'its JSON body is not documented',
    ]);
  });

  test('each sample sends what the document describes, is answered with its status, and its body is what the document describes', async () => {
    const problems: string[] = [];
    for (const sample of CONTRACT_SAMPLES) {
      let answer: LightMyRequestResponse;
      try {
        const request = await sample.request(fixtures);
        problems.push(...validator.requestProblems(sample.route, request).map((problem) => `${sample.route}: ${problem}`));
        answer = await t.app.inject(request);
      } catch (error) {
        problems.push(`${sample.route}: could not prepare the request: ${String(error)}`);
        continue;
      }
      if (answer.statusCode !== sample.status) {
        problems.push(`${sample.route}: answered ${answer.statusCode}, not ${sample.status}: ${answer.body.slice(0, 300)}`);
        continue;
      }
      try {
        await sample.after?.(answer, fixtures);
      } catch (error) {
        problems.push(`${sample.route}: ${String(error)}`);
      }
      const contentType = String(answer.headers['content-type'] ?? '');
      if (sample.contentType) {
        if (!contentType.startsWith(sample.contentType)) problems.push(`${sample.route}: content type ${contentType}, not ${sample.contentType}`);
        const documented = validator.mediaTypes(sample.route, sample.status);
        if (documented.length > 0 && !documented.some((type) => contentType.startsWith(type))) {
          problems.push(`${sample.route}: content type ${contentType}, the document says ${documented.join(', ')}`);
        }
        continue;
      }
      if (!validator.describes(sample.route, sample.status)) {
        problems.push(`${sample.route}: the document does not describe its ${sample.status} answer`);
        continue;
      }
      if (sample.status === 204) {
        if (answer.body !== '') problems.push(`${sample.route}: a 204 with a body`);
        continue;
      }
      if (!contentType.startsWith('application/json')) {
        problems.push(`${sample.route}: content type ${contentType}, not JSON`);
        continue;
      }
      const errors = validator.errorsOf(sample.route, sample.status, answer.json());
      if (errors.length > 0) problems.push(`${sample.route}: the answer does not match its documented schema: ${errors.join('; ')}`);
    }
    expect(problems).toEqual([]);
  });
});
