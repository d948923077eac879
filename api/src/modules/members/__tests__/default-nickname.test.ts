import type { AppDatabase } from '../../../db/database';
import { openTestDatabase, testBackends } from '../../../testing/test-database';
import { findOrCreateMember, withDefaultNickname } from '../member-repository';

jest.setTimeout(60_000);

describe.each(testBackends())('a free default nickname on %s', (backend) => {
  let database: AppDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });

  const member = (label: string) => findOrCreateMember(database.db, { provider: 'local', snsId: `local:${label}`, email: `${label}@example.com`, name: label });
  const setNickname = (userId: number, nickname: string) =>
    database.db.updateTable('app_user').set({ nickname }).where('id', '=', userId).returning('nickname').executeTakeFirstOrThrow();

  test('a write the unique index refuses (another sign-up took the name meanwhile) is tried again with another free name', async () => {
    const first = await member('first-to-sign-up');
    const second = await member('second-to-sign-up');
    const { nickname: taken } = await setNickname(first.id, 'KEYS123456');
    const tried: string[] = [];
    const saved = await withDefaultNickname(database.db, (nickname) => {
      tried.push(nickname);
      // The first attempt loses the race: the name it was given is written by someone else first.
      return setNickname(second.id, tried.length === 1 ? (taken ?? '') : nickname);
    });
    expect(tried).toHaveLength(2);
    expect(saved.nickname).toBe(tried[1]);
    expect(saved.nickname).toMatch(/^KEYS\d{6}$/);
    expect(saved.nickname).not.toBe(taken);
  });

  test('another unique violation (not the nickname) is not retried', async () => {
    const taken = await member('email-owner');
    const writer = await member('email-writer');
    let calls = 0;
    const failing = withDefaultNickname(database.db, (nickname) => {
      calls += 1;
      return database.db.updateTable('app_user').set({ nickname, sns_id: taken.sns_id }).where('id', '=', writer.id).execute();
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });

  test('any other failure is not retried', async () => {
    let calls = 0;
    const failing = withDefaultNickname(database.db, () => {
      calls += 1;
      return Promise.reject(new Error('the disk is full'));
    });
    await expect(failing).rejects.toThrow('the disk is full');
    expect(calls).toBe(1);
  });
});
