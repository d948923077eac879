import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { TRANSFER_API, transferSchema } from 'shared-contract';
import { TestClock } from '../../../clock';
import { loadConfig } from '../../../config';
import { openDatabase, type AppDatabase, type DbKind } from '../../../db/database';
import { successData } from '../../../testing/envelope';
import { createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase, testBackends } from '../../../testing/test-database';
import { createTestMember, TEST_CABINET_PASSWORD, type TestMember } from '../../../testing/test-members';
import { ledgerMismatches } from '../../gold/gold-ledger';
import { ownershipMismatches } from '../transfer-repository';

jest.setTimeout(180_000);

const DELAY_SECONDS = 60;
// One secret for every instance, as instances of one deployment share it: a token from one is good at the other.
const env = (pollSeconds: string) => ({
  TRANSFER_POLL_SECONDS: pollSeconds,
  TRANSFER_DELAY_SECONDS: String(DELAY_SECONDS),
  AUTH_SECRET: 'transfer-job-test-secret-0123456789abcdef',
});

/** A revealed KEY of a fresh project, owned by `owner` for two days (past its 24-hour lock). */
async function ownedKey(t: TestApp, owner: TestMember) {
  const at = new Date(t.clock.now().getTime() - 2 * DAY_MS);
  const { designIds } = await createSaleProject(t, [5]);
  const item = await t.database.db
    .insertInto('key_item')
    .values({ key_design_id: designIds[0] ?? 0, serial_no: 1, owner_id: owner.user.id, acquired_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('ownership_event')
    .values({ key_item_id: item.id, kind: 'PURCHASE', from_user_id: null, to_user_id: owner.user.id, occurred_at: at })
    .execute();
  return item.id;
}

async function startTransfer(t: TestApp, sender: TestMember, keyItemId: number, recipient: TestMember) {
  const answer = await t.app.inject({
    method: 'POST',
    url: TRANSFER_API.transfer,
    headers: { ...sender.auth, 'idempotency-key': randomUUID() },
    payload: { keyItemId, recipient: recipient.user.nickname, password: TEST_CABINET_PASSWORD },
  });
  return successData(answer, transferSchema);
}

const statusOf = async (database: AppDatabase, transferId: number) =>
  (await database.db.selectFrom('key_transfer').select('status').where('id', '=', transferId).executeTakeFirstOrThrow()).status;

const transferEventCount = async (database: AppDatabase, keyItemId: number) =>
  (await database.db.selectFrom('ownership_event').select('id').where('key_item_id', '=', keyItemId).where('kind', '=', 'TRANSFER').execute()).length;

async function expectAgreement(database: AppDatabase) {
  expect(await ownershipMismatches(database.db)).toEqual([]);
  expect(await ledgerMismatches(database.db)).toEqual([]);
}

/** The URL of the PostgreSQL test database `database` is connected to (for a second connection pool). */
async function sameDatabaseUrl(database: AppDatabase) {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return url.toString();
}

/** Waits until `check` holds (the worker polls on its own timer). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting for the transfer job');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('the job polls every 5 s by default, and not at all in api tests (they run it when they choose); the delay defaults to 30 s', () => {
  expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://keys.example' })).toMatchObject({ transferPollSeconds: 5, transferDelaySeconds: 30 });
  expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1' }).transferPollSeconds).toBe(0);
  expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', E2E: '1' }).transferPollSeconds).toBe(5);
  expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', TRANSFER_POLL_SECONDS: '0.5', TRANSFER_DELAY_SECONDS: '86400' })).toMatchObject({
    transferPollSeconds: 0.5,
    transferDelaySeconds: 86_400,
  });
  expect(() => loadConfig({ TRANSFER_DELAY_SECONDS: '86401' })).toThrow(/TRANSFER_DELAY_SECONDS/);
});

describe.each(testBackends())('the transfer job on %s', (backend: DbKind) => {
  test('a transfer interrupted by a restart completes once: the app closes before it is due, a new app on the same database finishes it', async () => {
    // PGlite: a data directory on disk, closed and opened again as a restarted process would. PostgreSQL: the same database.
    const dataDir = backend === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'keys-transfer-restart-')) : undefined;
    const open = () => (dataDir ? openDatabase({ pgliteDir: dataDir }) : openTestDatabase('postgres'));
    let database = await open();
    const postgres = dataDir ? undefined : database;
    try {
      const first = await createTestApp(backend, { database, env: env('0.2') });
      const sender = await createTestMember(first, `restart-a-${Date.now()}@transfer.test`);
      const recipient = await createTestMember(first, `restart-b-${Date.now()}@transfer.test`);
      const keyItemId = await ownedKey(first, sender);
      const transfer = await startTransfer(first, sender, keyItemId, recipient);
      await first.close();
      if (dataDir) {
        await database.close();
        database = await open();
      }
      expect(await statusOf(database, transfer.id)).toBe('IN_PROGRESS');

      // The new process starts later: its clock is past the due time, and its worker's first pass finishes it.
      const later = new TestClock();
      later.set(new Date(transfer.completeAfter));
      later.advance(1000);
      const second = await createTestApp(backend, { database, clock: later, env: env('0.2') });
      try {
        await eventually(async () => (await statusOf(database, transfer.id)) === 'COMPLETED');
        // More passes change nothing.
        await second.app.transferWorker.runOnce();
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await transferEventCount(database, keyItemId)).toBe(1);
        const owner = await database.db.selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).executeTakeFirstOrThrow();
        expect(owner.owner_id).toBe(recipient.user.id);
        const notices = await database.db
          .selectFrom('notification')
          .select(['user_id', 'body_ko'])
          .where('type', '=', 'TRANSFER')
          .where('link_url', '=', `/cabinet/transferSuccess?transferId=${transfer.id}`)
          .execute();
        expect(notices.map((notice) => notice.user_id).sort()).toEqual([sender.user.id, recipient.user.id].sort());
        // The Korean text takes the particle the KEY's serial is read with (#12를, #13을), not "을(를)".
        const serial = Number(/#(\d+)/u.exec(notices[0]?.body_ko ?? '')?.[1]);
        const particle = [1, 3, 6, 7, 8, 0].includes(serial % 10) ? '을' : '를';
        for (const notice of notices) expect(notice.body_ko).toContain(`#${serial}${particle} `);
        await expectAgreement(database);
      } finally {
        await second.close();
      }
    } finally {
      await (postgres ?? database).close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('two api instances on one database run the job at the same time: every due transfer completes exactly once', async () => {
    const database = await openTestDatabase(backend);
    // PostgreSQL: the second instance has a connection pool of its own, as a second process would. PGlite is one
    // connection in one process, so both instances share it.
    const secondDatabase = backend === 'postgres' ? await openDatabase({ databaseUrl: await sameDatabaseUrl(database) }) : database;
    const clock = new TestClock();
    // Both poll every 50 ms, and the test adds passes of its own on both at once.
    const apps = [
      await createTestApp(backend, { database, clock, env: env('0.05') }),
      await createTestApp(backend, { database: secondDatabase, clock, env: env('0.05') }),
    ];
    const [one, two] = apps as [TestApp, TestApp];
    try {
      const senders = await Promise.all(Array.from({ length: 4 }, (_, index) => createTestMember(one, `pair-a${index}-${Date.now()}@transfer.test`)));
      const recipient = await createTestMember(one, `pair-b-${Date.now()}@transfer.test`);
      const moves: Array<{ keyItemId: number; transferId: number }> = [];
      for (let index = 0; index < 24; index += 1) {
        const sender = senders[index % senders.length] as TestMember;
        const keyItemId = await ownedKey(index % 2 === 0 ? one : two, sender);
        const transfer = await startTransfer(index % 2 === 0 ? one : two, sender, keyItemId, recipient);
        moves.push({ keyItemId, transferId: transfer.id });
      }
      clock.advance(DELAY_SECONDS * 1000 + 1000);
      // Calls on one instance while its pass runs share that pass: count each pass once.
      const passes = await Promise.all(new Set([1, 2, 3].flatMap(() => [one.app.transferWorker.runOnce(), two.app.transferWorker.runOnce()])));
      await eventually(async () => {
        const statuses = await Promise.all(moves.map((move) => statusOf(database, move.transferId)));
        return statuses.every((status) => status === 'COMPLETED');
      });
      const completedByPasses = passes.reduce((sum, pass) => sum + pass.COMPLETED, 0);
      expect(completedByPasses).toBeLessThanOrEqual(moves.length);
      for (const move of moves) expect([move.transferId, await transferEventCount(database, move.keyItemId)]).toEqual([move.transferId, 1]);
      const owners = await database.db
        .selectFrom('key_item')
        .select('owner_id')
        .where(
          'id',
          'in',
          moves.map((move) => move.keyItemId),
        )
        .execute();
      expect(owners.every((row) => row.owner_id === recipient.user.id)).toBe(true);
      const received = await database.db
        .selectFrom('notification')
        .select('id')
        .where('user_id', '=', recipient.user.id)
        .where('type', '=', 'TRANSFER')
        .execute();
      expect(received).toHaveLength(moves.length);
      await expectAgreement(database);
    } finally {
      for (const app of apps) await app.close();
      if (secondDatabase !== database) await secondDatabase.close();
      await database.close();
    }
  });
});
