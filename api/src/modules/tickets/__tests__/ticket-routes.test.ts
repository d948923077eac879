import { meSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { testBackends } from '../../../testing/test-database';
import { z } from 'zod';
import { withTickets } from '../ticket-tables';

const ticketSchema = z.object({ id: z.number(), status: z.string(), keyItemId: z.number().nullable(), revealedAt: z.string().nullable() });
const projectListSchema = z.array(z.object({ id: z.number(), remaining: z.number() }));
const exchangeSchema = z.object({ ticket: ticketSchema, keyItemId: z.number(), keyDesignId: z.number() });

describe.each(testBackends())('tickets API on %s', (backend) => {
  let t: TestApp;
  let admin: TestMember;
  let onSale: number[];

  const grant = (userIds: number[], count: number, by: TestMember = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/ticket', headers: by.auth, payload: { userIds, count } });
  const mine = (member: TestMember) => t.app.inject({ method: 'GET', url: '/api/ticket', headers: member.auth });
  const exchange = (member: TestMember, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/ticket/exchange', headers: member.auth, payload });
  const projectList = async () => successData(await t.app.inject({ method: "GET", url: "/api/ticket/getProjectList" }), projectListSchema);

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await createTestMember(t, 'ticket-admin@example.com', { role: 'admin' });
    const db = withTickets(t.database.db);
    // The seed made the first projects on sale exchangeable; keep two with more than one KEY left.
    onSale = (await projectList()).filter((project) => project.remaining > 1).slice(0, 2).map((project) => project.id);
    expect(onSale).toHaveLength(2);
    await db.deleteFrom('ticket_project').execute();
    await db.insertInto('ticket_project').values(onSale.map((project_id) => ({ project_id }))).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('only an admin grants; the member sees AVAILABLE tickets and ticketCount', async () => {
    const member = await createTestMember(t, 'ticket-grant@example.com');
    expect(failure(await grant([member.user.id], 1, member)).code).toBe('FORBIDDEN');
    expect(successData(await grant([member.user.id], 2), z.object({ granted: z.number() }))).toEqual({ granted: 2 });
    const tickets = successData(await mine(member), z.array(ticketSchema));
    expect(tickets.map((ticket) => ticket.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
    const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema);
    expect(me.ticketCount).toBe(2);
  });

  test('10 concurrent exchanges of one ticket give one KEY; the ticket is COMPLETED and reveals its KEY', async () => {
    const member = await createTestMember(t, 'ticket-race@example.com');
    await grant([member.user.id], 1);
    const [ticket] = successData(await mine(member), z.array(ticketSchema));
    if (!ticket) throw new Error('ticket expected');
    const [projectId] = onSale;
    const before = (await projectList()).find((project) => project.id === projectId)?.remaining ?? 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(member, { ticketId: ticket.id, projectId })));
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(failure(answer).code).toBe('TICKET_UNUSABLE');
    const [winner] = succeeded;
    if (!winner) throw new Error('one exchange expected to succeed');
    const result = successData(winner, exchangeSchema);
    expect(result.ticket.status).toBe('COMPLETED');
    const after = (await projectList()).find((project) => project.id === projectId)?.remaining ?? 0;
    expect(after).toBe(before - 1);
    const db = withTickets(t.database.db);
    const owned = await db.selectFrom('key_item').select(['id', 'owner_id']).where('owner_id', '=', member.user.id).execute();
    expect(owned).toEqual([{ id: result.keyItemId, owner_id: member.user.id }]);
    const events = await db.selectFrom('ownership_event').select(['kind', 'to_user_id']).where('key_item_id', '=', result.keyItemId).execute();
    expect(events).toEqual([{ kind: 'EXCHANGE', to_user_id: member.user.id }]);

    const reveal = successData(
      await t.app.inject({ method: 'POST', url: '/api/ticket/reveal', headers: member.auth, payload: { ticketId: ticket.id } }),
      z.object({ ticket: ticketSchema, keyItemId: z.number(), keyDesignId: z.number() }),
    );
    expect(reveal.keyItemId).toBe(result.keyItemId);
    expect(reveal.keyDesignId).toBe(result.keyDesignId);
    expect(reveal.ticket.revealedAt).not.toBeNull();
    expect((await mine(member)).json().data[0].status).toBe('COMPLETED');
    const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema);
    expect(me.ticketCount).toBe(0);
  });

  test('an ineligible project, another member\'s ticket and an empty project are refused; the ticket stays AVAILABLE', async () => {
    const member = await createTestMember(t, 'ticket-refused@example.com');
    const other = await createTestMember(t, 'ticket-other@example.com');
    await grant([member.user.id], 1);
    const [ticket] = successData(await mine(member), z.array(ticketSchema));
    if (!ticket) throw new Error('ticket expected');
    const db = withTickets(t.database.db);
    const ineligible = await db.selectFrom('project').select('id').where('id', 'not in', onSale).orderBy('id').executeTakeFirstOrThrow();
    expect(failure(await exchange(member, { ticketId: ticket.id, projectId: ineligible.id })).code).toBe('TICKET_PROJECT_NOT_ELIGIBLE');
    expect(failure(await exchange(other, { ticketId: ticket.id, projectId: onSale[0] })).code).toBe('TICKET_NOT_FOUND');
    const emptied = onSale[1] ?? 0;
    const saved = await db.selectFrom('key_design').select(['id', 'supply_remaining']).where('project_id', '=', emptied).execute();
    await db.updateTable('key_design').set({ supply_remaining: 0 }).where('project_id', '=', emptied).execute();
    try {
      expect(failure(await exchange(member, { ticketId: ticket.id, projectId: emptied })).code).toBe('TICKET_PROJECT_NOT_ELIGIBLE');
    } finally {
      for (const row of saved) await db.updateTable('key_design').set({ supply_remaining: row.supply_remaining }).where('id', '=', row.id).execute();
    }
    expect(successData(await mine(member), z.array(ticketSchema))[0]?.status).toBe('AVAILABLE');
  });
});
