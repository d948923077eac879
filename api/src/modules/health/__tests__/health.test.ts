import { API_DOCS } from 'shared-contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';

describe.each(testBackends())('liveness and health on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.app.close();
  });

  test('GET /_/live answers ok; GET /_/health checks the database', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/_/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const health = await t.app.inject({ method: 'GET', url: '/_/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', db: backend });
  });

  test('the OpenAPI document shows what the health routes answer (not enveloped)', async () => {
    type Responses = Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
    const document = (await t.app.inject({ method: 'GET', url: API_DOCS.document })).json<{ paths: Record<string, { get?: { responses?: Responses } }> }>();
    const answers = (path: string) =>
      Object.fromEntries(
        Object.entries(document.paths[path]?.get?.responses ?? {}).map(([status, answer]) => [
          status,
          Object.keys(answer.content?.['application/json']?.schema?.properties ?? {}),
        ]),
      );
    expect(answers('/_/live')).toEqual({ '200': ['status'] });
    expect(answers('/_/health')).toEqual({ '200': ['status', 'db', 'version'], '503': ['status', 'db', 'version'] });
  });

  test('with the database gone, /_/live still answers ok and /_/health says unavailable', async () => {
    await t.database.close();
    const live = await t.app.inject({ method: 'GET', url: '/_/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const health = await t.app.inject({ method: 'GET', url: '/_/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable' });
  });
});
