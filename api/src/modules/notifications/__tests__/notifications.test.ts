import {
  adminNotificationResultSchema,
  adminUserStatusResultSchema,
  API,
  meSchema,
  notificationSchema,
  pageOf,
  readAllResultSchema,
  unreadCountSchema,
} from 'shared-contract';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { notify } from '../notify';

jest.setTimeout(60_000);

const pageSchema = pageOf(notificationSchema);
/** The test clock follows real time from where it was set: "then" means within a minute after. */
const around = (iso: string | null | undefined, at: string) => {
  const delta = Date.parse(iso ?? '') - Date.parse(at);
  return delta >= 0 && delta < 60_000;
};
const message = (n: number) => ({
  title: { ko: `공지 ${n}`, en: `Notice ${n}` },
  body: { ko: `내용 ${n}`, en: `Body ${n}` },
});

describe.each(testBackends())('notifications and admin endpoints on %s', (backend) => {
  let t: TestApp;
  let admin: TestMember;
  const clock = () => t.clock as TestClock;

  const get = (url: string, who: TestMember) => t.app.inject({ method: 'GET', url, headers: who.auth });
  const post = (url: string, who: TestMember | null, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const unread = async (who: TestMember) => successData(await get(API.alarmUnread, who), unreadCountSchema).count;
  const list = async (who: TestMember, query = '') => successData(await get(`${API.alarm}${query}`, who), pageSchema);

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await createTestMember(t, 'admin@example.com', { role: 'admin' });
  });
  afterEach(() => clock().reset());
  afterAll(async () => {
    await t?.close();
  });

  test('an admin sends an ADMIN notification to listed members; they see it, unread, in both languages', async () => {
    const alice = await createTestMember(t, 'alice@example.com');
    const bob = await createTestMember(t, 'bob@example.com');
    clock().set(new Date('2024-03-01T00:00:00Z'));
    const sent = successData(
      await post(API.adminAlarm, admin, { userIds: [alice.user.id], ...message(1), linkUrl: '/cabinet' }),
      adminNotificationResultSchema,
    );
    expect(sent).toEqual({ sent: 1 });

    const page = await list(alice);
    expect(page).toMatchObject({ page: 1, size: 20, total: 1 });
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        type: 'ADMIN',
        title: { ko: '공지 1', en: 'Notice 1' },
        body: { ko: '내용 1', en: 'Body 1' },
        linkUrl: '/cabinet',
        readAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(around(page.items[0]?.createdAt, '2024-03-01T00:00:00Z')).toBe(true);
    expect(await unread(alice)).toBe(1);
    const me = successData(await get(API.userMe, alice), meSchema);
    expect(me.unreadNotificationCount).toBe(1);
    // Bob was not listed.
    expect((await list(bob)).total).toBe(0);
    expect(await unread(bob)).toBe(0);
  });

  test('only admins may send or change a status; the input is checked', async () => {
    const member = await createTestMember(t, 'plain@example.com');
    expect(failure(await post(API.adminAlarm, member, message(2)))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(failure(await post(API.adminAlarm, null, message(2)))).toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
    expect(failure(await post(API.adminUserStatus(member.user.id), member, { status: 6 }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(failure(await post(API.adminAlarm, admin, { ...message(2), title: { ko: ' ', en: 'x' } })).code).toBe('VALIDATION_FAILED');
    expect(failure(await post(API.adminAlarm, admin, { ...message(2), linkUrl: 'https://evil.example/' })).code).toBe('VALIDATION_FAILED');
    expect(failure(await post(API.adminAlarm, admin, { ...message(2), linkUrl: '//evil.example/' })).code).toBe('VALIDATION_FAILED');
    const missing = failure(await post(API.adminAlarm, admin, { ...message(2), userIds: [member.user.id, 999_999] }));
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', details: { missingUserIds: [999_999] } });
    // Nothing was written when one listed member is missing.
    expect(await unread(member)).toBe(0);
  });

  test('without userIds the notification goes to every active member (not to one still signing up)', async () => {
    const active = await createTestMember(t, 'everyone@example.com');
    const signingUp = await createTestMember(t, 'halfway@example.com', { signedUp: false });
    const activeCount = await t.database.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const { sent } = successData(await post(API.adminAlarm, admin, message(3)), adminNotificationResultSchema);
    expect(sent).toBe(Number(activeCount.count));
    expect((await list(active)).items[0]?.title.en).toBe('Notice 3');
    const pending = await t.database.db.selectFrom('notification').select('id').where('user_id', '=', signingUp.user.id).execute();
    expect(pending).toHaveLength(0);
  });

  test("the list is paged, newest first, and only the member's own", async () => {
    const carol = await createTestMember(t, 'carol@example.com');
    const dave = await createTestMember(t, 'dave@example.com');
    for (let n = 1; n <= 5; n += 1) {
      clock().set(new Date(Date.UTC(2024, 4, n)));
      await notify(t.database.db, carol.user.id, { type: 'TRANSFER', ...message(n) }, t.clock.now());
    }
    await notify(t.database.db, [dave.user.id, dave.user.id], { type: 'LIKE', ...message(9) }, t.clock.now());

    const first = await list(carol, '?page=1&size=2');
    expect(first).toMatchObject({ page: 1, size: 2, total: 5 });
    expect(first.items.map((item) => item.title.en)).toEqual(['Notice 5', 'Notice 4']);
    const third = await list(carol, '?page=3&size=2');
    expect(third.items.map((item) => item.title.en)).toEqual(['Notice 1']);
    expect((await list(carol, '?page=4&size=2')).items).toEqual([]);
    expect(failure(await get(`${API.alarm}?size=500`, carol)).code).toBe('VALIDATION_FAILED');
    // Dave sees his one (the duplicate id was sent once), never Carol's.
    const daves = await list(dave);
    expect(daves.total).toBe(1);
    expect(daves.items[0]?.type).toBe('LIKE');
  });

  test('reading one (own only), then all; the unread counts follow', async () => {
    const erin = await createTestMember(t, 'erin@example.com');
    const frank = await createTestMember(t, 'frank@example.com');
    clock().set(new Date('2024-06-01T09:00:00Z'));
    await notify(t.database.db, erin.user.id, { type: 'PURCHASE', ...message(1) }, t.clock.now());
    await notify(t.database.db, erin.user.id, { type: 'SALE', ...message(2) }, t.clock.now());
    await notify(t.database.db, erin.user.id, { type: 'COMMENT', ...message(3), linkUrl: '/community' }, t.clock.now());
    await notify(t.database.db, frank.user.id, { type: 'ADMIN', ...message(4) }, t.clock.now());
    const frankId = (await list(frank)).items[0]?.id;
    expect(await unread(erin)).toBe(3);

    const [newest] = (await list(erin)).items;
    clock().set(new Date('2024-06-02T10:00:00Z'));
    const read = successData(await post(API.alarmRead(newest?.id ?? 0), erin), notificationSchema);
    expect(read).toMatchObject({ id: newest?.id, linkUrl: '/community' });
    expect(around(read.readAt, '2024-06-02T10:00:00Z')).toBe(true);
    expect(await unread(erin)).toBe(2);
    // Reading again keeps the first read time.
    clock().set(new Date('2024-06-03T10:00:00Z'));
    expect(successData(await post(API.alarmRead(newest?.id ?? 0), erin), notificationSchema).readAt).toBe(read.readAt);

    // Another member's notification, an unknown one, a bad id.
    expect(failure(await post(API.alarmRead(Number(frankId)), erin))).toMatchObject({ status: 404, code: 'NOTIFICATION_NOT_FOUND' });
    expect(failure(await post(API.alarmRead(987_654), erin)).code).toBe('NOTIFICATION_NOT_FOUND');
    expect(failure(await post(`${API.alarm}/abc/read`, erin)).code).toBe('VALIDATION_FAILED');
    expect(await unread(frank)).toBe(1);

    expect(successData(await post(API.alarmReadAll, erin), readAllResultSchema)).toEqual({ updated: 2 });
    expect(await unread(erin)).toBe(0);
    expect((await list(erin)).items.every((item) => item.readAt !== null)).toBe(true);
    expect(successData(await get(API.userMe, erin), meSchema).unreadNotificationCount).toBe(0);
    expect(successData(await post(API.alarmReadAll, erin), readAllResultSchema)).toEqual({ updated: 0 });
    // Frank's stays unread.
    expect(await unread(frank)).toBe(1);
  });

  test('notify inside a transaction is undone with it', async () => {
    const gina = await createTestMember(t, 'gina@example.com');
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await notify(trx, gina.user.id, { type: 'TRANSFER', ...message(1) }, t.clock.now());
        throw new Error('the transfer failed');
      }),
    ).rejects.toThrow('the transfer failed');
    expect(await unread(gina)).toBe(0);
  });

  test('an admin suspends and reinstates a member; the suspended member still signs in and reads notifications', async () => {
    const henry = await createTestMember(t, 'henry@example.com');
    expect(successData(await post(API.adminUserStatus(henry.user.id), admin, { status: 6 }), adminUserStatusResultSchema)).toEqual({
      userId: henry.user.id,
      status: 6,
    });
    expect((await t.database.db.selectFrom('app_user').select('status').where('id', '=', henry.user.id).executeTakeFirstOrThrow()).status).toBe(6);
    // Not signed out: the token family still works.
    expect(successData(await get(API.userMe, henry), meSchema).status).toBe(6);
    expect(await unread(henry)).toBeGreaterThanOrEqual(0);
    // A suspended member can still be sent a notification by id.
    expect(successData(await post(API.adminAlarm, admin, { userIds: [henry.user.id], ...message(5) }), adminNotificationResultSchema).sent).toBe(1);

    expect(successData(await post(API.adminUserStatus(henry.user.id), admin, { status: 1 }), adminUserStatusResultSchema).status).toBe(1);
    expect(successData(await get(API.userMe, henry), meSchema).status).toBe(1);

    expect(failure(await post(API.adminUserStatus(henry.user.id), admin, { status: 9 })).code).toBe('VALIDATION_FAILED');
    expect(failure(await post(API.adminUserStatus(999_999), admin, { status: 6 })).code).toBe('NOT_FOUND');
    expect(failure(await post(API.adminUserStatus(admin.user.id), admin, { status: 6 })).code).toBe('FORBIDDEN');
    const other = await createTestMember(t, 'other-admin@example.com', { role: 'admin' });
    expect(failure(await post(API.adminUserStatus(other.user.id), admin, { status: 6 })).code).toBe('FORBIDDEN');
  });
});
