import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember } from '../../../testing/test-members';
import { AppError } from '../../../http/app-error';
import { idempotent } from '../../idempotency/idempotent';
import { goldBalance, ledgerMismatches, moveGold } from '../gold-ledger';

jest.setTimeout(60_000);

describe.each(testBackends())('Gold ledger and idempotency on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('credits and debits move the balance and the ledger together; an overdraft moves nothing', async () => {
    const { user } = await createTestMember(t, 'ledger@example.com');
    const db = t.database.db;
    const move = (amount: number) =>
      db
        .transaction()
        .execute((trx) => moveGold(trx, { userId: user.id, kind: amount > 0 ? 'PURCHASE' : 'SPEND', amount, reference: 'test', now: t.clock.now() }));
    expect(await move(800)).toBe(800);
    expect(await move(-300)).toBe(500);
    await expect(move(-501)).rejects.toMatchObject({ code: 'INSUFFICIENT_GOLD' });
    expect(await goldBalance(db, user.id)).toBe(500);
    const rows = await db.selectFrom('gold_ledger').select(['amount', 'balance_after']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(rows).toEqual([
      { amount: 800, balance_after: 800 },
      { amount: -300, balance_after: 500 },
    ]);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  test('40 concurrent debits of 100 on a balance of 1000: exactly 10 succeed', async () => {
    const { user } = await createTestMember(t, 'race@example.com');
    const db = t.database.db;
    await db.transaction().execute((trx) => moveGold(trx, { userId: user.id, kind: 'PURCHASE', amount: 1000, reference: 'seed', now: t.clock.now() }));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        db.transaction().execute((trx) => moveGold(trx, { userId: user.id, kind: 'SPEND', amount: -100, reference: 'race', now: t.clock.now() })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await goldBalance(db, user.id)).toBe(0);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  test('one idempotency key runs the work once, replays its answer, refuses another request; a concurrent twin waits and gets the answer', async () => {
    const db = t.database.db;
    let runs = 0;
    const run = (request: unknown, key = 'key-00000001') =>
      idempotent(db, { scope: 'test', key, userId: 1, request, now: t.clock.now() }, async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 200, body: { run: runs } };
      });
    // The claim is written in the work's transaction: the twin waits on the key (its unique index) and replays.
    const twins = await Promise.allSettled([run({ amount: 800 }), run({ amount: 800 })]);
    expect(twins).toEqual([
      { status: 'fulfilled', value: { status: 200, body: { run: 1 } } },
      { status: 'fulfilled', value: { status: 200, body: { run: 1 } } },
    ]);
    expect(await run({ amount: 800 })).toEqual({ status: 200, body: { run: 1 } });
    await expect(run({ amount: 900 })).rejects.toBeInstanceOf(AppError);
    expect(runs).toBe(1);
  });

  test('a stored refusal is replayed with its details (e.g. when a KEY unlocks), and the work is not run again', async () => {
    let runs = 0;
    const refuse = () =>
      idempotent(t.database.db, { scope: 'test-refusal', key: 'key-refusal-1', userId: 1, request: { keyItemId: 5 }, now: t.clock.now() }, async () => {
        runs += 1;
        throw new AppError('KEY_LOCKED_FOR_SALE', undefined, { unlocksAt: '2030-01-02T03:04:05.000Z' });
      });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(refuse()).rejects.toMatchObject({ code: 'KEY_LOCKED_FOR_SALE', details: { unlocksAt: '2030-01-02T03:04:05.000Z' } });
    }
    expect(runs).toBe(1);
  });
});
