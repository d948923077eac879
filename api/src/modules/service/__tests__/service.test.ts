import { projectDetailSchema, serviceInfoSchema } from 'shared-contract';
import { z } from 'zod';
import { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase } from '../../../testing/test-database';
import type { AppDatabase } from '../../../db/database';
import { applyOverrides, phaseOf } from '../termination-service';

const clockSchema = z.object({ now: z.string() });

describe('service info and the test clock', () => {
  let database: AppDatabase;
  let test_: TestApp;
  let normal: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    test_ = await createTestApp('pglite', {
      database,
      env: { SERVICE_TERMINATES_AT: '2030-01-01T00:00:00+09:00', SERVICE_CLOSES_AT: '2030-06-01T00:00:00+09:00' },
    });
    normal = await createTestApp('pglite', { database, env: { NODE_ENV: 'production', SESSION_POLL_SECONDS: '45' } });
  });
  afterAll(async () => {
    await test_?.close();
    await normal?.close();
    await database?.close();
  });

  test('without test mode the clock endpoints do not exist', async () => {
    expect(normal.config.testMode).toBe(false);
    for (const method of ['GET', 'POST'] as const) {
      const response = await normal.app.inject({ method, url: '/api/_test/clock', payload: method === 'POST' ? { reset: true } : undefined });
      expect(failure(response)).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' });
    }
    const info = successData(await normal.app.inject({ method: 'GET', url: '/api/service/info' }), serviceInfoSchema);
    expect(Math.abs(Date.parse(info.now) - Date.now())).toBeLessThan(5_000);
    expect(info).toMatchObject({ phase: 'operating', supportOpen: true, preRegistrationOpen: false, sessionPollSeconds: 45 });
  });

  test('in test mode moving the clock moves service info and sale status', async () => {
    const { app } = test_;
    expect(test_.clock).toBeInstanceOf(TestClock);
    const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/_test/clock', payload });
    const saleStatus = async () => successData(await app.inject({ method: 'GET', url: '/api/project?id=1' }), projectDetailSchema).saleStatus;
    const info = async () => successData(await app.inject({ method: 'GET', url: '/api/service/info' }), serviceInfoSchema);

    expect(await saleStatus()).toBe('on_sale');

    const moved = successData(await post({ now: '2023-06-01T12:00:00+09:00' }), clockSchema);
    expect(Math.abs(Date.parse(moved.now) - Date.parse('2023-06-01T03:00:00Z'))).toBeLessThan(2_000);
    expect(await saleStatus()).toBe('upcoming');
    expect(await info()).toMatchObject({ phase: 'operating', supportOpen: false, preRegistrationOpen: true });

    successData(await post({ advanceMs: 30 * 86_400_000 }), clockSchema);
    const read = successData(await app.inject({ method: 'GET', url: '/api/_test/clock' }), clockSchema);
    expect(read.now.startsWith('2023-07-01')).toBe(true);
    expect(await info()).toMatchObject({ supportOpen: true, preRegistrationOpen: false });

    successData(await post({ now: '2030-02-01T00:00:00Z' }), clockSchema);
    expect((await info()).phase).toBe('terminating');
    successData(await post({ now: '2030-07-01T00:00:00Z' }), clockSchema);
    expect((await info()).phase).toBe('closed');

    const reset = successData(await post({ reset: true }), clockSchema);
    expect(Math.abs(Date.parse(reset.now) - Date.now())).toBeLessThan(2_000);
    expect(await saleStatus()).toBe('on_sale');

    expect(failure(await post({ now: 'tomorrow' }))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(failure(await post({})).status).toBe(400);
  });

  test('without a published schedule the phase follows the configured dates', () => {
    const schedule = applyOverrides(null, { serviceTerminatesAt: new Date('2025-04-15T00:00:00Z'), serviceClosesAt: new Date('2025-06-15T15:00:00Z') });
    expect(phaseOf(schedule, new Date('2025-04-14T23:59:59Z'))).toBe('operating');
    expect(phaseOf(schedule, new Date('2025-04-15T00:00:00Z'))).toBe('terminating');
    expect(phaseOf(schedule, new Date('2025-06-15T15:00:00Z'))).toBe('closed');
    expect(schedule?.rounds).toEqual([
      { round: 1, startsAt: '2025-04-15T00:00:00.000Z', endsAt: '2025-06-15T15:00:00.000Z', payBy: '2025-06-29T15:00:00.000Z' },
    ]);
    expect(phaseOf(applyOverrides(null, { serviceTerminatesAt: undefined, serviceClosesAt: undefined }), new Date())).toBe('operating');
  });
});
