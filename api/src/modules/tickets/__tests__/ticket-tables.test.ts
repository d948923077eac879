import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestMember } from '../../../testing/test-members';
import { testBackends } from '../../../testing/test-database';

describe.each(testBackends())('ticket tables (migration 0009) on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the seed makes 2-3 projects on sale exchangeable and gives demo@keys.local 2 AVAILABLE tickets', async () => {
    const db = t.database.db;
    const eligible = await db.selectFrom('ticket_project').select('project_id').where('active', '=', true).execute();
    expect(eligible.length).toBeGreaterThanOrEqual(2);
    expect(eligible.length).toBeLessThanOrEqual(3);
    const demoTickets = await db
      .selectFrom('ticket')
      .innerJoin('app_user', 'app_user.id', 'ticket.user_id')
      .select('ticket.status')
      .where('app_user.email', '=', 'demo@keys.local')
      .execute();
    expect(demoTickets).toEqual([{ status: 'AVAILABLE' }, { status: 'AVAILABLE' }]);
  });

  test('a granted ticket starts AVAILABLE as a STANDARD ticket with no project, KEY or dates', async () => {
    const member = await createTestMember(t, 'ticket-table@example.com');
    const db = t.database.db;
    const grantedAt = new Date('2026-01-02T03:04:05.000Z');
    const inserted = await db
      .insertInto('ticket')
      .values({ user_id: member.user.id, granted_at: grantedAt, source: 'TEST' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(inserted).toMatchObject({
      user_id: member.user.id,
      kind: 'STANDARD',
      status: 'AVAILABLE',
      source: 'TEST',
      project_id: null,
      key_item_id: null,
      expires_at: null,
      exchanged_at: null,
      completed_at: null,
      revealed_at: null,
    });
    expect(new Date(inserted.granted_at).toISOString()).toBe(grantedAt.toISOString());
  });

  test('the status check refuses an unknown status', async () => {
    const member = await createTestMember(t, 'ticket-table-status@example.com');
    const db = t.database.db;
    await expect(
      sql`insert into ticket (user_id, granted_at, source, status) values (${member.user.id}, ${new Date()}, 'TEST', 'USED')`.execute(db),
    ).rejects.toThrow();
  });

  test('a project is eligible at most once per ticket kind', async () => {
    const db = t.database.db;
    const project = await db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.deleteFrom('ticket_project').execute();
    await db.insertInto('ticket_project').values({ project_id: project.id }).execute();
    const row = await db.selectFrom('ticket_project').selectAll().where('project_id', '=', project.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ project_id: project.id, kind: 'STANDARD', active: true });
    await expect(db.insertInto('ticket_project').values({ project_id: project.id, kind: 'STANDARD' }).execute()).rejects.toThrow();
  });
});
