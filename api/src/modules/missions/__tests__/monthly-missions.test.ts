import { MISSIONS_API, monthlyCurrentSchema, monthlyHistorySchema, PURCHASE_API, pendingRevealSchema, projectOddsSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createSaleProject } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import { distributeMonthlyKeys } from '../monthly-distribution';
import {
  authOf,
  buyKeys,
  checkIn,
  createMissionsApp,
  kstAt,
  missionBuyer,
  missionProject,
  setupInput,
  setUpMonth,
  staffMember,
  type MissionsTestApp,
} from './missions-fixture';

describe.each(testBackends())('monthly missions (%s)', (backend) => {
  let t: MissionsTestApp;
  beforeAll(async () => {
    t = await createMissionsApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Months earlier tests set up end as the clock moves on: their distribution is not what a test measures. */
  const settleEarlierMonths = () => distributeMonthlyKeys(t.database.db, t.clock.now());

  const current = async (headers: Record<string, string> = {}) =>
    successData(await t.app.inject({ method: 'GET', url: MISSIONS_API.current, headers }), monthlyCurrentSchema);

  it('counts check-ins per KST day: one a day, the day turning at midnight in Seoul, refused while the month is not set up', async () => {
    t.clock.set(kstAt('2031-03-10', '09:00'));
    const admin = await staffMember(t, 'admin');
    const { projectId } = await missionProject(t);
    const member = await missionBuyer(t, 'checkin');

    expect(failure(await checkIn(t, member)).code).toBe('MONTHLY_NOT_OPEN');
    await setUpMonth(t, admin, '2031-03', setupInput(projectId, { checkinTarget: 3 }));

    t.clock.set(kstAt('2031-03-10', '23:59'));
    expect((await checkIn(t, member)).statusCode).toBe(200);
    const again = failure(await checkIn(t, member));
    expect(again).toMatchObject({ code: 'MONTHLY_ALREADY_CHECKED_IN' });
    // 23:59:59 KST is still the same day; one second later it is the next.
    t.clock.set(new Date(kstAt('2031-03-10', '23:59').getTime() + 59_000));
    expect(failure(await checkIn(t, member)).code).toBe('MONTHLY_ALREADY_CHECKED_IN');
    t.clock.set(kstAt('2031-03-11', '00:00'));
    const second = successData(await checkIn(t, member), monthlyCurrentSchema);
    expect(second.checkinDays).toEqual(['2031-03-10', '2031-03-11']);
    expect(second.checkedInToday).toBe(true);
    expect(second.missions?.checkin).toEqual({ target: 3, done: 2, complete: false });

    // Ten concurrent check-ins the same day: exactly one counts.
    t.clock.set(kstAt('2031-03-12', '08:00'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkIn(t, member)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => failure(answer).code)).toEqual(Array(9).fill('MONTHLY_ALREADY_CHECKED_IN'));

    // 15:00 UTC on the 31st is already April 1st in Seoul: a new month that nobody set up.
    t.clock.set(new Date('2031-03-31T15:00:00Z'));
    expect(failure(await checkIn(t, member)).code).toBe('MONTHLY_NOT_OPEN');
    const april = await current(await authOf(t, member));
    expect(april).toMatchObject({ month: '2031-04', today: '2031-04-01', open: false, missions: null, checkinDays: [] });
  });

  it('shows a visitor the missions and the KEY of the Month, and a member their progress until both missions are complete', async () => {
    t.clock.set(kstAt('2031-05-02'));
    const admin = await staffMember(t, 'admin');
    const { projectId } = await missionProject(t);
    await setUpMonth(t, admin, '2031-05', setupInput(projectId, { checkinTarget: 2, buyTarget: 3 }));

    const visitor = await current();
    expect(visitor).toMatchObject({
      month: '2031-05',
      open: true,
      signedIn: false,
      qualified: false,
      missions: { checkin: { target: 2, done: 0 }, buy: { target: 3, done: 0 } },
      key: { name: { ko: '이달의 KEY', en: 'KEY of the Month' }, rarity: 'epic', supplyTotal: 100, supplyRemaining: 100 },
      endsAt: '2031-05-31T15:00:00.000Z',
      distributeBy: '2031-06-05T15:00:00.000Z',
    });

    const member = await missionBuyer(t, 'progress');
    await checkIn(t, member);
    await buyKeys(t, member, projectId, 2);
    let mine = await current(await authOf(t, member));
    expect(mine.missions).toEqual({ checkin: { target: 2, done: 1, complete: false }, buy: { target: 3, done: 2, complete: false } });
    expect(mine.qualified).toBe(false);

    t.clock.set(kstAt('2031-05-03'));
    await checkIn(t, member);
    await buyKeys(t, member, projectId, 1);
    mine = await current(await authOf(t, member));
    expect(mine.missions).toEqual({ checkin: { target: 2, done: 2, complete: true }, buy: { target: 3, done: 3, complete: true } });
    expect(mine.qualified).toBe(true);
  });

  it('never draws a KEY of the Month in a purchase, nor lists it in the odds', async () => {
    t.clock.set(kstAt('2031-07-01'));
    const admin = await staffMember(t, 'admin');
    const { projectId, designIds } = await createSaleProject(t, [3, 4]);
    const month = await setUpMonth(t, admin, '2031-07', setupInput(projectId, { key: { ...setupInput(projectId).key, supply: 5 } }));
    const buyer = await missionBuyer(t, 'drain');
    await buyKeys(t, buyer, projectId, 7);
    const sold = await t.database.db.selectFrom('key_design').select(['id', 'supply_remaining']).where('project_id', '=', projectId).orderBy('id').execute();
    expect(sold).toEqual([
      { id: designIds[0], supply_remaining: 0 },
      { id: designIds[1], supply_remaining: 0 },
      { id: month.key.keyId, supply_remaining: 5 },
    ]);
    const more = await t.app.inject({
      method: 'POST',
      url: PURCHASE_API.coinReveal,
      headers: { ...(await authOf(t, buyer)), 'idempotency-key': 'one-more' },
      payload: { projectId, quantity: 1, agreeRefundPolicy: true },
    });
    expect(failure(more).code).toBe('INSUFFICIENT_KEYS');
    const odds = successData(await t.app.inject({ method: 'GET', url: `${PURCHASE_API.projectOdds}?id=${projectId}` }), projectOddsSchema);
    expect(odds.keys.map((key) => key.keyId)).toEqual(designIds);
  });

  it('gives one KEY of the Month to each qualifying member after the month ends, waiting on /reveal, with a notification; others get nothing', async () => {
    t.clock.set(kstAt('2031-09-29'));
    await settleEarlierMonths();
    const admin = await staffMember(t, 'admin');
    const { projectId } = await missionProject(t);
    const setup = await setUpMonth(t, admin, '2031-09', setupInput(projectId));
    const qualifier = await missionBuyer(t, 'qualifier');
    const checkinOnly = await missionBuyer(t, 'checkin-only');
    const buyerOnly = await missionBuyer(t, 'buyer-only');
    for (const day of ['2031-09-29', '2031-09-30']) {
      t.clock.set(kstAt(day));
      await checkIn(t, qualifier);
      await checkIn(t, checkinOnly);
    }
    await buyKeys(t, qualifier, projectId, 2);
    await buyKeys(t, buyerOnly, projectId, 5);
    await buyKeys(t, checkinOnly, projectId, 1);

    // Before the month ends nothing is given.
    expect(await distributeMonthlyKeys(t.database.db, t.clock.now())).toEqual({ awarded: 0, outOfSupply: 0, monthsDone: [] });

    t.clock.set(kstAt('2031-10-01', '00:00'));
    const pass = await distributeMonthlyKeys(t.database.db, t.clock.now());
    expect(pass.awarded).toBe(1);
    expect(pass.monthsDone).toContain('2031-09');
    expect(await distributeMonthlyKeys(t.database.db, t.clock.now())).toEqual({ awarded: 0, outOfSupply: 0, monthsDone: [] });

    const pending = successData(
      await t.app.inject({ method: 'GET', url: PURCHASE_API.revealPending, headers: await authOf(t, qualifier) }),
      pendingRevealSchema,
    );
    const reward = pending.items.at(-1);
    expect(reward).toMatchObject({ projectId });
    const rewardPurchase = await t.database.db
      .selectFrom('purchase')
      .selectAll()
      .where('id', '=', reward?.purchaseId ?? 0)
      .executeTakeFirstOrThrow();
    expect(rewardPurchase).toMatchObject({ pay_method: 'REWARD', total_gold: 0, quantity: 1, status: 'PAID' });
    const revealed = await t.app.inject({ method: 'POST', url: PURCHASE_API.reveal(reward?.purchaseItemId ?? 0), headers: await authOf(t, qualifier) });
    expect(revealed.json()).toMatchObject({ result: 'SUCCESS', data: { key: { id: setup.key.keyId, name: { en: 'KEY of the Month' } }, serialNo: 1 } });

    const notification = await t.database.db
      .selectFrom('notification')
      .select(['title_en', 'link_url'])
      .where('user_id', '=', qualifier.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(notification).toEqual({ title_en: 'Your KEY of the Month for September 2031 is here', link_url: `/reveal?purchaseId=${reward?.purchaseId}` });

    for (const other of [checkinOnly, buyerOnly]) {
      const awards = await t.database.db.selectFrom('monthly_award').select('id').where('user_id', '=', other.user.id).execute();
      expect(awards).toEqual([]);
      const history = successData(await t.app.inject({ method: 'GET', url: MISSIONS_API.history, headers: await authOf(t, other) }), monthlyHistorySchema);
      expect(history.items.find((item) => item.month === '2031-09')?.result).toMatchObject({ qualified: false, award: null });
    }
    const history = successData(await t.app.inject({ method: 'GET', url: MISSIONS_API.history, headers: await authOf(t, qualifier) }), monthlyHistorySchema);
    expect(history.items.find((item) => item.month === '2031-09')).toMatchObject({
      distributed: true,
      result: { checkinDone: 2, buyDone: 2, qualified: true, award: { status: 'AWARDED', revealed: true, purchaseId: reward?.purchaseId } },
    });
    const design = await t.database.db
      .selectFrom('key_design')
      .select(['supply_remaining', 'edition'])
      .where('id', '=', setup.key.keyId)
      .executeTakeFirstOrThrow();
    expect(design).toEqual({ supply_remaining: 99, edition: 'MONTHLY' });
  });

  it('gives no more KEYs than the supply: later qualifiers are told it ran out', async () => {
    t.clock.set(kstAt('2031-11-30'));
    await settleEarlierMonths();
    const admin = await staffMember(t, 'admin');
    const { projectId } = await missionProject(t);
    await setUpMonth(t, admin, '2031-11', setupInput(projectId, { checkinTarget: 1, buyTarget: 1, key: { ...setupInput(projectId).key, supply: 1 } }));
    const members = [await missionBuyer(t, 'first'), await missionBuyer(t, 'second')];
    for (const member of members) {
      await checkIn(t, member);
      await buyKeys(t, member, projectId, 1);
    }
    t.clock.set(kstAt('2031-12-02'));
    expect(await distributeMonthlyKeys(t.database.db, t.clock.now())).toMatchObject({ awarded: 1, outOfSupply: 1 });
    const statuses = await t.database.db.selectFrom('monthly_award').select(['user_id', 'status']).where('month', '=', '2031-11').orderBy('user_id').execute();
    expect(statuses.map((row) => row.status)).toEqual(['AWARDED', 'OUT_OF_SUPPLY']);
  });

  it('a KEY of the Month the admin renames shows its new art at the same address, also to a browser revalidating its copy', async () => {
    t.clock.set(kstAt('2032-01-05'));
    await settleEarlierMonths();
    const admin = await staffMember(t, 'admin');
    const { projectId } = await missionProject(t);
    const input = setupInput(projectId);
    const before = await setUpMonth(t, admin, '2032-01', input);
    const art = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    const svgUrl = before.key.imageUrl.replace(/\.webp$/, '.svg');

    const first = await art(before.key.imageUrl);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect((await art(before.key.imageUrl, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await art(svgUrl)).body).toContain('KEY of the Month');

    const after = await setUpMonth(t, admin, '2032-01', { ...input, key: { ...input.key, name: { ko: '새해의 KEY', en: 'New Year KEY' } } });
    expect(after.key.imageUrl).toBe(before.key.imageUrl);
    const renewed = await art(before.key.imageUrl, { 'if-none-match': etag });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers.etag).not.toBe(etag);
    expect(renewed.rawPayload.equals(first.rawPayload)).toBe(false);
    const svg = (await art(svgUrl)).body;
    expect(svg).toContain('New Year KEY');
    expect(svg).not.toContain('KEY of the Month');
  });
});
