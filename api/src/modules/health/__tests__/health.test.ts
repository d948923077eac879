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
