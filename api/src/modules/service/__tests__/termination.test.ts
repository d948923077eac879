import {
  auditPageSchema,
  serviceInfoSchema,
  specTerminationSchedule,
  STAFF_API,
  TERMINATION_API,
  terminationScheduleHistorySchema,
  terminationScheduleSchema,
  type TerminationScheduleInput,
} from 'shared-contract';
import { z } from 'zod';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createBuyer } from '../../../testing/test-commerce';
import { createTestMember, type TestMember } from '../../../testing/test-members';

jest.setTimeout(120_000);

describe.each(testBackends())('termination schedule on %s', (backend) => {
  let t: TestApp;
  let admin: TestMember;
  let support: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await createTestMember(t, `admin-${Date.now()}@termination.test`, { role: 'admin' });
    support = await createTestMember(t, `support-${Date.now()}@termination.test`, { role: 'support' });
    member = await createTestMember(t, `member-${Date.now()}@termination.test`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const clock = () => t.clock as TestClock;
  const publish = (who: TestMember | null, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: TERMINATION_API.adminSchedule,
      headers: { ...(who?.auth ?? {}), 'accept-language': 'en' },
      payload: payload as Record<string, unknown>,
    });
  const info = async () => successData(await t.app.inject({ method: 'GET', url: '/api/service/info' }), serviceInfoSchema);
  const withRounds = (input: TerminationScheduleInput, rounds: TerminationScheduleInput['rounds']) => ({ ...input, rounds });

  test('each rule of a schedule answers its own code on the field it concerns', async () => {
    const spec = specTerminationSchedule(2031);
    type Round = TerminationScheduleInput['rounds'][number];
    const [r1, r2, r3, r4] = spec.rounds as [Round, Round, Round, Round];
    const problem = async (payload: unknown) => {
      const answer = failure(await publish(admin, payload));
      return { status: answer.status, code: answer.code, path: answer.raw.error.issues?.find((issue) => issue.path !== '')?.path };
    };
    expect(await problem({ ...spec, rounds: [] })).toMatchObject({ status: 400, code: 'SCHEDULE_ROUNDS_REQUIRED' });
    expect(await problem({ ...spec, salesStopAt: 'next spring' })).toMatchObject({ code: 'SCHEDULE_DATE_INVALID', path: 'salesStopAt' });
    expect(await problem(withRounds(spec, [r1, { ...r2, startsAt: '2031-05-02T00:00:00+09:00' }]))).toMatchObject({
      code: 'SCHEDULE_ROUNDS_GAP',
      path: 'rounds.1.startsAt',
    });
    expect(await problem(withRounds(spec, [r1, { ...r2, startsAt: '2031-04-30T00:00:00+09:00' }]))).toMatchObject({
      code: 'SCHEDULE_ROUNDS_ORDER',
      path: 'rounds.1.startsAt',
    });
    expect(await problem(withRounds(spec, [{ ...r1, endsAt: r1.startsAt }]))).toMatchObject({ code: 'SCHEDULE_ROUND_EMPTY', path: 'rounds.0.endsAt' });
    expect(await problem(withRounds(spec, [r1, r2, { ...r3, payBy: '2031-05-20T00:00:00+09:00' }, r4]))).toMatchObject({
      code: 'SCHEDULE_PAY_BY_BEFORE_END',
      path: 'rounds.2.payBy',
    });
    expect(await problem({ ...spec, salesStopAt: '2031-04-16T00:00:00+09:00' })).toMatchObject({
      code: 'SCHEDULE_SALES_STOP_AFTER_WINDOW',
      path: 'salesStopAt',
    });
    expect(await problem({ ...spec, rounds: Array.from({ length: 13 }, () => r1) })).toMatchObject({ code: 'SCHEDULE_ROUNDS_TOO_MANY' });
    // Nothing was published.
    expect(successData(await t.app.inject({ method: 'GET', url: TERMINATION_API.schedule }), terminationScheduleSchema.nullable())).toBeNull();
  });

  test('members and visitors cannot publish or read the history; support reads, only an admin publishes', async () => {
    const spec = specTerminationSchedule(2031);
    expect(failure(await publish(null, spec))).toMatchObject({ status: 401 });
    expect(failure(await publish(member, spec))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(failure(await publish(support, spec))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    for (const [who, status] of [
      [null, 401],
      [member, 403],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: TERMINATION_API.adminSchedule, headers: who?.auth ?? {} });
      expect(failure(response).status).toBe(status);
      const audit = await t.app.inject({ method: 'GET', url: STAFF_API.audit, headers: who?.auth ?? {} });
      expect(failure(audit).status).toBe(status);
      const csv = await t.app.inject({ method: 'GET', url: STAFF_API.auditCsv, headers: who?.auth ?? {} });
      expect(failure(csv).status).toBe(status);
    }
    expect(
      successData(await t.app.inject({ method: 'GET', url: TERMINATION_API.adminSchedule, headers: support.auth }), terminationScheduleHistorySchema),
    ).toEqual([]);
  });

  test('a published schedule sets the phase by the clock, stops sales, keeps every version and is audited', async () => {
    const first = successData(await publish(admin, specTerminationSchedule(2031)), terminationScheduleSchema);
    expect(first).toMatchObject({
      version: expect.any(Number),
      salesStopAt: '2031-04-14T15:00:00.000Z',
      refundOpensAt: '2031-04-14T15:00:00.000Z',
      // 2031-06-15 23:59 KST is the last minute before it.
      deadline: '2031-06-15T15:00:00.000Z',
      publishedBy: admin.user.nickname,
    });
    expect(first.rounds.map((round) => [round.round, round.payBy])).toEqual([
      [1, '2031-05-15T15:00:00.000Z'],
      [2, '2031-05-29T15:00:00.000Z'],
      [3, '2031-06-12T15:00:00.000Z'],
      [4, '2031-06-26T15:00:00.000Z'],
    ]);

    try {
      clock().set(new Date('2031-04-14T14:59:59Z'));
      expect((await info()).phase).toBe('operating');
      clock().set(new Date('2031-04-15T03:00:00Z'));
      const terminating = await info();
      expect(terminating.phase).toBe('terminating');
      expect(terminating.termination?.deadline).toBe('2031-06-15T15:00:00.000Z');
      // A stopped action is refused by the api with its own message (a token issued at the moved clock).
      const { accessToken } = await t.tokens.issueFamily(member.user.id);
      const goldPurchase = await t.app.inject({
        method: 'POST',
        url: '/api/coin/payment',
        headers: { authorization: `Bearer ${accessToken}`, 'accept-language': 'en' },
        payload: { goldAmount: 1000 },
      });
      expect(failure(goldPurchase)).toMatchObject({ code: 'SERVICE_GOLD_PURCHASE_CLOSED', message: 'Gold purchase is no longer available.' });
      clock().set(new Date('2031-06-15T15:00:00Z'));
      expect((await info()).phase).toBe('closed');
    } finally {
      clock().reset();
    }

    // A second version: sales stop a day earlier. The newest is in force; both are kept.
    const earlier = { ...specTerminationSchedule(2031), salesStopAt: '2031-04-14T00:00:00+09:00' };
    const second = successData(await publish(admin, earlier), terminationScheduleSchema);
    expect(second.version).toBeGreaterThan(first.version);
    const history = successData(
      await t.app.inject({ method: 'GET', url: TERMINATION_API.adminSchedule, headers: support.auth }),
      terminationScheduleHistorySchema,
    );
    expect(history.map((version) => version.version)).toEqual([second.version, first.version]);
    expect((await info()).termination?.salesStopAt).toBe('2031-04-13T15:00:00.000Z');

    const audit = successData(await t.app.inject({ method: 'GET', url: `${STAFF_API.audit}?action=SCHEDULE_PUBLISH`, headers: support.auth }), auditPageSchema);
    expect(audit.items.map((entry) => [entry.actor.id, entry.targetId, entry.details.previousVersion])).toEqual([
      [admin.user.id, String(second.version), first.version],
      [admin.user.id, String(first.version), null],
    ]);
    const csv = await t.app.inject({ method: 'GET', url: `${STAFF_API.auditCsv}?action=SCHEDULE_PUBLISH`, headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at_utc,actor_id,actor_email,actor_role,action,target_type,target_id,details,ip');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,admin,SCHEDULE_PUBLISH,termination_schedule,${second.version},`);
    // The export itself is in the log.
    const exports = successData(await t.app.inject({ method: 'GET', url: `${STAFF_API.audit}?action=AUDIT_EXPORT`, headers: support.auth }), auditPageSchema);
    expect(exports.items[0]?.actor.id).toBe(admin.user.id);
    expect(z.number().parse(exports.items[0]?.details.rows)).toBe(2);
  });

  test('while terminating each stopped action is refused with its own message; browsing stays open', async () => {
    successData(await publish(admin, specTerminationSchedule(2032)), terminationScheduleSchema);
    const buyer = await createBuyer(t, 'terminating');
    const pending = await createTestMember(t, `pending-${Date.now()}@termination.test`, { signedUp: false });
    try {
      clock().set(new Date('2032-05-20T03:00:00Z'));
      const bearer = async (who: TestMember) => ({ authorization: `Bearer ${(await t.tokens.issueFamily(who.user.id)).accessToken}` });
      const post = async (who: TestMember, url: string, payload: Record<string, unknown>) =>
        failure(
          await t.app.inject({
            method: 'POST',
            url,
            headers: { ...(await bearer(who)), 'accept-language': 'en', 'idempotency-key': `k-${Math.random()}` },
            payload,
          }),
        );
      const refusals = {
        signUp: await post(pending, '/api/auth/sign-up', {}),
        ageVerification: await post(buyer, '/api/user/phone-verification', { purpose: 'account' }),
        goldPurchase: await post(buyer, '/api/coin/payment', { goldAmount: 1000 }),
        purchase: await post(buyer, '/api/payment/coinReveal', { projectId: 1, quantity: 1, agreeRefundPolicy: true }),
        marketPurchase: await post(buyer, '/api/market/payment/1', { priceGold: 100, payMethod: 'GOLD', agreeRefundPolicy: true }),
        transfer: await post(buyer, '/api/cabinet/transfer', { keyItemId: 1, recipient: 'KEYSDemo', password: '123456' }),
        sale: await post(buyer, '/api/market/register', { keyItemId: 1, priceGold: 100 }),
      };
      expect(Object.fromEntries(Object.entries(refusals).map(([action, answer]) => [action, [answer.status, answer.code, answer.message]]))).toEqual({
        signUp: [403, 'SERVICE_SIGN_UP_CLOSED', 'New sign-up is no longer available.'],
        ageVerification: [403, 'SERVICE_AGE_VERIFICATION_CLOSED', 'Age verification is no longer available.'],
        goldPurchase: [403, 'SERVICE_GOLD_PURCHASE_CLOSED', 'Gold purchase is no longer available.'],
        purchase: [403, 'SERVICE_PURCHASE_CLOSED', 'Purchase is no longer available.'],
        marketPurchase: [403, 'SERVICE_MARKET_CLOSED', 'The market is no longer available.'],
        transfer: [403, 'SERVICE_TRANSFER_CLOSED', 'Transfer is no longer available.'],
        sale: [403, 'SERVICE_SALE_CLOSED', 'Sale is no longer available.'],
      });
      // Browsing and the member's own pages stay open.
      expect((await t.app.inject({ method: 'GET', url: '/api/main' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: await bearer(buyer) })).statusCode).toBe(200);
    } finally {
      clock().reset();
    }
  });
});
