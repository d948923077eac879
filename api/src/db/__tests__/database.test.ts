import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import type { Database } from '../schema';
import { openTestDatabase, testBackends } from '../../testing/test-database';

async function insertDesign(db: Kysely<Database>, supply: number): Promise<number> {
  const collection = await db
    .insertInto('collection')
    .values({
      kind: 'webtoon',
      slug: `c-${supply}-${Math.random()}`,
      name_ko: '컬렉션',
      name_en: 'Collection',
      description_ko: '',
      description_en: '',
      sort_order: 0,
      art_svg: '<svg/>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto('project')
    .values({
      webtoon_id: collection.id,
      theme_id: collection.id,
      title_ko: '프로젝트',
      title_en: 'Project',
      creator_ko: '작가',
      creator_en: 'Creator',
      description_ko: '',
      description_en: '',
      price_gold: 100,
      price_usd_cents: 99,
      sale_starts_at: new Date('2024-01-01T00:00:00Z'),
      art_svg: '<svg/>',
      published_at: new Date('2024-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const design = await db
    .insertInto('key_design')
    .values({
      project_id: project.id,
      name_ko: '키',
      name_en: 'Key',
      description_ko: '',
      description_en: '',
      rarity: 'common',
      supply_total: supply,
      supply_remaining: supply,
      properties: JSON.stringify([{ name: { ko: '등급', en: 'Rarity' }, value: { ko: '일반', en: 'Common' } }]),
      art_svg: '<svg/>',
      released_at: new Date('2024-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return design.id;
}

const pause = () => new Promise((resolve) => setImmediate(resolve));

describe.each(testBackends())('database on %s', (backend) => {
  let database: AppDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  test('migrations are idempotent', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  test('300 concurrent buyers of 100 in stock: exactly 100 sales, and a rolled-back purchase leaves nothing behind', async () => {
    const { db } = database;
    const keyId = await insertDesign(db, 100);
    const buy = (buyer: number) =>
      db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('key_design')
          .set((eb) => ({ supply_remaining: eb('supply_remaining', '-', 1) }))
          .where('id', '=', keyId)
          .where('supply_remaining', '>', 0)
          .returning('supply_remaining')
          .executeTakeFirst();
        await pause();
        if (!updated) return false;
        await trx
          .insertInto('key_activity')
          .values({ key_design_id: keyId, type: 'PURCHASE', actor: `buyer-${buyer}`, price_gold: 100, occurred_at: new Date() })
          .execute();
        return true;
      });
    const doomed = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('key_activity')
        .values({ key_design_id: keyId, type: 'PURCHASE', actor: 'rolled-back', price_gold: 1, occurred_at: new Date() })
        .execute();
      await pause();
      await trx
        .updateTable('key_design')
        .set((eb) => ({ supply_remaining: eb('supply_remaining', '-', 1) }))
        .where('id', '=', keyId)
        .execute();
      throw new Error('payment declined');
    });
    const results = await Promise.allSettled([
      ...Array.from({ length: 150 }, (_, index) => buy(index)),
      doomed,
      ...Array.from({ length: 150 }, (_, index) => buy(150 + index)),
    ]);
    const sales = results.filter((result) => result.status === 'fulfilled' && result.value === true).length;
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(sales).toBe(100);

    const design = await db.selectFrom('key_design').select('supply_remaining').where('id', '=', keyId).executeTakeFirstOrThrow();
    expect(design.supply_remaining).toBe(0);
    const activities = await db.selectFrom('key_activity').select(['actor']).where('key_design_id', '=', keyId).where('type', '=', 'PURCHASE').execute();
    expect(activities).toHaveLength(100);
    expect(activities.map((activity) => activity.actor)).not.toContain('rolled-back');
  });

  test('PGlite runs each transaction alone; PostgreSQL isolates them', async () => {
    const { db } = database;
    const keyId = await insertDesign(db, 10);
    const events: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        db.transaction().execute(async (trx) => {
          events.push(`${name}:begin`);
          await trx.updateTable('key_design').set({ supply_remaining: 5 }).where('id', '=', keyId).execute();
          await pause();
          events.push(`${name}:end`);
        }),
      ),
    );
    if (backend === 'pglite') {
      expect(events).toEqual(['a:begin', 'a:end', 'b:begin', 'b:end', 'c:begin', 'c:end']);
    } else {
      expect(events).toHaveLength(6);
    }
  });

  test('both databases return the same JS types', async () => {
    const { db } = database;
    const keyId = await insertDesign(db, 7);
    const row = await sql<{
      count: unknown;
      big: unknown;
      total: unknown;
      numeric: unknown;
      at: unknown;
      plain: unknown;
      day: unknown;
      flag: unknown;
      json: unknown;
    }>`select count(*) as count, 9007199254740::int8 as big, sum(supply_total) as total, 12.5::numeric as numeric,
        '2024-05-01T03:04:05Z'::timestamptz as at, '2024-05-01 03:04:05'::timestamp as plain, '2024-05-01'::date as day,
        true as flag, '{"a":[1,2]}'::jsonb as json
        from key_design where id = ${keyId}`
      .execute(db)
      .then((result) => result.rows[0]);
    expect(row).toEqual({
      count: 1,
      big: 9_007_199_254_740,
      total: 7,
      numeric: 12.5,
      at: new Date('2024-05-01T03:04:05Z'),
      plain: new Date('2024-05-01T03:04:05Z'),
      day: '2024-05-01',
      flag: true,
      json: { a: [1, 2] },
    });
    const design = await db.selectFrom('key_design').select(['properties', 'released_at']).where('id', '=', keyId).executeTakeFirstOrThrow();
    expect(design.properties).toEqual([{ name: { ko: '등급', en: 'Rarity' }, value: { ko: '일반', en: 'Common' } }]);
    expect(design.released_at).toBeInstanceOf(Date);
    const counted = await db
      .selectFrom('key_design')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(typeof counted.n).toBe('number');
    const result = await db.updateTable('key_design').set({ supply_remaining: 1 }).where('id', '=', keyId).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });
});
