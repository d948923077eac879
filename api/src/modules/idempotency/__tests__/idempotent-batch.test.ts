import { sql } from 'kysely';
import { TestClock } from '../../../clock';
import { AppError } from '../../../http/app-error';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { answersUpdate } from '../idempotency-repository';
import { IDEMPOTENCY_LEASE_MS, idempotent, idempotentBatch, idempotentLeased, type BatchResult } from '../idempotent';

jest.setTimeout(60_000);

/** What a batch result says, in a form easy to compare. */
const summary = <T>(result: BatchResult<T>) => ('answer' in result ? { answer: result.answer } : { code: (result.error as AppError).code });

describe.each(testBackends())('Idempotency-Keys claimed in batches on %s', (backend) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    await sql`create table idempotent_batch_effect (note text not null)`.execute(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => clock.reset());

  const effects = async (prefix: string) =>
    (await sql<{ note: string }>`select note from idempotent_batch_effect where note like ${`${prefix}%`} order by note`.execute(t.database.db)).rows.map(
      (row) => row.note,
    );
  const record = (key: string) =>
    t.database.db
      .selectFrom('idempotency_record')
      .select(['status', 'response_status'])
      .where('scope', '=', 'test-batch')
      .where('key', '=', key)
      .executeTakeFirst();
  const request = (key: string, note: string, userId = 1) => ({ scope: 'test-batch', key, userId, request: { note }, now: clock.now(), input: note });

  /** Work that writes one effect per input it accepts and refuses inputs starting with "refuse". */
  const work = async (trx: Parameters<Parameters<typeof idempotentBatch>[2]>[0], inputs: readonly string[]) => {
    const answers = [];
    for (const note of inputs) {
      if (note.startsWith('refuse')) {
        answers.push(new AppError('INSUFFICIENT_KEYS'));
        continue;
      }
      await sql`insert into idempotent_batch_effect (note) values (${note})`.execute(trx);
      answers.push({ status: 200, body: { note } });
    }
    return { outcomes: answers };
  };

  test('each request gets what idempotent would answer it: new keys run once, repeats replay, a reused key is refused', async () => {
    const db = t.database.db;
    // A key claimed earlier by a single request: the batch replays its answer.
    await idempotent(db, { scope: 'test-batch', key: 'batch-key-old', userId: 1, request: { note: 'a-old' }, now: clock.now() }, async () => ({
      status: 201,
      body: { note: 'a-old' },
    }));
    const first = await idempotentBatch(
      db,
      [request('batch-key-1', 'a-1'), request('batch-key-refused', 'refuse-1'), request('batch-key-old', 'a-old'), request('batch-key-2', 'a-2')],
      work,
    );
    expect(first.map(summary)).toEqual([
      { answer: { status: 200, body: { note: 'a-1' } } },
      { code: 'INSUFFICIENT_KEYS' },
      { answer: { status: 201, body: { note: 'a-old' } } },
      { answer: { status: 200, body: { note: 'a-2' } } },
    ]);
    expect(await effects('a-')).toEqual(['a-1', 'a-2']);
    expect(await record('batch-key-refused')).toEqual({ status: 'DONE', response_status: 409 });

    // The same keys again, in a batch and alone: the stored answers, nothing runs again; another member or request gets 422.
    const again = await idempotentBatch(
      db,
      [request('batch-key-2', 'a-2'), request('batch-key-refused', 'refuse-1'), request('batch-key-1', 'a-1', 2), request('batch-key-3', 'a-3')],
      work,
    );
    expect(again.map(summary)).toEqual([
      { answer: { status: 200, body: { note: 'a-2' } } },
      { code: 'INSUFFICIENT_KEYS' },
      { code: 'IDEMPOTENCY_KEY_REUSED' },
      { answer: { status: 200, body: { note: 'a-3' } } },
    ]);
    await expect(
      idempotent(db, { scope: 'test-batch', key: 'batch-key-1', userId: 1, request: { note: 'a-1' }, now: clock.now() }, async () => ({
        status: 200,
        body: {},
      })),
    ).resolves.toEqual({
      status: 200,
      body: { note: 'a-1' },
    });
    expect(await effects('a-')).toEqual(['a-1', 'a-2', 'a-3']);
  });

  test('a batch whose work fails leaves no claim and no effect; the same requests then run once', async () => {
    const db = t.database.db;
    const requests = [request('batch-key-f1', 'f-1'), request('batch-key-f2', 'f-2')];
    await expect(
      idempotentBatch(db, requests, async (trx, inputs) => {
        await work(trx, inputs);
        throw new Error('the connection broke');
      }),
    ).rejects.toThrow('the connection broke');
    expect(await record('batch-key-f1')).toBeUndefined();
    expect(await effects('f-')).toEqual([]);
    expect((await idempotentBatch(db, requests, work)).map(summary)).toEqual([
      { answer: { status: 200, body: { note: 'f-1' } } },
      { answer: { status: 200, body: { note: 'f-2' } } },
    ]);
    expect(await effects('f-')).toEqual(['f-1', 'f-2']);
  });

  test('work with a finish stores the answers in its own last statement; a finish that fails leaves nothing', async () => {
    const db = t.database.db;
    const requests = [request('batch-key-w1', 'w-1'), request('batch-key-w2', 'refuse-w-2')];
    // The effects and the answers in one statement, as a batch of Gold purchases writes them.
    const writingOnFinish = (fail: boolean) => async (trx: Parameters<Parameters<typeof idempotentBatch>[2]>[0], inputs: readonly string[]) => ({
      outcomes: inputs.map((note) => (note.startsWith('refuse') ? new AppError('INSUFFICIENT_KEYS') : { status: 200, body: { note } })),
      finish: async (answers: Parameters<typeof answersUpdate>[0]) => {
        const accepted = inputs.filter((note) => !note.startsWith('refuse'));
        await sql`with answered as (${answersUpdate(answers)}) insert into idempotent_batch_effect (note) select unnest(${accepted}::text[])`.execute(trx);
        if (fail) throw new Error('the connection broke');
      },
    });
    await expect(idempotentBatch(db, requests, writingOnFinish(true))).rejects.toThrow('the connection broke');
    expect(await record('batch-key-w1')).toBeUndefined();
    expect(await effects('w-')).toEqual([]);

    const expected = [{ answer: { status: 200, body: { note: 'w-1' } } }, { code: 'INSUFFICIENT_KEYS' }];
    expect((await idempotentBatch(db, requests, writingOnFinish(false))).map(summary)).toEqual(expected);
    expect(await effects('w-')).toEqual(['w-1']);
    expect(await record('batch-key-w1')).toEqual({ status: 'DONE', response_status: 200 });
    expect(await record('batch-key-w2')).toEqual({ status: 'DONE', response_status: 409 });
    // Stored by the finish: a repeat replays them and runs nothing.
    expect((await idempotentBatch(db, requests, writingOnFinish(false))).map(summary)).toEqual(expected);
    expect(await effects('w-')).toEqual(['w-1']);
  });

  test('a leased claim holds its key (409) until its lease ends, then the batch takes it over', async () => {
    const db = t.database.db;
    let release: () => void = () => {};
    let claimed: () => void = () => {};
    const holding = new Promise<void>((resolve) => (claimed = resolve));
    const dead = idempotentLeased<{ note: string }>(
      db,
      { scope: 'test-batch', key: 'batch-key-lease', userId: 1, request: { note: 'l-1' }, now: clock.now() },
      () => {
        claimed();
        return new Promise((resolve) => (release = () => resolve({ status: 200, body: { note: 'dead' } })));
      },
    );
    await holding;
    expect((await idempotentBatch(db, [request('batch-key-lease', 'l-1')], work)).map(summary)).toEqual([{ code: 'IDEMPOTENCY_IN_PROGRESS' }]);
    clock.set(new Date(clock.now().getTime() + IDEMPOTENCY_LEASE_MS + 1));
    expect((await idempotentBatch(db, [request('batch-key-lease', 'l-1')], work)).map(summary)).toEqual([{ answer: { status: 200, body: { note: 'l-1' } } }]);
    release();
    // The first answer stored wins.
    await expect(dead).resolves.toEqual({ status: 200, body: { note: 'l-1' } });
    expect(await effects('l-')).toEqual(['l-1']);
  });

  test('the keys of one batch must be distinct', async () => {
    await expect(idempotentBatch(t.database.db, [request('batch-key-d', 'd-1'), request('batch-key-d', 'd-1')], work)).rejects.toThrow('distinct');
  });
});
