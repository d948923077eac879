import { randomUUID } from 'node:crypto';
import {
  activePopupsSchema,
  adminLotterySchema,
  adminPopupSchema,
  ANNOUNCE_API,
  announcementListSchema,
  drawWinners,
  LOTTERY_API,
  lotteryDetailSchema,
  lotteryEntrySchema,
  lotteryPrizeSchema,
  pendingRevealSchema,
  POPUP_API,
  popupClaimSchema,
  popupImageUploadSchema,
  PURCHASE_API,
  type LotteryInput,
  type PopupInput,
} from 'shared-contract';
import { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { multipartFile, TINY_PNG } from '../../profile/__tests__/profile-fixtures';
import { sha256Hex } from '../lottery-service';

jest.setTimeout(120_000);

const HOUR_MS = 60 * 60 * 1000;

/** The entry at `index`, which the test has just made. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no entry ${index}`);
  return item;
}

describe.each(testBackends())('popups, lotteries and announcements (%s)', (backend) => {
  let t: TestApp;
  let second: TestApp;
  let clock: TestClock;
  let admin: TestMember;
  let support: TestMember;
  let projectId: number;
  let designId: number;

  beforeAll(async () => {
    clock = new TestClock();
    clock.set(new Date('2034-04-10T12:00:00+09:00'));
    t = await createTestApp(backend, { clock });
    // A second api instance on the same database, for the draw.
    second = await createTestApp(backend, { clock, database: t.database });
    admin = await createTestMember(t, `admin-${randomUUID().slice(0, 8)}@events.test`, { role: 'admin' });
    support = await createTestMember(t, `support-${randomUUID().slice(0, 8)}@events.test`, { role: 'support' });
    const project = await createSaleProject(t, [200]);
    projectId = project.projectId;
    designId = project.designIds[0] ?? 0;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const authOf = async (member: TestMember) => ({ authorization: `Bearer ${(await t.tokens.issueFamily(member.user.id)).accessToken}` });
  const member = (label: string) => createBuyer(t, label, { gold: 10_000 });
  const iso = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

  /** Gives the member a revealed KEY of the project (an owner, for OWNERS popups and owners-only lotteries). */
  async function makeOwner(who: TestMember) {
    const item = await t.database.db
      .insertInto('key_item')
      .values({ key_design_id: designId, serial_no: 10_000 + who.user.id, owner_id: who.user.id, acquired_at: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('ownership_event')
      .values({ key_item_id: item.id, kind: 'GRANT', from_user_id: null, to_user_id: who.user.id, occurred_at: clock.now() })
      .execute();
  }

  const popupInput = (overrides: Partial<PopupInput> = {}): PopupInput => ({
    title: { ko: '팝업', en: 'Popup' },
    body: { ko: '내용', en: 'Body' },
    image: null,
    linkUrl: '/event',
    target: 'ALL',
    targetProjectId: null,
    startsAt: iso(-HOUR_MS),
    endsAt: iso(DAY_MS),
    rewardKind: 'NONE',
    rewardProjectId: null,
    sortOrder: 0,
    ...overrides,
  });
  const createPopup = async (input: PopupInput) =>
    successData(await t.app.inject({ method: 'POST', url: POPUP_API.adminPopups, headers: await authOf(admin), payload: input }), adminPopupSchema);
  const activeIds = async (who: TestMember | null) =>
    successData(await t.app.inject({ method: 'GET', url: POPUP_API.active, headers: who ? await authOf(who) : {} }), activePopupsSchema).items.map(
      (popup) => popup.id,
    );

  it('shows each popup to whom it targets, and gives its reward once per member, waiting on /reveal', async () => {
    const upload = multipartFile('image', 'banner.png', TINY_PNG, 'image/png');
    const image = successData(
      await t.app.inject({ method: 'POST', url: POPUP_API.adminImages, headers: { ...(await authOf(admin)), ...upload.headers }, payload: upload.payload }),
      popupImageUploadSchema,
    );
    const served = await t.app.inject({ method: 'GET', url: image.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const everyone = await createPopup(popupInput({ image: image.image }));
    const members = await createPopup(popupInput({ target: 'MEMBERS', rewardKind: 'KEY', rewardProjectId: projectId }));
    const owners = await createPopup(popupInput({ target: 'OWNERS', targetProjectId: projectId, rewardKind: 'TICKET' }));
    const later = await createPopup(popupInput({ startsAt: iso(HOUR_MS) }));
    expect(everyone.imageUrl).toBe(image.imageUrl);

    const plain = await member('plain');
    const owner = await member('owner');
    await makeOwner(owner);
    expect(await activeIds(null)).toEqual(expect.arrayContaining([everyone.id]));
    expect(await activeIds(null)).not.toEqual(expect.arrayContaining([members.id]));
    expect(await activeIds(plain)).toEqual(expect.arrayContaining([everyone.id, members.id]));
    expect(await activeIds(plain)).not.toContain(owners.id);
    expect(await activeIds(owner)).toEqual(expect.arrayContaining([everyone.id, members.id, owners.id]));
    expect(await activeIds(owner)).not.toContain(later.id);

    // Ten concurrent claims of one member: one KEY.
    const headers = await authOf(plain);
    const claims = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: POPUP_API.provided(members.id), headers })));
    const won = claims.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(claims.filter((answer) => answer.statusCode !== 200).map((answer) => failure(answer).code)).toEqual(Array(9).fill('POPUP_ALREADY_CLAIMED'));
    const claim = successData(at(won, 0), popupClaimSchema);
    expect(claim).toMatchObject({ popupId: members.id, kind: 'KEY', ticketId: null });
    const pending = successData(await t.app.inject({ method: 'GET', url: PURCHASE_API.revealPending, headers }), pendingRevealSchema);
    expect(pending.items.map((item) => item.purchaseId)).toContain(claim.purchaseId);
    const rewardPurchase = await t.database.db
      .selectFrom('purchase')
      .select(['pay_method', 'total_gold'])
      .where('id', '=', claim.purchaseId ?? 0)
      .executeTakeFirstOrThrow();
    expect(rewardPurchase).toEqual({ pay_method: 'REWARD', total_gold: 0 });
    const after = successData(await t.app.inject({ method: 'GET', url: POPUP_API.active, headers }), activePopupsSchema);
    expect(after.items.find((popup) => popup.id === members.id)?.claimed).toBe(true);
    expect(after.today).toBe('2034-04-10');

    // The owners' reward is not the plain member's; a popup without a reward has none to give.
    expect(failure(await t.app.inject({ method: 'POST', url: POPUP_API.provided(owners.id), headers })).code).toBe('POPUP_NOT_FOR_YOU');
    expect(failure(await t.app.inject({ method: 'POST', url: POPUP_API.provided(everyone.id), headers })).code).toBe('POPUP_NO_REWARD');
    const ticket = successData(await t.app.inject({ method: 'POST', url: POPUP_API.provided(owners.id), headers: await authOf(owner) }), popupClaimSchema);
    expect(ticket).toMatchObject({ kind: 'TICKET', purchaseId: null });

    // Ended by the admin: gone from /main, its reward refused.
    await t.app.inject({ method: 'DELETE', url: POPUP_API.adminPopup(owners.id), headers: await authOf(admin) });
    expect(await activeIds(owner)).not.toContain(owners.id);
    expect(failure(await t.app.inject({ method: 'POST', url: POPUP_API.provided(owners.id), headers: await authOf(await member('late')) })).code).toBe(
      'POPUP_ENDED',
    );
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .select('action')
      .where('target_type', '=', 'event_popup')
      .where('target_id', '=', String(owners.id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['POPUP_CREATE', 'POPUP_END']);
  });

  it('refuses popups that break a rule, and keeps members and support from changing them', async () => {
    const post = async (who: TestMember | null, input: object) =>
      t.app.inject({ method: 'POST', url: POPUP_API.adminPopups, headers: who ? await authOf(who) : {}, payload: input });
    expect(failure(await post(admin, popupInput({ rewardKind: 'TICKET' }))).code).toBe('POPUP_REWARD_NEEDS_MEMBERS');
    expect(failure(await post(admin, popupInput({ target: 'OWNERS' }))).code).toBe('POPUP_TARGET_PROJECT_REQUIRED');
    expect(failure(await post(admin, popupInput({ target: 'MEMBERS', rewardKind: 'KEY' }))).code).toBe('EVENT_REWARD_PROJECT_REQUIRED');
    expect(failure(await post(admin, popupInput({ endsAt: iso(-2 * HOUR_MS) }))).code).toBe('EVENT_WINDOW_INVALID');
    expect(failure(await post(admin, popupInput({ linkUrl: 'https://evil.example/' }))).code).toBe('VALIDATION_FAILED');
    expect((await post(null, popupInput())).statusCode).toBe(401);
    expect(failure(await post(await member('nosy'), popupInput())).code).toBe('FORBIDDEN');
    expect(failure(await post(support, popupInput())).code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: POPUP_API.adminPopups, headers: await authOf(support) })).statusCode).toBe(200);
  });

  const lotteryInput = (overrides: Partial<LotteryInput> = {}): LotteryInput => ({
    title: { ko: '추첨', en: 'Lottery' },
    description: { ko: '설명', en: 'About' },
    entryStartsAt: iso(-HOUR_MS),
    entryEndsAt: iso(2 * HOUR_MS),
    drawAt: iso(3 * HOUR_MS),
    prizes: 3,
    prizeKind: 'KEY',
    prizeProjectId: projectId,
    eligibleProjectId: null,
    ...overrides,
  });
  const createLottery = async (input: LotteryInput) =>
    successData(await t.app.inject({ method: 'POST', url: LOTTERY_API.adminLotteries, headers: await authOf(admin), payload: input }), adminLotterySchema);

  it('draws exactly 3 winners of 10 entrants once, with two instances, and anyone can re-check the draw from the published seed', async () => {
    const lottery = await createLottery(lotteryInput());
    expect(lottery).toMatchObject({ state: 'OPEN', seed: null, entries: [], winners: [] });
    expect(lottery.seedHash).toMatch(/^[0-9a-f]{64}$/);

    const entrants: TestMember[] = [];
    for (let index = 0; index < 10; index += 1) entrants.push(await member(`entrant${index}`));
    // One member's concurrent entries: one entry.
    const first = at(entrants, 0);
    const headers = await authOf(first);
    const tries = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: LOTTERY_API.enter(lottery.id), headers })));
    expect(tries.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(tries.filter((answer) => answer.statusCode !== 200).map((answer) => failure(answer).code)).toEqual(Array(7).fill('LOTTERY_ALREADY_ENTERED'));
    for (const entrant of entrants.slice(1)) {
      successData(await t.app.inject({ method: 'POST', url: LOTTERY_API.enter(lottery.id), headers: await authOf(entrant) }), lotteryEntrySchema);
    }

    // Not drawn before its time; after it, both instances run the job at once and one draws.
    expect(await t.app.lotteryDraw.runOnce()).toEqual({ drawn: [] });
    clock.set(new Date(Date.parse(lottery.drawAt) + 1000));
    const late = await member('late-entrant');
    expect(failure(await t.app.inject({ method: 'POST', url: LOTTERY_API.enter(lottery.id), headers: await authOf(late) })).code).toBe('LOTTERY_NOT_OPEN');
    const [a, b] = await Promise.all([t.app.lotteryDraw.runOnce(), second.app.lotteryDraw.runOnce()]);
    expect([...a.drawn, ...b.drawn]).toEqual([{ lotteryId: lottery.id, winners: 3 }]);

    const detail = successData(await t.app.inject({ method: 'GET', url: LOTTERY_API.lottery(lottery.id) }), lotteryDetailSchema);
    expect(detail.state).toBe('DRAWN');
    expect(detail.entries).toHaveLength(10);
    expect(detail.winners).toHaveLength(3);
    // The re-check anyone can do: the seed matches its published hash, and the draw gives the same winners.
    expect(await sha256Hex(detail.seed ?? '')).toBe(lottery.seedHash);
    const recomputed = await drawWinners(
      detail.seed ?? '',
      detail.entries.map((entry) => entry.entryId),
      detail.prizes,
      sha256Hex,
    );
    expect([...recomputed].sort((x, y) => x - y)).toEqual(detail.winners);
    expect(detail.entries.every((entry) => entry.nickname.endsWith('***'))).toBe(true);

    // Winners are told and claim once; the others are refused.
    const entryIdOf = async (who: TestMember) =>
      successData(await t.app.inject({ method: 'GET', url: LOTTERY_API.check(lottery.id), headers: await authOf(who) }), lotteryEntrySchema);
    const results = await Promise.all(entrants.map(async (who) => ({ who, entry: await entryIdOf(who) })));
    const winners = results.filter((result) => result.entry.won === true);
    const losers = results.filter((result) => result.entry.won === false);
    expect(winners.map((result) => result.entry.entryId).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(detail.winners);
    expect(losers).toHaveLength(7);
    const winner = at(winners, 0).who;
    const notice = await t.database.db
      .selectFrom('notification')
      .select(['title_en', 'link_url'])
      .where('user_id', '=', winner.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({ title_en: 'You won the lottery', link_url: `/event/lottery?id=${lottery.id}` });

    const winnerHeaders = await authOf(winner);
    expect(failure(await t.app.inject({ method: 'GET', url: LOTTERY_API.reveal(lottery.id), headers: winnerHeaders })).code).toBe('LOTTERY_PRIZE_NOT_CLAIMED');
    const prizeClaims = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: LOTTERY_API.provided(lottery.id), headers: winnerHeaders })),
    );
    expect(prizeClaims.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const prize = successData(await t.app.inject({ method: 'GET', url: LOTTERY_API.reveal(lottery.id), headers: winnerHeaders }), lotteryPrizeSchema);
    expect(prize).toMatchObject({ kind: 'KEY', ticketId: null });
    const pending = successData(await t.app.inject({ method: 'GET', url: PURCHASE_API.revealPending, headers: winnerHeaders }), pendingRevealSchema);
    expect(pending.items.map((item) => item.purchaseId)).toContain(prize.purchaseId);
    expect(failure(await t.app.inject({ method: 'POST', url: LOTTERY_API.provided(lottery.id), headers: await authOf(at(losers, 0).who) })).code).toBe(
      'LOTTERY_NOT_WINNER',
    );

    // The winners list, announced: masked nicknames.
    const announcement = await t.app.inject({
      method: 'POST',
      url: ANNOUNCE_API.adminAnnouncements,
      headers: await authOf(admin),
      payload: {
        title: { ko: '당첨자 발표', en: 'Winners' },
        body: { ko: '축하합니다', en: 'Congratulations' },
        lotteryId: lottery.id,
        publishedAt: iso(-1000),
      },
    });
    expect(announcement.statusCode).toBe(200);
    const published = successData(await t.app.inject({ method: 'GET', url: ANNOUNCE_API.announcements }), announcementListSchema);
    const winnersList = published.items.find((item) => item.lottery?.id === lottery.id);
    expect(winnersList?.lottery?.winners).toHaveLength(3);
    expect(winnersList?.lottery?.winners.every((name) => name.endsWith('***'))).toBe(true);
  });

  it('lets only owners of the project enter an owners-only lottery, and refuses announcing an undrawn one', async () => {
    const lottery = await createLottery(lotteryInput({ eligibleProjectId: projectId, prizeKind: 'TICKET', prizeProjectId: null }));
    const stranger = await member('stranger');
    const owner = await member('owner2');
    await makeOwner(owner);
    expect(failure(await t.app.inject({ method: 'POST', url: LOTTERY_API.enter(lottery.id), headers: await authOf(stranger) })).code).toBe(
      'LOTTERY_NOT_ELIGIBLE',
    );
    expect((await t.app.inject({ method: 'POST', url: LOTTERY_API.enter(lottery.id), headers: await authOf(owner) })).statusCode).toBe(200);
    const announce = await t.app.inject({
      method: 'POST',
      url: ANNOUNCE_API.adminAnnouncements,
      headers: await authOf(admin),
      payload: { title: { ko: '발표', en: 'Winners' }, body: { ko: '곧', en: 'Soon' }, lotteryId: lottery.id, publishedAt: iso(0) },
    });
    expect(failure(announce).code).toBe('ANNOUNCEMENT_LOTTERY_NOT_DRAWN');
    // Entries have opened: its terms are fixed.
    const change = await t.app.inject({
      method: 'PUT',
      url: LOTTERY_API.adminLottery(lottery.id),
      headers: await authOf(admin),
      payload: lotteryInput({ prizes: 9 }),
    });
    expect(failure(change).code).toBe('LOTTERY_LOCKED');
    expect(
      failure(
        await t.app.inject({ method: 'POST', url: LOTTERY_API.adminLotteries, headers: await authOf(admin), payload: lotteryInput({ drawAt: iso(HOUR_MS) }) }),
      ).code,
    ).toBe('LOTTERY_DRAW_BEFORE_END');
  });
});
