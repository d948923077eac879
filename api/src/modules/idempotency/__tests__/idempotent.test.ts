import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { TestClock } from '../../../clock';
import { AppError } from '../../../http/app-error';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_RETENTION_DAYS, idempotent, idempotentLeased } from '../idempotent';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const hashOfEmpty = createHash('sha256').update(JSON.stringify({})).digest('hex');

describe.each(testBackends())('Idempotency-Key records on %s', (backend) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    // A scratch table standing for the work's rows.
    await sql`create table idempotent_test_effect (note text not null)`.execute(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => clock.reset());

  const recordOf = (scope: string, key: string) =>
    t.database.db.selectFrom('idempotency_record').select(['status', 'lease_until']).where('scope', '=', scope).where('key', '=', key).executeTakeFirst();

  const effects = (note: string) => sql<{ note: string }>`select note from idempotent_test_effect where note = ${note}`.execute(t.database.db);

  test('the claim lives in the work transaction: an unexpected failure leaves no record and no work, the retry runs once', async () => {
    const db = t.database.db;
    let runs = 0;
    const run = (fail: boolean) =>
      idempotent(db, { scope: 'test-tx', key: 'key-tx-0001', userId: 1, request: { a: 1 }, now: clock.now() }, async (trx) => {
        runs += 1;
        await sql`insert into idempotent_test_effect (note) values ('run')`.execute(trx);
        if (fail) throw new Error('crash in the middle');
        return { status: 201, body: { runs } };
      });
    await expect(run(true)).rejects.toThrow('crash in the middle');
    expect(await recordOf('test-tx', 'key-tx-0001')).toBeUndefined();
    expect(await run(false)).toEqual({ status: 201, body: { runs: 2 } });
    expect(await run(false)).toEqual({ status: 201, body: { runs: 2 } });
    expect((await effects('run')).rows).toHaveLength(1);
    expect(await recordOf('test-tx', 'key-tx-0001')).toEqual({ status: 'DONE', lease_until: null });
  });

  test('an expected failure rolls the work back to the savepoint and is stored with the claim', async () => {
    const db = t.database.db;
    const run = () =>
      idempotent(db, { scope: 'test-tx', key: 'key-tx-0002', userId: 1, request: {}, now: clock.now() }, async (trx) => {
        await sql`insert into idempotent_test_effect (note) values ('refused')`.execute(trx);
        throw new AppError('INSUFFICIENT_KEYS');
      });
    await expect(run()).rejects.toMatchObject({ code: 'INSUFFICIENT_KEYS' });
    await expect(run()).rejects.toMatchObject({ code: 'INSUFFICIENT_KEYS' });
    expect((await effects('refused')).rows).toEqual([]);
  });

  test('a leased claim whose process died is taken over once its lease ends; while it holds, a repeat gets 409', async () => {
    const db = t.database.db;
    const scope = { scope: 'test-lease', key: 'key-lease-01', userId: 1, request: { p: 1 } };
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { status: 200, body: { runs } };
    };
    // The first holder "dies": its claim is committed and never finished.
    let release: () => void = () => {};
    let holding: () => void = () => {};
    const claimed = new Promise<void>((resolve) => (holding = resolve));
    const dead = idempotentLeased(db, { ...scope, now: clock.now() }, () => {
      holding();
      return new Promise<{ status: number; body: { runs: number } }>((resolve) => (release = () => resolve({ status: 200, body: { runs: -1 } })));
    });
    // Its work has begun, so its claim is committed.
    await claimed;
    await expect(idempotentLeased(db, { ...scope, now: clock.now() }, work)).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    clock.advance(IDEMPOTENCY_LEASE_MS + 1_000);
    expect(await idempotentLeased(db, { ...scope, now: clock.now() }, work)).toEqual({ status: 200, body: { runs: 1 } });
    // The old holder finishing late answers what was stored first.
    release();
    expect(await dead).toEqual({ status: 200, body: { runs: 1 } });
    expect(await idempotentLeased(db, { ...scope, now: clock.now() }, work)).toEqual({ status: 200, body: { runs: 1 } });
    expect(runs).toBe(1);
    await expect(idempotentLeased(db, { ...scope, request: { p: 2 }, now: clock.now() }, work)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  test('a claim left RUNNING (by the code before the lease) is taken over in the work transaction once its lease ends', async () => {
    const db = t.database.db;
    const key = 'key-legacy-01';
    // As the migration leaves a claim the old code left RUNNING: leased from its creation.
    await db
      .insertInto('idempotency_record')
      .values({
        scope: 'test-legacy',
        key,
        user_id: 1,
        request_hash: hashOfEmpty,
        status: 'RUNNING',
        created_at: clock.now(),
        lease_until: new Date(clock.now().getTime() + IDEMPOTENCY_LEASE_MS),
      })
      .execute();
    const run = () => idempotent(db, { scope: 'test-legacy', key, userId: 1, request: {}, now: clock.now() }, async () => ({ status: 200, body: 'real' }));
    await expect(run()).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    clock.advance(IDEMPOTENCY_LEASE_MS + 1_000);
    expect(await run()).toEqual({ status: 200, body: 'real' });
    expect(await run()).toEqual({ status: 200, body: 'real' });
  });

  test('the purge job deletes records older than the retention, keeps newer ones', async () => {
    const db = t.database.db;
    const old = new Date(clock.now().getTime() - (IDEMPOTENCY_RETENTION_DAYS + 1) * DAY_MS);
    await idempotent(db, { scope: 'test-purge', key: 'key-purge-old', userId: 1, request: {}, now: old }, async () => ({ status: 200, body: 1 }));
    await idempotent(db, { scope: 'test-purge', key: 'key-purge-new', userId: 1, request: {}, now: clock.now() }, async () => ({ status: 200, body: 2 }));
    const pass = await t.app.idempotencyPurge.runOnce();
    expect(pass.deleted).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('idempotency_record').select('key').where('scope', '=', 'test-purge').execute();
    expect(left).toEqual([{ key: 'key-purge-new' }]);
  });
});
