import { API, clientLogResultSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';

describe('POST /api/logger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const report = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: API.logger, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

  test('takes a report from anyone and answers the bare envelope', async () => {
    expect(
      successData(
        await report({ logType: 'error', date: '2026-11-27T02:00:00Z', url: '/market', action: 'load', data: { page: '/market' } }),
        clientLogResultSchema,
      ),
    ).toBeNull();
  });

  test('refuses a report that breaks the contract with VALIDATION_FAILED', async () => {
    expect(failure(await report({ logType: 'panic', date: '2026-11-27T02:00:00Z', url: '/market', action: 'load' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(failure(await report('boom'))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
