import {
  API,
  EVENT_API,
  meSchema,
  pendingRevealSchema,
  PURCHASE_API,
  preBookCheckSchema,
  preBookClaimResultSchema,
  preBookSettingsSchema,
  preBookStatusSchema,
  serviceInfoSchema,
  type PreBookSettingsInput,
} from 'shared-contract';
import { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';

jest.setTimeout(120_000);

/** Mid-June 2023 in Korea: the default entry window (2023-06-01 to the launch, 2023-06-28 00:00 KST) is open. */
const JUNE_15 = new Date('2023-06-15T12:00:00+09:00');
const LAUNCH = new Date('2023-06-28T00:00:00+09:00');
const DEFAULTS: PreBookSettingsInput = {
  opensAt: '2023-06-01T00:00:00+09:00',
  launchAt: '2023-06-28T00:00:00+09:00',
  rewardKind: 'TICKET',
  rewardProjectId: null,
};

let counter = 0;

describe.each(testBackends())('pre-registration event (%s)', (backend) => {
  let t: TestApp;
  let clock: TestClock;
  let admin: TestMember;
  let support: TestMember;

  beforeAll(async () => {
    clock = new TestClock();
    t = await createTestApp(backend, { clock });
    admin = await createTestMember(t, 'events-admin@example.com', { role: 'admin' });
    support = await createTestMember(t, 'events-support@example.com', { role: 'support' });
  });
  afterAll(async () => {
    await t.close();
  });
  /** Moves the server clock; the members' access tokens are issued again at the new time (they live minutes). */
  const at = async (when: Date, ...members: TestMember[]) => {
    clock.set(when);
    for (const who of [admin, support, ...members]) {
      const tokens = await t.tokens.issueFamily(who.user.id);
      who.auth = { authorization: `Bearer ${tokens.accessToken}` };
    }
  };

  beforeEach(async () => {
    await at(JUNE_15);
    await t.database.db
      .updateTable('pre_book_setting')
      .set({ opens_at: DEFAULTS.opensAt, launch_at: DEFAULTS.launchAt, reward_kind: 'TICKET', reward_project_id: null })
      .execute();
  });

  const member = async () => {
    counter += 1;
    return createTestMember(t, `pre-book-${counter}-${backend}@example.com`);
  };
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestMember | null, payload?: object, language = 'ko') =>
    t.app.inject({ method, url, headers: { 'accept-language': language, ...(who ? who.auth : {}) }, ...(payload ? { payload } : {}) });
  const enter = (who: TestMember) => inject('POST', EVENT_API.userPreBook, who);
  const claim = (who: TestMember, language = 'ko') => inject('POST', EVENT_API.userPreBookClaim, who, undefined, language);
  const check = async (who: TestMember) => successData(await inject('GET', EVENT_API.userCheckPreBook, who), preBookCheckSchema);
  const status = async () => successData(await inject('GET', EVENT_API.preBook, null), preBookStatusSchema);
  const menuInServiceInfo = async () => successData(await inject('GET', API.serviceInfo, null), serviceInfoSchema).preRegistrationOpen;
  const setReward = (input: Partial<PreBookSettingsInput>) => inject('PUT', EVENT_API.adminPreBook, admin, { ...DEFAULTS, ...input });

  it('the menu is shown before 2023-06-28 00:00 KST by the server clock and not from then on; the status tells the window', async () => {
    let answer = await status();
    expect(answer).toMatchObject({ phase: 'OPEN', menuShown: true, claimOpen: false, reward: { kind: 'TICKET', project: null } });
    expect(answer.opensAt).toBe('2023-05-31T15:00:00.000Z');
    expect(answer.launchAt).toBe('2023-06-27T15:00:00.000Z');
    expect(answer.claimEndsAt).toBe('2023-07-27T15:00:00.000Z');
    expect(await menuInServiceInfo()).toBe(true);

    clock.set(new Date(LAUNCH.getTime() - 1000));
    expect((await status()).menuShown).toBe(true);
    expect(await menuInServiceInfo()).toBe(true);

    clock.set(LAUNCH);
    answer = await status();
    expect(answer).toMatchObject({ phase: 'CLOSED', menuShown: false, claimOpen: true });
    expect(await menuInServiceInfo()).toBe(false);

    clock.set(new Date('2023-05-31T23:59:00+09:00'));
    expect((await status()).phase).toBe('UPCOMING');
  });

  it('visitors get 401 on the member routes; the public status needs no sign-in', async () => {
    for (const [method, url] of [
      ['POST', EVENT_API.userPreBook],
      ['GET', EVENT_API.userCheckPreBook],
      ['POST', EVENT_API.userPreBookClaim],
    ] as const) {
      expect((await inject(method, url, null)).statusCode).toBe(401);
    }
    expect((await inject('GET', EVENT_API.preBook, null)).statusCode).toBe(200);
  });

  it('one entry per member: 20 concurrent entries make one row, the rest are refused with PRE_BOOK_ALREADY_ENTERED; isPreBook is set', async () => {
    const who = await member();
    expect((await check(who)).rewardState).toBe('NOT_ENTERED');
    expect(successData(await inject('GET', API.userMe, who), meSchema).isPreBook).toBe(false);
    const before = (await status()).entrants;

    const answers = await Promise.all(Array.from({ length: 20 }, () => enter(who)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200).map(failure);
    expect(refused).toHaveLength(19);
    for (const refusal of refused)
      expect(refusal).toMatchObject({
        status: 409,
        code: 'PRE_BOOK_ALREADY_ENTERED',
        message: '이미 사전 예약에 참여하셨습니다. 사전 예약은 계정당 한 번만 참여할 수 있습니다.',
      });

    const rows = await t.database.db.selectFrom('pre_book_entry').selectAll().where('user_id', '=', who.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(successData(await inject('GET', API.userMe, who), meSchema).isPreBook).toBe(true);
    expect(await check(who)).toMatchObject({ entered: true, rewardState: 'WAITING', claimedAt: null, grant: null });
    expect((await status()).entrants).toBe(before + 1);

    const again = failure(await inject('POST', EVENT_API.userPreBook, who, undefined, 'en'));
    expect(again).toMatchObject({ code: 'PRE_BOOK_ALREADY_ENTERED', message: 'You have already pre-registered. Each account can pre-register once.' });
  });

  it('entries only inside the window: before it opens and from the launch on they are refused', async () => {
    const who = await member();
    await at(new Date('2023-05-31T23:59:59+09:00'), who);
    expect(failure(await enter(who))).toMatchObject({ status: 409, code: 'PRE_BOOK_NOT_STARTED' });
    await at(LAUNCH, who);
    expect(failure(await enter(who))).toMatchObject({ status: 409, code: 'PRE_BOOK_CLOSED', message: '사전 예약이 마감되었습니다.' });
    expect(await t.database.db.selectFrom('pre_book_entry').select('id').where('user_id', '=', who.user.id).execute()).toHaveLength(0);
  });

  it('a ticket reward: claimed from the launch, once (10 concurrent claims give one ticket), with a notification', async () => {
    const who = await member();
    const outsider = await member();
    expect(successData(await enter(who), preBookCheckSchema).rewardState).toBe('WAITING');
    expect(failure(await claim(who))).toMatchObject({ code: 'PRE_BOOK_CLAIM_NOT_OPEN', message: '사전 예약 보상은 정식 출시일부터 받을 수 있습니다.' });

    await at(new Date(LAUNCH.getTime() + 2 * DAY_MS), who, outsider);
    expect(failure(await claim(outsider))).toMatchObject({ status: 403, code: 'PRE_BOOK_NOT_ENTERED' });
    expect((await check(who)).rewardState).toBe('CLAIMABLE');

    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(who)));
    const granted = answers.filter((answer) => answer.statusCode === 200).map((answer) => successData(answer, preBookClaimResultSchema));
    expect(granted).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => failure(answer).code)).toEqual(Array(9).fill('PRE_BOOK_ALREADY_CLAIMED'));
    expect(granted[0]).toMatchObject({ kind: 'TICKET', purchaseId: null });

    const tickets = await t.database.db.selectFrom('ticket').selectAll().where('user_id', '=', who.user.id).execute();
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ id: granted[0]?.ticketId, source: 'PRE_BOOK', status: 'AVAILABLE' });
    expect(successData(await inject('GET', API.userMe, who), meSchema).ticketCount).toBe(1);

    const notices = await t.database.db.selectFrom('notification').selectAll().where('user_id', '=', who.user.id).execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title_ko: '사전 예약 보상이 도착했습니다', title_en: 'Your pre-registration reward has arrived', link_url: '/ticket' });
    expect(await check(who)).toMatchObject({ rewardState: 'CLAIMED', grant: { kind: 'TICKET', ticketId: granted[0]?.ticketId, purchaseId: null } });
  });

  it('a KEY reward: drawn once from the chosen project (concurrent claims draw one KEY) and waits on /reveal', async () => {
    const { projectId } = await createSaleProject(t, [5, 5]);
    expect((await setReward({ rewardKind: 'KEY', rewardProjectId: projectId })).statusCode).toBe(200);
    expect((await status()).reward).toMatchObject({ kind: 'KEY', project: { id: projectId } });
    const who = await member();
    await enter(who);
    await at(new Date(LAUNCH.getTime() + 29 * DAY_MS), who);

    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(who)));
    const granted = answers.filter((answer) => answer.statusCode === 200).map((answer) => successData(answer, preBookClaimResultSchema));
    expect(granted).toHaveLength(1);
    const purchaseId = granted[0]?.purchaseId;
    expect(purchaseId).toEqual(expect.any(Number));

    const remaining = await t.database.db
      .selectFrom('key_design')
      .select((eb) => eb.fn.sum<number>('supply_remaining').as('left'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(Number(remaining.left)).toBe(9);
    const owned = await t.database.db
      .selectFrom('key_item')
      .innerJoin('key_design', 'key_design.id', 'key_item.key_design_id')
      .select('key_item.id')
      .where('key_design.project_id', '=', projectId)
      .where('key_item.owner_id', '=', who.user.id)
      .execute();
    expect(owned).toHaveLength(1);
    const pending = successData(await inject('GET', PURCHASE_API.revealPending, who), pendingRevealSchema).items;
    expect(pending).toEqual([expect.objectContaining({ purchaseId, projectId })]);
    const notice = await t.database.db.selectFrom('notification').selectAll().where('user_id', '=', who.user.id).executeTakeFirstOrThrow();
    expect(notice.link_url).toBe(`/reveal?purchaseId=${purchaseId}`);
    const revealed = await inject('POST', PURCHASE_API.reveal(pending[0]?.purchaseItemId ?? 0), who);
    expect(revealed.statusCode).toBe(200);
  });

  it('a KEY reward with nothing left refuses the claim and keeps it claimable', async () => {
    const { projectId } = await createSaleProject(t, [0]);
    await setReward({ rewardKind: 'KEY', rewardProjectId: projectId });
    const who = await member();
    await enter(who);
    await at(new Date(LAUNCH.getTime() + DAY_MS), who);
    expect(failure(await claim(who))).toMatchObject({ status: 409, code: 'PRE_BOOK_REWARD_UNAVAILABLE' });
    expect((await check(who)).rewardState).toBe('CLAIMABLE');
  });

  it('the claim is refused 30 days after the launch, in ko and en', async () => {
    const who = await member();
    await enter(who);
    await at(new Date(LAUNCH.getTime() + 30 * DAY_MS - 1000), who);
    expect((await check(who)).rewardState).toBe('CLAIMABLE');
    await at(new Date(LAUNCH.getTime() + 30 * DAY_MS), who);
    expect((await check(who)).rewardState).toBe('EXPIRED');
    expect(failure(await claim(who))).toMatchObject({
      status: 409,
      code: 'PRE_BOOK_CLAIM_EXPIRED',
      message: '사전 예약 보상 수령 기간(정식 출시 후 30일)이 지나 보상을 받을 수 없습니다.',
    });
    expect(failure(await claim(who, 'en'))).toMatchObject({
      code: 'PRE_BOOK_CLAIM_EXPIRED',
      message: 'The pre-registration reward had to be claimed within 30 days of the launch. That period has ended.',
    });
    expect(await t.database.db.selectFrom('pre_book_entry').select('claimed_at').where('user_id', '=', who.user.id).executeTakeFirstOrThrow()).toEqual({
      claimed_at: null,
    });
  });

  it('staff routes: visitors 401, members 403, support reads but may not change, an admin changes them and it is audited', async () => {
    const plain = await member();
    expect((await inject('GET', EVENT_API.adminPreBook, null)).statusCode).toBe(401);
    expect((await inject('PUT', EVENT_API.adminPreBook, null, DEFAULTS)).statusCode).toBe(401);
    expect(failure(await inject('GET', EVENT_API.adminPreBook, plain))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(failure(await inject('PUT', EVENT_API.adminPreBook, plain, DEFAULTS))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(failure(await inject('PUT', EVENT_API.adminPreBook, support, DEFAULTS))).toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const read = successData(await inject('GET', EVENT_API.adminPreBook, support), preBookSettingsSchema);
    expect(read).toMatchObject({ reward: { kind: 'TICKET', project: null }, launchAt: '2023-06-27T15:00:00.000Z' });
    expect(read.projects.length).toBeGreaterThan(0);

    const { projectId } = await createSaleProject(t, [3]);
    const auditsBefore = await t.database.db.selectFrom('staff_audit').select('id').where('action', '=', 'PRE_BOOK_SETTINGS').execute();
    const changed = successData(
      await setReward({ opensAt: '2023-06-05T10:00:00+09:00', launchAt: '2023-07-01T00:00:00+09:00', rewardKind: 'KEY', rewardProjectId: projectId }),
      preBookSettingsSchema,
    );
    expect(changed).toMatchObject({
      opensAt: '2023-06-05T01:00:00.000Z',
      launchAt: '2023-06-30T15:00:00.000Z',
      claimEndsAt: '2023-07-30T15:00:00.000Z',
      reward: { kind: 'KEY', project: { id: projectId } },
      updatedBy: { id: admin.user.id },
    });
    const audits = await t.database.db.selectFrom('staff_audit').selectAll().where('action', '=', 'PRE_BOOK_SETTINGS').orderBy('id').execute();
    expect(audits).toHaveLength(auditsBefore.length + 1);
    expect(audits.at(-1)).toMatchObject({
      actor_id: admin.user.id,
      target_type: 'pre_book',
      target_id: '1',
      details: {
        previous: { opensAt: '2023-05-31T15:00:00.000Z', launchAt: '2023-06-27T15:00:00.000Z', rewardKind: 'TICKET', rewardProjectId: null },
        next: { opensAt: '2023-06-05T01:00:00.000Z', launchAt: '2023-06-30T15:00:00.000Z', rewardKind: 'KEY', rewardProjectId: projectId },
      },
    });
    // The launch moved: the menu follows it.
    clock.set(new Date('2023-06-29T12:00:00+09:00'));
    expect((await status()).menuShown).toBe(true);
    expect(await menuInServiceInfo()).toBe(true);
  });

  it('invalid settings are refused with their catalogue codes and change nothing', async () => {
    expect(failure(await setReward({ opensAt: '2023-06-28T00:00:00+09:00' }))).toMatchObject({ status: 400, code: 'PRE_BOOK_WINDOW_INVALID' });
    expect(failure(await setReward({ launchAt: 'tomorrow' }))).toMatchObject({ status: 400, code: 'PRE_BOOK_WINDOW_INVALID' });
    expect(failure(await setReward({ rewardKind: 'KEY', rewardProjectId: null }))).toMatchObject({ status: 400, code: 'PRE_BOOK_REWARD_PROJECT_REQUIRED' });
    expect(failure(await setReward({ rewardKind: 'KEY', rewardProjectId: 2_000_000_000 }))).toMatchObject({ status: 404, code: 'PROJECT_NOT_FOUND' });
    expect((await status()).reward).toEqual({ kind: 'TICKET', project: null });
  });
});
