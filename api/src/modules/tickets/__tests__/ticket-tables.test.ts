import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestMember } from '../../../testing/test-members';
import { testBackends } from '../../../testing/test-database';
import { withTickets } from '../ticket-tables';

describe.each(testBackends())('ticket tables (migration 0009) on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a granted ticket starts AVAILABLE as a STANDARD ticket with no project, KEY or dates', async () => {
    const member = await createTestMember(t, 'ticket-table@example.com');
    const db = withTickets(t.database.db);
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
    const db = withTickets(t.database.db);
    await expect(
      sql`insert into ticket (user_id, granted_at, source, status) values (${member.user.id}, ${new Date()}, 'TEST', 'USED')`.execute(db),
    ).rejects.toThrow();
  });

  test('a project is eligible at most once per ticket kind', async () => {
    const db = withTickets(t.database.db);
    const project = await db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.insertInto('ticket_project').values({ project_id: project.id }).execute();
    const row = await db.selectFrom('ticket_project').selectAll().where('project_id', '=', project.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ project_id: project.id, kind: 'STANDARD', active: true });
    await expect(db.insertInto('ticket_project').values({ project_id: project.id, kind: 'STANDARD' }).execute()).rejects.toThrow();
  });
});
