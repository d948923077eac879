import { randomUUID } from 'node:crypto';
import {
  meSchema,
  myKeysSchema,
  TICKET_API,
  ticketExchangeResultSchema,
  ticketGrantResultSchema,
  ticketListSchema,
  ticketProjectListSchema,
  ticketRevealResultSchema,
} from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { testBackends } from '../../../testing/test-database';

describe.each(testBackends())('tickets API on %s', (backend) => {
  let t: TestApp;
  let admin: TestMember;
  let onSale: number[];

  const grant = (userIds: number[], count: number, by: TestMember = admin) =>
    t.app.inject({ method: 'POST', url: TICKET_API.adminGrant, headers: by.auth, payload: { userIds, count } });
  const mine = async (member: TestMember) => successData(await t.app.inject({ method: 'GET', url: TICKET_API.mine, headers: member.auth }), ticketListSchema);
  const withKey = (member: TestMember, key: string | null) => ({ ...member.auth, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) });
  const exchange = (member: TestMember, payload: object, key: string | null = randomUUID()) =>
    t.app.inject({ method: 'POST', url: TICKET_API.exchange, headers: withKey(member, key), payload });
  const reveal = (member: TestMember, payload: object, key: string | null = randomUUID()) =>
    t.app.inject({ method: 'POST', url: TICKET_API.reveal, headers: withKey(member, key), payload });
  const projectList = async () => successData(await t.app.inject({ method: 'GET', url: TICKET_API.projectList }), ticketProjectListSchema);
  const remainingOf = async (projectId: number | undefined) => (await projectList()).find((project) => project.id === projectId)?.remaining ?? 0;
  const ownedKeyIds = async (member: TestMember) =>
    (await t.database.db.selectFrom('key_item').select('id').where('owner_id', '=', member.user.id).execute()).map((row) => row.id);
  const oneTicket = async (email: string) => {
    const member = await createTestMember(t, email);
    await grant([member.user.id], 1);
    const [ticket] = await mine(member);
    if (!ticket) throw new Error('ticket expected');
    return { member, ticket };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await createTestMember(t, 'ticket-admin@example.com', { role: 'admin' });
    const db = t.database.db;
    // The seed made the first projects on sale exchangeable; keep two with more than one KEY left.
    onSale = (await projectList())
      .filter((project) => project.remaining > 1)
      .slice(0, 2)
      .map((project) => project.id);
    expect(onSale).toHaveLength(2);
    await db.deleteFrom('ticket_project').execute();
    await db
      .insertInto('ticket_project')
      .values(onSale.map((project_id) => ({ project_id })))
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('only an admin grants; the member sees AVAILABLE tickets and ticketCount', async () => {
    const member = await createTestMember(t, 'ticket-grant@example.com');
    expect(failure(await grant([member.user.id], 1, member)).code).toBe('FORBIDDEN');
    expect(successData(await grant([member.user.id], 2), ticketGrantResultSchema)).toEqual({ granted: 2 });
    const tickets = await mine(member);
    expect(tickets.map((ticket) => [ticket.status, ticket.kind, ticket.drawn])).toEqual([
      ['AVAILABLE', 'STANDARD', null],
      ['AVAILABLE', 'STANDARD', null],
    ]);
    const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema);
    expect(me.ticketCount).toBe(2);
  });

  test('10 concurrent exchanges of one ticket give one KEY; the ticket is COMPLETED and reveals its KEY', async () => {
    const { member, ticket } = await oneTicket('ticket-race@example.com');
    const [projectId] = onSale;
    const before = await remainingOf(projectId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(member, { ticketId: ticket.id, projectId })));
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(failure(answer).code).toBe('TICKET_UNUSABLE');
    const [winner] = succeeded;
    if (!winner) throw new Error('one exchange expected to succeed');
    const result = successData(winner, ticketExchangeResultSchema);
    expect(result.ticket.status).toBe('COMPLETED');
    expect(result.ticket.drawn).toMatchObject({ keyItemId: result.keyItemId, serialNo: result.serialNo, key: { id: result.keyDesignId, projectId } });
    expect(await remainingOf(projectId)).toBe(before - 1);
    expect(await ownedKeyIds(member)).toEqual([result.keyItemId]);
    const db = t.database.db;
    const events = await db.selectFrom('ownership_event').select(['kind', 'to_user_id']).where('key_item_id', '=', result.keyItemId).execute();
    expect(events).toEqual([{ kind: 'EXCHANGE', to_user_id: member.user.id }]);

    const revealed = successData(await reveal(member, { ticketId: ticket.id }), ticketRevealResultSchema);
    expect(revealed).toMatchObject({ keyItemId: result.keyItemId, keyDesignId: result.keyDesignId, serialNo: result.serialNo, projectId });
    expect(revealed.key.imageUrl).toBe(`/api/art/key/${result.keyDesignId}.webp`);
    expect(revealed.ticket.revealedAt).not.toBeNull();
    const [listed] = await mine(member);
    expect(listed?.status).toBe('COMPLETED');
    expect(listed?.drawn?.keyItemId).toBe(result.keyItemId);
    const keys = successData(await t.app.inject({ method: 'GET', url: '/api/key/my', headers: member.auth }), myKeysSchema);
    expect(keys.items.map((item) => item.keyItemId)).toEqual([result.keyItemId]);
    const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema);
    expect(me.ticketCount).toBe(0);
  });

  test('the exchange needs an Idempotency-Key; the same key answers the stored result and draws one KEY', async () => {
    const { member, ticket } = await oneTicket('ticket-idempotent@example.com');
    const [projectId] = onSale;
    const payload = { ticketId: ticket.id, projectId };
    const missing = failure(await exchange(member, payload, null));
    expect([missing.code, missing.message]).toEqual(['IDEMPOTENCY_KEY_REQUIRED', 'An idempotency key is required.']);
    expect((await mine(member))[0]?.status).toBe('AVAILABLE');

    const before = await remainingOf(projectId);
    const key = randomUUID();
    const first = successData(await exchange(member, payload, key), ticketExchangeResultSchema);
    const again = successData(await exchange(member, payload, key), ticketExchangeResultSchema);
    expect(again).toEqual(first);
    expect(await ownedKeyIds(member)).toEqual([first.keyItemId]);
    expect(await remainingOf(projectId)).toBe(before - 1);
    // The same key for another request is refused; a new key for the used ticket is refused as unusable.
    expect(failure(await exchange(member, { ticketId: ticket.id, projectId: onSale[1] }, key)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(failure(await exchange(member, payload)).code).toBe('TICKET_UNUSABLE');
    expect(await ownedKeyIds(member)).toEqual([first.keyItemId]);
  });

  test('10 concurrent exchanges with one Idempotency-Key give one KEY; every finished answer is that KEY', async () => {
    const { member, ticket } = await oneTicket('ticket-same-key@example.com');
    const key = randomUUID();
    const payload = { ticketId: ticket.id, projectId: onSale[0] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(member, payload, key)));
    const owned = await ownedKeyIds(member);
    expect(owned).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(successData(answer, ticketExchangeResultSchema).keyItemId).toBe(owned[0]);
      else expect(failure(answer).code).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    // After the first finished, a repeat gets the stored answer.
    expect(successData(await exchange(member, payload, key), ticketExchangeResultSchema).keyItemId).toBe(owned[0]);
  });

  test('a stored refusal is answered again for the same key; the reveal needs a key and repeats its answer', async () => {
    const { member, ticket } = await oneTicket('ticket-stored-refusal@example.com');
    const db = t.database.db;
    const ineligible = await db.selectFrom('project').select('id').where('id', 'not in', onSale).orderBy('id').executeTakeFirstOrThrow();
    const key = randomUUID();
    expect(failure(await exchange(member, { ticketId: ticket.id, projectId: ineligible.id }, key)).code).toBe('TICKET_PROJECT_NOT_ELIGIBLE');
    expect(failure(await exchange(member, { ticketId: ticket.id, projectId: ineligible.id }, key)).code).toBe('TICKET_PROJECT_NOT_ELIGIBLE');
    expect(failure(await reveal(member, { ticketId: ticket.id })).code).toBe('TICKET_UNUSABLE');

    const exchanged = successData(await exchange(member, { ticketId: ticket.id, projectId: onSale[0] }), ticketExchangeResultSchema);
    expect(failure(await reveal(member, { ticketId: ticket.id }, null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const revealKey = randomUUID();
    const first = successData(await reveal(member, { ticketId: ticket.id }, revealKey), ticketRevealResultSchema);
    const again = successData(await reveal(member, { ticketId: ticket.id }, revealKey), ticketRevealResultSchema);
    expect(again).toEqual(first);
    expect(first.keyItemId).toBe(exchanged.keyItemId);
    // Another attempt (a new key) shows the same KEY, revealed at the first time.
    const later = successData(await reveal(member, { ticketId: ticket.id }), ticketRevealResultSchema);
    expect([later.keyItemId, later.ticket.revealedAt]).toEqual([first.keyItemId, first.ticket.revealedAt]);
  });

  test("an ineligible project, another member's ticket and an empty project are refused; the ticket stays AVAILABLE", async () => {
    const { member, ticket } = await oneTicket('ticket-refused@example.com');
    const other = await createTestMember(t, 'ticket-other@example.com');
    const db = t.database.db;
    const ineligible = await db.selectFrom('project').select('id').where('id', 'not in', onSale).orderBy('id').executeTakeFirstOrThrow();
    const refused = failure(await exchange(member, { ticketId: ticket.id, projectId: ineligible.id }));
    expect([refused.code, refused.message]).toEqual(['TICKET_PROJECT_NOT_ELIGIBLE', 'This project cannot be exchanged for a ticket.']);
    expect(failure(await exchange(other, { ticketId: ticket.id, projectId: onSale[0] })).code).toBe('TICKET_NOT_FOUND');
    const emptied = onSale[1] ?? 0;
    const saved = await db.selectFrom('key_design').select(['id', 'supply_remaining']).where('project_id', '=', emptied).execute();
    await db.updateTable('key_design').set({ supply_remaining: 0 }).where('project_id', '=', emptied).execute();
    try {
      expect(failure(await exchange(member, { ticketId: ticket.id, projectId: emptied })).code).toBe('TICKET_PROJECT_NOT_ELIGIBLE');
    } finally {
      for (const row of saved) await db.updateTable('key_design').set({ supply_remaining: row.supply_remaining }).where('id', '=', row.id).execute();
    }
    expect((await mine(member))[0]?.status).toBe('AVAILABLE');
  });
});
