import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_DOCS, REMOTES_ADMIN_API } from 'shared-contract';
import { apiRoutes } from '../../testing/api-routes';
import { createTestApp, type TestApp } from '../../testing/test-app';

type OpenApiDocument = {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown>; parameters?: Array<{ in: string; name: string }> }>>;
  components: { schemas: Record<string, unknown> };
};

/** `/a/:id/*` as OpenAPI writes it: `/a/{id}/{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** The OpenAPI 3.1 validator's verdict. It is ESM-only (it reads its schemas through import.meta), so its own command runs it. */
async function validateOpenApi(document: unknown): Promise<{ valid: boolean }> {
  const cli = path.join(path.dirname(require.resolve('@seriousme/openapi-schema-validator/package.json')), 'bin', 'validate-api-cli.js');
  const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(process.execPath, [cli, file]).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    return JSON.parse(stdout) as { valid: boolean };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: API_DOCS.document });
    expect(response.statusCode).toBe(200);
    document = response.json() as OpenApiDocument;
  });
  afterAll(async () => {
    await t?.close();
  });

  test('is OpenAPI 3.1 with the envelope and every catalogue code in ko and en', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.FailEnvelope).toBeDefined();
    expect(document.info.description).toContain(
      '| `REMOTE_CANARY_RUNNING` | 409 | A canary is running. Promote it or abort it first. | 카나리가 진행 중입니다. 먼저 승격하거나 중단하세요. |',
    );
  });

  test('validates against the OpenAPI 3.1 schema (and a broken copy does not)', async () => {
    expect(await validateOpenApi(document)).toEqual({ valid: true });
    const broken = { ...document, paths: { ...document.paths, '/api/broken': { get: { responses: { '200': { content: 'text' } } } } } };
    expect(await validateOpenApi(broken)).toMatchObject({ valid: false });
  });

  test('lists every registered /api route (but the document and its page), with its method', () => {
    const visible = apiRoutes(t.app).filter((route) => route.method !== 'HEAD' && route.url !== API_DOCS.document && !route.url.startsWith(API_DOCS.ui));
    expect(visible.length).toBeGreaterThan(150);
    const missing = visible.filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  test('every route documents each of its path parameters (the contract test checks every answer)', () => {
    const routes = apiRoutes(t.app).filter((route) => route.method !== 'HEAD' && !route.url.startsWith(API_DOCS.ui) && route.url.includes(':'));
    expect(routes.length).toBeGreaterThan(40);
    const undocumentedParameters = routes.flatMap((route) => {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const documented = (operation?.parameters ?? []).flatMap((parameter) => (parameter.in === 'path' ? [parameter.name] : []));
      return [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].flatMap(([, name]) =>
        name && !documented.includes(name) ? [`${route.method} ${route.url}: ${name}`] : [],
      );
    });
    expect(undocumentedParameters).toEqual([]);
  });

  test('a route that declares its schemas documents its parameters, body and answer', () => {
    const release = document.paths[openApiPath(REMOTES_ADMIN_API.releases(':name'))]?.post;
    expect(release?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'name', required: true })]);
    expect(JSON.stringify(release?.requestBody)).toContain('expectedRevision');
    expect(JSON.stringify(release?.responses?.['200'])).toContain('revision');
  });

  test('a body the route schema refuses is answered with the catalogue code, in the envelope', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/remotes/loads',
      payload: { remote: 'market', version: '1', outcome: 'maybe' },
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ result: 'FAIL', error: { code: 'VALIDATION_FAILED', issues: [expect.objectContaining({ path: 'outcome' })] } });
  });

  test('/api/docs shows the document', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS.ui}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
