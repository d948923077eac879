import { sql, type Kysely } from 'kysely';
import { API, meSchema, STAFF_API, STUDIO_API, studioProjectListSchema } from 'shared-contract';
import type { AppDatabase } from '../../../db/database';
import { MIGRATIONS } from '../../../db/migrations/index';
import { listen, readSession, signInWithLocalIssuer } from '../../../testing/auth-browser';
import { successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase, testBackends } from '../../../testing/test-database';

jest.setTimeout(120_000);

const studioMigration = () => {
  const migration = MIGRATIONS['0027-studio'];
  if (!migration?.down) throw new Error('0027-studio with its down expected');
  return { up: migration.up, down: migration.down };
};

describe.each(testBackends())('the 0027-studio migration on %s', (backend) => {
  let database: AppDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    db = database.db as unknown as Kysely<unknown>;
  });
  afterAll(async () => {
    await database?.close();
  });

  test('publishes every project that existed before it at one early instant, lets the role editor in, and its down undoes both', async () => {
    const { up, down } = studioMigration();
    await down(db);
    await sql`insert into collection (kind, slug, name_ko, name_en, description_ko, description_en, art_svg) values
      ('webtoon', 'm-webtoon', '웹툰', 'Webtoon', '', '', '<svg/>')`.execute(db);
    await sql`insert into project (webtoon_id, theme_id, title_ko, title_en, creator_ko, creator_en, description_ko, description_en,
      price_gold, price_usd_cents, sale_starts_at, art_svg, created_at)
      select id, id, '이전', 'Before', '작가', 'Creator', '', '', 100, 99, '2031-05-01T00:00:00Z', '<svg/>', '2031-04-01T00:00:00Z' from collection`.execute(
      db,
    );
    await sql`insert into app_user (sns_provider, sns_id, role) values ('local', 'local:m-editor@example.com', 'member')`.execute(db);
    const editorRole = sql`update app_user set role = 'editor' where sns_id = 'local:m-editor@example.com'`;
    await expect(editorRole.execute(db)).rejects.toThrow();

    await up(db);
    const { rows } = await sql<{ published_at: Date; updated_at: Date; created_at: Date }>`select published_at, updated_at, created_at from project`.execute(
      db,
    );
    expect(rows).toEqual([
      { published_at: new Date('2020-01-01T00:00:00Z'), updated_at: new Date('2031-04-01T00:00:00Z'), created_at: new Date('2031-04-01T00:00:00Z') },
    ]);
    await editorRole.execute(db);
    await expect(sql`update app_user set role = 'owner'`.execute(db)).rejects.toThrow();

    await down(db);
    const { rows: roles } = await sql<{ role: string }>`select role from app_user where sns_id = 'local:m-editor@example.com'`.execute(db);
    expect(roles).toEqual([{ role: 'member' }]);
    const { rows: columns } = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_name = 'project' and column_name in ('published_at', 'updated_at')`.execute(db);
    expect(columns).toEqual([]);
    await up(db);
  });
});

describe('the demo editor (editor@keys.local)', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    origin = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('is seeded, signs in through the local issuer, opens the studio and nothing of the support team', async () => {
    const browser = await signInWithLocalIssuer(origin, 'editor@keys.local');
    const session = await readSession(browser, origin);
    if (!session) throw new Error('a session expected');
    expect(session.user).toMatchObject({ email: 'editor@keys.local', signUpRequired: false, status: 1 });
    const headers = { authorization: `Bearer ${session.accessToken}` };
    expect(successData(await t.app.inject({ method: 'GET', url: API.userMe, headers }), meSchema)).toMatchObject({ role: 'editor', nickname: 'KEYSEditor' });
    expect(successData(await t.app.inject({ method: 'GET', url: STUDIO_API.projects, headers }), studioProjectListSchema).items.length).toBeGreaterThanOrEqual(
      8,
    );
    expect((await t.app.inject({ method: 'GET', url: STAFF_API.audit, headers })).statusCode).toBe(403);
  });
});
