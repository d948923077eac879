import { API, NOTIFICATION_SETTINGS_API, notificationSettingsSchema, pageOf, notificationSchema, SWITCHABLE_NOTIFICATION_TYPES } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { notify, notifyCollapsed } from '../notify';

jest.setTimeout(60_000);

const text = (n: number) => ({ title: { ko: `알림 ${n}`, en: `Note ${n}` }, body: { ko: `내용 ${n}`, en: `Body ${n}` } });
const pageSchema = pageOf(notificationSchema);
const ALL_OFF_PUSH = { isAgreePush: false, isAgreePushContents: false, isAgreePushFreetime: false, isAgreePushNight: false };

describe.each(testBackends())('notification settings on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (who: TestMember) =>
    successData(await t.app.inject({ method: 'GET', url: NOTIFICATION_SETTINGS_API, headers: who.auth }), notificationSettingsSchema);
  const patch = (who: TestMember | null, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: NOTIFICATION_SETTINGS_API, headers: { ...(who?.auth ?? {}), 'accept-language': 'en' }, payload: payload as object });
  const received = async (who: TestMember) =>
    successData(await t.app.inject({ method: 'GET', url: API.alarm, headers: who.auth }), pageSchema).items.map((item) => `${item.type} ${item.title.en}`);

  test('a new member has every push consent off and every switchable web notification on', async () => {
    const member = await createTestMember(t, 'settings-new@example.com');
    expect(await read(member)).toEqual({
      agreePush: ALL_OFF_PUSH,
      types: Object.fromEntries(SWITCHABLE_NOTIFICATION_TYPES.map((type) => [type, true])),
    });
  });

  test('changes save only what they name, are kept, and answer the whole settings', async () => {
    const member = await createTestMember(t, 'settings-save@example.com');
    const first = successData(
      await patch(member, { agreePush: { isAgreePush: true, isAgreePushNight: true }, types: { LIKE: false } }),
      notificationSettingsSchema,
    );
    expect(first.agreePush).toEqual({ ...ALL_OFF_PUSH, isAgreePush: true, isAgreePushNight: true });
    expect(first.types.LIKE).toBe(false);
    expect(first.types.COMMENT).toBe(true);

    const second = successData(await patch(member, { types: { LIKE: true, SALE: false } }), notificationSettingsSchema);
    expect(second.agreePush).toEqual(first.agreePush);
    expect(second.types).toMatchObject({ LIKE: true, SALE: false, COMMENT: true });
    expect(await read(member)).toEqual(second);

    // The member's own answer (GET /api/user/me) carries the push consents too.
    const me = await t.app.inject({ method: 'GET', url: API.userMe, headers: member.auth });
    expect(me.json().data.agreePush).toEqual(second.agreePush);
  });

  test('a switched-off type is not delivered (plain and collapsed), others are; notices and purchase receipts always arrive', async () => {
    const member = await createTestMember(t, 'settings-deliver@example.com');
    const other = await createTestMember(t, 'settings-other@example.com');
    successData(await patch(member, { types: { SALE: false, LIKE: false } }), notificationSettingsSchema);
    const now = t.clock.now();
    expect(await notify(t.database.db, [member.user.id, other.user.id], { type: 'SALE', ...text(1) }, now)).toBe(1);
    await notify(t.database.db, member.user.id, { type: 'TRANSFER', ...text(2) }, now);
    await notify(t.database.db, member.user.id, { type: 'ADMIN', ...text(3) }, now);
    await notify(t.database.db, member.user.id, { type: 'PURCHASE', ...text(4) }, now);
    await notifyCollapsed(t.database.db, member.user.id, { type: 'LIKE', ...text(5), groupKey: 'LIKE:post:1' }, now);
    await notifyCollapsed(t.database.db, other.user.id, { type: 'LIKE', ...text(6), groupKey: 'LIKE:post:1' }, now);

    expect((await received(member)).sort()).toEqual(['ADMIN Note 3', 'PURCHASE Note 4', 'TRANSFER Note 2']);
    expect((await received(other)).sort()).toEqual(['LIKE Note 6', 'SALE Note 1']);

    // Switched back on, the next one arrives.
    successData(await patch(member, { types: { SALE: true } }), notificationSettingsSchema);
    await notify(t.database.db, member.user.id, { type: 'SALE', ...text(7) }, t.clock.now());
    expect(await received(member)).toContain('SALE Note 7');
  });

  test('bad input (no change, a type that cannot be switched off, wrong values) is refused with a catalogue code, and nothing changes', async () => {
    const member = await createTestMember(t, 'settings-bad@example.com');
    const before = await read(member);
    for (const payload of [
      {},
      { types: {} },
      { types: { ADMIN: false } },
      { types: { PURCHASE: false } },
      { types: { LIKE: 'no' } },
      { agreePush: { isAgreePush: 1 } },
      { agreePush: { unknown: true } },
    ]) {
      const response = await patch(member, payload);
      expect(response.statusCode).toBe(400);
      expect(failure(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await read(member)).toEqual(before);
  });

  test('only a signed-in member reads or changes settings', async () => {
    expect((await t.app.inject({ method: 'GET', url: NOTIFICATION_SETTINGS_API })).statusCode).toBe(401);
    expect((await patch(null, { types: { LIKE: false } })).statusCode).toBe(401);
  });
});
