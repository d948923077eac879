import { randomUUID } from 'node:crypto';
import {
  MARKET_API,
  marketRegisterResultSchema,
  NOTIFICATION_SETTINGS_API,
  WATCH_API,
  WATCH_MAX_PER_MEMBER,
  watchListSchema,
  watchRemoveResultSchema,
  watchSchema,
} from 'shared-contract';
import { marketFixture } from '../../market/__tests__/market-fixture';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { TEST_CABINET_PASSWORD, type TestMember } from '../../../testing/test-members';
import { testBackends } from '../../../testing/test-database';

describe.each(testBackends())('watchlist API on %s', (backend) => {
  let t: TestApp;
  const { db, advance, withKey, register, ownerOfKey } = marketFixture(() => t);

  const add = (member: TestMember, payload: object) => t.app.inject({ method: 'POST', url: WATCH_API.list, headers: withKey(member, null), payload });
  const added = async (member: TestMember, payload: object) => successData(await add(member, payload), watchSchema);
  const list = async (member: TestMember) =>
    successData(await t.app.inject({ method: 'GET', url: WATCH_API.list, headers: withKey(member, null) }), watchListSchema);
  const update = (member: TestMember, id: number, maxPriceGold: number | null) =>
    t.app.inject({ method: 'PATCH', url: WATCH_API.one(id), headers: withKey(member, null), payload: { maxPriceGold } });
  const remove = (member: TestMember, id: number) => t.app.inject({ method: 'DELETE', url: WATCH_API.one(id), headers: withKey(member, null) });
  const watchNotes = (member: TestMember) =>
    db()
      .selectFrom('notification')
      .select(['title_en', 'body_en', 'body_ko', 'link_url'])
      .where('user_id', '=', member.user.id)
      .where('type', '=', 'WATCH')
      .orderBy('id')
      .execute();
  /** A member's KEY of a fresh project, unlocked (a day later), ready to list. */
  const unlockedKey = async (label: string, ...others: TestMember[]) => {
    const owned = await ownerOfKey(label);
    await advance(DAY_MS + 1000, owned.owner, ...others);
    return owned;
  };
  const list_ = async (owner: TestMember, keyItemId: number, priceGold: number) =>
    successData(await register(owner, { keyItemId, priceGold }), marketRegisterResultSchema).listing;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('watches need a sign-in, one existing target, a price in range; duplicates and a second target are refused (ko/en)', async () => {
    const member = await createBuyer(t, 'watch-rules', { gold: 0 });
    const { projectId, designIds } = await createSaleProject(t, [3]);
    const designId = designIds[0] ?? 0;
    expect((await t.app.inject({ method: 'GET', url: WATCH_API.list })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: WATCH_API.list, payload: { keyDesignId: designId } })).statusCode).toBe(401);

    const both = failure(await add(member, { keyDesignId: designId, projectId }));
    expect([both.code, both.message]).toEqual(['WATCH_TARGET_INVALID', 'Choose one KEY or one project to watch.']);
    expect(failure(await add(member, {})).code).toBe('WATCH_TARGET_INVALID');
    expect(failure(await add(member, { keyDesignId: 2_000_000_000 })).code).toBe('KEY_NOT_FOUND');
    expect(failure(await add(member, { projectId: 2_000_000_000 })).code).toBe('PROJECT_NOT_FOUND');
    for (const maxPriceGold of [9, 1_000_001, 12.5, '100', -1]) {
      const refused = await add(member, { keyDesignId: designId, maxPriceGold });
      expect([refused.statusCode, failure(refused).code]).toEqual([400, 'WATCH_PRICE_INVALID']);
    }
    const korean = await t.app.inject({
      method: 'POST',
      url: WATCH_API.list,
      headers: { ...member.auth, 'accept-language': 'ko' },
      payload: { keyDesignId: designId, maxPriceGold: 5 },
    });
    expect(failure(korean).message).toBe('알림 가격은 비워 두거나 10골드 이상 1,000,000골드 이하로 입력해 주세요.');

    const design = await added(member, { keyDesignId: designId, maxPriceGold: 300 });
    expect(design).toMatchObject({
      target: { kind: 'design', keyDesignId: designId, projectId },
      maxPriceGold: 300,
      market: { floorGold: null, lastSale: null, listedCount: 0 },
    });
    const project = await added(member, { projectId });
    expect(project).toMatchObject({ target: { kind: 'project', projectId }, maxPriceGold: null });
    const twice = await add(member, { keyDesignId: designId, maxPriceGold: 100 });
    expect([twice.statusCode, failure(twice).code]).toEqual([409, 'WATCH_DUPLICATE']);
    expect(failure(await add(member, { projectId })).code).toBe('WATCH_DUPLICATE');
    // Two adds of one target at once: one watch, the other a 409 (never a 5xx).
    const other = await createSaleProject(t, [1]);
    const racing = await Promise.all([add(member, { projectId: other.projectId }), add(member, { projectId: other.projectId })]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await list(member)).items.map((watch) => watch.id).slice(1)).toEqual([project.id, design.id]);
  });

  test('the price is changed and a watch removed only by its member; unknown ids answer WATCH_NOT_FOUND', async () => {
    const member = await createBuyer(t, 'watch-edit', { gold: 0 });
    const other = await createBuyer(t, 'watch-other', { gold: 0 });
    const { designIds } = await createSaleProject(t, [3]);
    const watch = await added(member, { keyDesignId: designIds[0] });
    expect(successData(await update(member, watch.id, 250), watchSchema).maxPriceGold).toBe(250);
    expect(failure(await update(member, watch.id, 5)).code).toBe('WATCH_PRICE_INVALID');
    expect(failure(await update(other, watch.id, 100)).code).toBe('WATCH_NOT_FOUND');
    expect(failure(await remove(other, watch.id)).code).toBe('WATCH_NOT_FOUND');
    expect(successData(await update(member, watch.id, null), watchSchema).maxPriceGold).toBeNull();
    expect(successData(await remove(member, watch.id), watchRemoveResultSchema)).toEqual({ id: watch.id });
    const again = await remove(member, watch.id);
    expect([again.statusCode, failure(again).code]).toEqual([404, 'WATCH_NOT_FOUND']);
    expect((await list(member)).items).toEqual([]);
  });

  test(`a member watches at most ${WATCH_MAX_PER_MEMBER}, also when adds race`, async () => {
    const member = await createBuyer(t, 'watch-limit', { gold: 0 });
    const { designIds } = await createSaleProject(
      t,
      Array.from({ length: WATCH_MAX_PER_MEMBER + 5 }, () => 1),
    );
    const answers = await Promise.all(designIds.map((keyDesignId) => add(member, { keyDesignId })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(WATCH_MAX_PER_MEMBER);
    expect(new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => failure(answer).code))).toEqual(new Set(['WATCH_LIMIT_REACHED']));
    expect((await list(member)).items).toHaveLength(WATCH_MAX_PER_MEMBER);
  });

  test('a listing at or under a watcher’s price notifies each watcher once (design or project), never the seller; above it, nobody', async () => {
    const { owner, keyItemId, designId, projectId } = await ownerOfKey('watch-seller');
    const designWatcher = await createBuyer(t, 'watch-design', { gold: 0 });
    const bothWatcher = await createBuyer(t, 'watch-both', { gold: 0 });
    const anyPrice = await createBuyer(t, 'watch-any', { gold: 0 });
    const cheap = await createBuyer(t, 'watch-cheap', { gold: 0 });
    await added(designWatcher, { keyDesignId: designId, maxPriceGold: 500 });
    await added(bothWatcher, { keyDesignId: designId, maxPriceGold: 500 });
    await added(bothWatcher, { projectId, maxPriceGold: 800 });
    await added(anyPrice, { projectId });
    await added(cheap, { keyDesignId: designId, maxPriceGold: 100 });
    await added(owner, { keyDesignId: designId });
    await advance(DAY_MS + 1000, owner, designWatcher, bothWatcher, anyPrice, cheap);

    const listing = await list_(owner, keyItemId, 500);
    const expected = {
      title_en: 'A KEY you watch is listed',
      body_en: `${listing.key.name.en} #${listing.serialNo} is listed for 500 Gold.`,
      body_ko: `${listing.key.name.ko} #${listing.serialNo} KEY가 500골드에 판매 등록되었습니다.`,
      link_url: `/key/details?id=${designId}`,
    };
    expect(await watchNotes(designWatcher)).toEqual([expected]);
    expect(await watchNotes(bothWatcher)).toEqual([expected]);
    expect(await watchNotes(anyPrice)).toEqual([expected]);
    expect(await watchNotes(cheap)).toEqual([]);
    expect(await watchNotes(owner)).toEqual([]);

    // The watchlist shows the new floor.
    const [watch] = (await list(designWatcher)).items;
    expect(watch?.market).toEqual({ floorGold: 500, listedCount: 1, lastSale: null });

    // Once it sells, the watch shows the sale and nothing listed.
    const buyer = await createBuyer(t, 'watch-buyer', { gold: 1_000 });
    const paidFrom = t.clock.now().getTime();
    const paid = await t.app.inject({
      method: 'POST',
      url: MARKET_API.payment(listing.id),
      headers: withKey(buyer),
      payload: { priceGold: 500, payMethod: 'GOLD', agreeRefundPolicy: true },
    });
    expect(paid.statusCode).toBe(200);
    const [sold] = (await list(designWatcher)).items;
    expect(sold?.market).toEqual({ floorGold: null, listedCount: 0, lastSale: { priceGold: 500, occurredAt: expect.any(String) } });
    const soldAt = new Date(sold?.market.lastSale?.occurredAt ?? 0).getTime();
    expect(soldAt >= paidFrom && soldAt <= t.clock.now().getTime()).toBe(true);
  });

  test('a deactivated member’s watches go with the account: a later listing tells them nothing', async () => {
    const leaving = await createBuyer(t, 'watch-leaving', { gold: 0 });
    const { owner, keyItemId, designId } = await unlockedKey('watch-leaving-seller', leaving);
    await added(leaving, { keyDesignId: designId });
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/user/deactivate',
      headers: withKey(leaving, null),
      payload: { reason: 'NOT_USING', agree: true, password: TEST_CABINET_PASSWORD },
    });
    expect(left.statusCode).toBe(200);
    expect(await db().selectFrom('watch').select('id').where('user_id', '=', leaving.user.id).execute()).toEqual([]);
    await list_(owner, keyItemId, 100);
    expect(await watchNotes(leaving)).toEqual([]);
  });

  test('a watcher who switched WATCH notifications off gets no listing alert; one who has it on does', async () => {
    const muted = await createBuyer(t, 'watch-muted', { gold: 0 });
    const listening = await createBuyer(t, 'watch-listening', { gold: 0 });
    const { owner, keyItemId, designId } = await unlockedKey('watch-muted-seller', muted, listening);
    await added(muted, { keyDesignId: designId });
    await added(listening, { keyDesignId: designId });
    const off = await t.app.inject({ method: 'PATCH', url: NOTIFICATION_SETTINGS_API, headers: withKey(muted, null), payload: { types: { WATCH: false } } });
    expect(off.statusCode).toBe(200);
    await list_(owner, keyItemId, 100);
    expect(await watchNotes(muted)).toEqual([]);
    expect(await watchNotes(listening)).toHaveLength(1);
  });

  test('a listing above every price notifies nobody; a replayed listing request notifies once', async () => {
    const watcher = await createBuyer(t, 'watch-high-watcher', { gold: 0 });
    const { owner, keyItemId, designId } = await unlockedKey('watch-high', watcher);
    await added(watcher, { keyDesignId: designId, maxPriceGold: 200 });
    await list_(owner, keyItemId, 201);
    expect(await watchNotes(watcher)).toEqual([]);

    const second = await unlockedKey('watch-replay', watcher);
    await added(watcher, { keyDesignId: second.designId, maxPriceGold: 200 });
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await register(second.owner, { keyItemId: second.keyItemId, priceGold: 150 }, key)).statusCode).toBe(200);
    }
    expect(await watchNotes(watcher)).toHaveLength(1);
  });

  test('a watched project’s sale opening and each new KEY on sale notify its watchers once; a pass twice, or a closed sale, adds nothing', async () => {
    const watcher = await createBuyer(t, 'watch-drop', { gold: 0 });
    const late = await createBuyer(t, 'watch-drop-late', { gold: 0 });
    const upcoming = await createSaleProject(t, [5, 5], { startsInMs: DAY_MS });
    await added(watcher, { projectId: upcoming.projectId });
    const ended = await createSaleProject(t, [5], { startsInMs: DAY_MS, endsInMs: DAY_MS + 5 });
    await added(watcher, { projectId: ended.projectId });

    expect((await t.app.watchDrops.runOnce()).notified).toBe(0);
    await advance(DAY_MS + 10, watcher, late);
    await added(late, { projectId: upcoming.projectId });
    await t.app.watchDrops.runOnce();
    const project = await db().selectFrom('project').select(['title_en', 'title_ko']).where('id', '=', upcoming.projectId).executeTakeFirstOrThrow();
    const opened = {
      title_en: 'New drop of a project you watch',
      body_en: `New KEYs of ${project.title_en} are on sale now.`,
      body_ko: `${project.title_ko}의 새 KEY 판매가 시작되었습니다.`,
      link_url: `/project?id=${upcoming.projectId}`,
    };
    // The sale that opened: one notification (not one per design); the ended sale's project: none after it closed.
    expect(await watchNotes(watcher)).toEqual([opened]);
    // Watching after the sale opened is not a new drop.
    expect(await watchNotes(late)).toEqual([]);
    expect((await t.app.watchDrops.runOnce()).notified).toBe(0);

    // A new KEY of the project released later is a new drop for both.
    await advance(DAY_MS);
    const designId = upcoming.designIds[0] ?? 0;
    const releaseAt = new Date(t.clock.now().getTime() + 60_000);
    await db().updateTable('key_design').set({ released_at: releaseAt }).where('id', '=', designId).execute();
    expect((await t.app.watchDrops.runOnce()).notified).toBe(0);
    await advance(61_000);
    expect((await t.app.watchDrops.runOnce()).notified).toBe(2);
    expect(await watchNotes(watcher)).toEqual([opened, opened]);
    expect(await watchNotes(late)).toEqual([opened]);
    expect((await t.app.watchDrops.runOnce()).notified).toBe(0);
  });
});
