import { sql } from 'kysely';
import { onCommittedWrites, writtenTables } from '../committed-writes';
import type { AppDatabase } from '../database';
import { openTestDatabase, testBackends } from '../../testing/test-database';

test('the tables a statement writes are read from its SQL, CTEs included (the word after `for update` or `do update` is no table we know)', () => {
  expect(writtenTables('insert into "project" ("title_ko") values ($1)')).toEqual(['project']);
  expect(writtenTables('update "key_item" set "owner_id" = $1 where "id" = $2')).toEqual(['key_item']);
  expect(writtenTables('delete from "banner" where "id" = $1')).toEqual(['banner']);
  expect(
    writtenTables(
      'with "taken" as (update "key_design" set "supply_remaining" = "supply_remaining" - 1 returning "id") insert into "purchase_item" select * from "taken"',
    ),
  ).toEqual(['key_design', 'purchase_item']);
  expect(writtenTables('select * from "key_item" where "id" = $1 for update skip locked')).toEqual(['skip']);
  expect(writtenTables('select * from "project" for update')).toEqual([]);
  expect(writtenTables('insert into "gold_account" ("user_id") values ($1) on conflict ("user_id") do update set "balance" = excluded."balance"')).toEqual([
    'gold_account',
    'set',
  ]);
});

describe.each(testBackends())('committed writes on %s', (backend) => {
  let database: AppDatabase;
  const heard: string[][] = [];
  let stop: () => void;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await sql`create table probe (id serial primary key, note text)`.execute(database.db);
    stop = onCommittedWrites((tables) => heard.push([...tables].sort()));
  });
  afterAll(async () => {
    stop();
    await database?.close();
  });
  beforeEach(() => {
    heard.length = 0;
  });

  test('an autocommitted write is announced once it ran; a read is not', async () => {
    await sql`insert into probe (note) values ('a')`.execute(database.db);
    expect(heard).toEqual([['probe']]);
    await sql`select * from probe`.execute(database.db);
    expect(heard).toEqual([['probe']]);
  });

  test('a transaction’s writes are announced after its commit, not before, and a rolled-back one is never announced', async () => {
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into probe (note) values ('b')`.execute(trx);
      await sql`update probe set note = 'c' where note = 'b'`.execute(trx);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([['probe']]);

    heard.length = 0;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`delete from probe`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(heard).toEqual([]);
    expect(Number((await sql<{ count: string }>`select count(*) as count from probe`.execute(database.db)).rows[0]?.count)).toBe(2);
  });
});
