import { randomUUID } from 'node:crypto';
import {
  CABINET_API,
  CABINET_TOKEN_HEADER,
  cabinetActivitiesSchema,
  cabinetArrangeResultSchema,
  cabinetPrefSchema,
  cabinetSchema,
  cabinetUnlockSchema,
  coinRevealResultSchema,
  meSchema,
  type Cabinet,
} from 'shared-contract';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createBuyer, createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { TEST_CABINET_PASSWORD, type TestMember } from '../../../testing/test-members';
import { ledgerMismatches, moveGold } from '../../gold/gold-ledger';
import { KEY_MOVE_LOCK_MS } from '../../ownership/key-lock';
import { handOverKey } from '../../ownership/move-key';

jest.setTimeout(120_000);

describe.each(testBackends())('cabinet API on %s', (backend) => {
  let t: TestApp;
  const clock = () => t.clock as TestClock;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterEach(() => clock().reset());
  afterAll(async () => {
    await t?.close();
  });

  const en = (member: TestMember, token?: string) => ({ ...member.auth, 'accept-language': 'en', ...(token ? { [CABINET_TOKEN_HEADER]: token } : {}) });
  const unlock = (member: TestMember, password: string) =>
    t.app.inject({ method: 'POST', url: CABINET_API.password, headers: en(member), payload: { password } });
  const tokenOf = async (member: TestMember) => successData(await unlock(member, TEST_CABINET_PASSWORD), cabinetUnlockSchema).token;
  const cabinet = (member: TestMember, token: string | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `${CABINET_API.cabinet}${query}`, headers: en(member, token) });
  const put = (member: TestMember, token: string, url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: en(member, token), payload });
  /** After the clock moves past the access token's life: the next pair of the same session (sign-in family). */
  const advance = async (ms: number, ...members: TestMember[]) => {
    clock().advance(ms);
    for (const member of members) {
      member.tokens = await t.tokens.rotate(member.tokens.refreshToken);
      member.auth = { authorization: `Bearer ${member.tokens.accessToken}` };
    }
  };
  const keyOrder = (answer: Cabinet) => answer.groups.flatMap((group) => group.items.map((item) => item.keyItemId));

  /** Buys `quantity` KEYs of the project with Gold and reveals them unless told otherwise; answers the KEY items. */
  async function buyKeys(member: TestMember, projectId: number, quantity: number, { reveal = true } = {}) {
    const bought = successData(
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/coinReveal',
        headers: { ...member.auth, 'idempotency-key': randomUUID() },
        payload: { projectId, quantity, agreeRefundPolicy: true },
      }),
      coinRevealResultSchema,
    );
    if (reveal) {
      for (const item of bought.items) {
        const answer = await t.app.inject({ method: 'POST', url: `/api/reveal/${item.purchaseItemId}`, headers: member.auth });
        expect(answer.statusCode).toBe(200);
      }
    }
    const rows = await t.database.db
      .selectFrom('key_item as ki')
      .innerJoin('ownership_event as oe', 'oe.key_item_id', 'ki.id')
      .select('ki.id')
      .where('ki.owner_id', '=', member.user.id)
      .orderBy('ki.id')
      .execute();
    return rows.map((row) => row.id).slice(-quantity);
  }

  test('the gate: no token is CABINET_LOCKED, a wrong password "Incorrect password", the right one opens for an hour in this session only', async () => {
    const { projectId } = await createSaleProject(t, [5]);
    const member = await createBuyer(t, 'gate');
    const other = await createBuyer(t, 'gate-other');
    await buyKeys(member, projectId, 1);

    expect(failure(await cabinet(member, undefined))).toMatchObject({ status: 401, code: 'CABINET_LOCKED', message: 'Enter your cabinet password first.' });
    expect(failure(await cabinet(member, 'not-a-token')).code).toBe('CABINET_LOCKED');
    expect(failure(await t.app.inject({ method: 'GET', url: CABINET_API.cabinet })).code).toBe('TOKEN_MISSING');
    expect(failure(await unlock(member, '000000'))).toMatchObject({ status: 400, code: 'PASSWORD_MISMATCH', message: 'Incorrect password' });
    expect(
      failure(
        await t.app.inject({
          method: 'POST',
          url: CABINET_API.password,
          headers: { ...member.auth, 'accept-language': 'ko' },
          payload: { password: '111111' },
        }),
      ).message,
    ).toBe('비밀번호가 일치하지 않습니다.');

    const opened = successData(await unlock(member, TEST_CABINET_PASSWORD), cabinetUnlockSchema);
    expect(new Date(opened.expiresAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(successData(await cabinet(member, opened.token), cabinetSchema).total).toBe(1);
    // Another member cannot use it; another session of the same member neither.
    expect(failure(await cabinet(other, opened.token)).code).toBe('CABINET_LOCKED');
    const secondSession = await t.tokens.issueFamily(member.user.id);
    expect(failure(await cabinet({ ...member, auth: { authorization: `Bearer ${secondSession.accessToken}` } }, opened.token)).code).toBe('CABINET_LOCKED');
    // An hour later it has expired (a fresh access token, the same session).
    await advance(61 * 60 * 1000, member);
    expect(failure(await cabinet(member, opened.token)).code).toBe('CABINET_LOCKED');
    expect(successData(await cabinet(member, await tokenOf(member)), cabinetSchema).total).toBe(1);
  });

  test("GET /api/nft/cabinet (the spec's name) answers exactly what GET /api/cabinet answers, with the same gate", async () => {
    const { projectId } = await createSaleProject(t, [4, 4]);
    const member = await createBuyer(t, 'nft-alias');
    const hiddenKey = (await buyKeys(member, projectId, 3))[0];
    const token = await tokenOf(member);
    await put(member, token, CABINET_API.hidden, { keyItemId: hiddenKey, hidden: true });
    const read = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

    for (const query of ['', '?includeHidden=true']) {
      const cabinetAnswer = await read(`${CABINET_API.cabinet}${query}`, en(member, token));
      const aliasAnswer = await read(`${CABINET_API.nftCabinet}${query}`, en(member, token));
      expect(aliasAnswer.statusCode).toBe(200);
      expect(successData(aliasAnswer, cabinetSchema)).toEqual(successData(cabinetAnswer, cabinetSchema));
    }
    expect(successData(await read(CABINET_API.nftCabinet, en(member, token)), cabinetSchema).total).toBe(2);
    expect(successData(await read(`${CABINET_API.nftCabinet}?includeHidden=true`, en(member, token)), cabinetSchema).total).toBe(3);

    // The same refusals: locked without the unlock token, TOKEN_MISSING for a visitor, VALIDATION_FAILED for a bad query.
    for (const [headers, query] of [
      [en(member), ''],
      [{}, ''],
      [en(member, token), '?includeHidden=maybe'],
    ] as const) {
      const cabinetAnswer = failure(await read(`${CABINET_API.cabinet}${query}`, headers));
      const aliasAnswer = failure(await read(`${CABINET_API.nftCabinet}${query}`, headers));
      expect([aliasAnswer.status, aliasAnswer.code, aliasAnswer.message]).toEqual([cabinetAnswer.status, cabinetAnswer.code, cabinetAnswer.message]);
    }
    expect(failure(await read(CABINET_API.nftCabinet, en(member))).code).toBe('CABINET_LOCKED');
  });

  test('five wrong passwords lock the gate for 15 minutes (even the right one), then it opens; no password set sends to set one', async () => {
    const member = await createBuyer(t, 'lock');
    for (let attempt = 1; attempt < 5; attempt += 1) expect(failure(await unlock(member, '999999')).code).toBe('PASSWORD_MISMATCH');
    const locked = failure(await unlock(member, '999999'));
    expect(locked).toMatchObject({ status: 429, code: 'CABINET_PASSWORD_LOCKED' });
    expect(failure(await unlock(member, TEST_CABINET_PASSWORD)).code).toBe('CABINET_PASSWORD_LOCKED');
    await advance(15 * 60 * 1000 + 1000, member);
    expect(successData(await unlock(member, TEST_CABINET_PASSWORD), cabinetUnlockSchema).token).toBeTruthy();

    const noPassword = await createBuyer(t, 'nopass');
    await t.database.db.updateTable('app_user').set({ cabinet_password_hash: null }).where('id', '=', noPassword.user.id).execute();
    expect(failure(await unlock(noPassword, TEST_CABINET_PASSWORD)).code).toBe('CABINET_PASSWORD_NOT_SET');
    expect(failure(await cabinet(noPassword, undefined)).code).toBe('CABINET_PASSWORD_NOT_SET');
  });

  test('revealed KEYs grouped by project with counts, the wallet address, each KEY locked for 24 hours after its purchase', async () => {
    const first = await createSaleProject(t, [3, 3]);
    const second = await createSaleProject(t, [4]);
    const member = await createBuyer(t, 'groups');
    const boughtAt = t.clock.now();
    const firstKeys = await buyKeys(member, first.projectId, 2);
    const secondKeys = await buyKeys(member, second.projectId, 1);
    await buyKeys(member, second.projectId, 1, { reveal: false });
    const token = await tokenOf(member);

    const answer = successData(await cabinet(member, token), cabinetSchema);
    const me = successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema);
    expect(answer.cabinet).toEqual(me.cabinet);
    expect(answer.cabinet.walletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(answer.total).toBe(3);
    expect(answer.groups.map((group) => [group.project.id, group.count])).toEqual([
      [second.projectId, 1],
      [first.projectId, 2],
    ]);
    expect(keyOrder(answer).sort()).toEqual([...firstKeys, ...secondKeys].sort());
    const [item] = answer.groups[0]?.items ?? [];
    expect(item).toMatchObject({ keyItemId: secondKeys[0], favorite: false, hidden: false, position: null, state: 'LOCKED', listing: null, transferId: null });
    expect(item?.imageUrl).toBe(`/api/art/key/${item?.design.id}.webp`);
    expect(new Date(item?.lockedUntil ?? 0).getTime()).toBeGreaterThanOrEqual(boughtAt.getTime() + KEY_MOVE_LOCK_MS);

    await advance(DAY_MS + 60_000, member);
    const later = successData(await cabinet(member, await tokenOf(member)), cabinetSchema);
    expect(later.groups.flatMap((group) => group.items.map((key) => [key.state, key.lockedUntil]))).toEqual([
      ['AVAILABLE', null],
      ['AVAILABLE', null],
      ['AVAILABLE', null],
    ]);
  });

  test("favourite, hide and arrange persist, only for one's own KEYs; listed and transferring KEYs say so", async () => {
    const { projectId } = await createSaleProject(t, [6]);
    const member = await createBuyer(t, 'prefs');
    const other = await createBuyer(t, 'prefs-other');
    const [a, b, c] = await buyKeys(member, projectId, 3);
    const [foreign] = await buyKeys(other, projectId, 1);
    if (!a || !b || !c || !foreign) throw new Error('KEYs expected');
    const token = await tokenOf(member);

    expect(successData(await put(member, token, CABINET_API.favorite, { keyItemId: b, favorite: true }), cabinetPrefSchema)).toEqual({
      keyItemId: b,
      favorite: true,
      hidden: false,
      position: null,
    });
    successData(await put(member, token, CABINET_API.arrange, { keyItemIds: [a, c, b] }), cabinetArrangeResultSchema);
    successData(await put(member, token, CABINET_API.hidden, { keyItemId: c, hidden: true }), cabinetPrefSchema);

    const shown = successData(await cabinet(member, token), cabinetSchema);
    expect(keyOrder(shown)).toEqual([a, b]);
    expect(shown).toMatchObject({ total: 2, hiddenCount: 1 });
    expect(shown.groups[0]?.items.map((item) => [item.keyItemId, item.favorite, item.position])).toEqual([
      [a, false, 0],
      [b, true, 2],
    ]);
    const all = successData(await cabinet(member, token, '?includeHidden=true'), cabinetSchema);
    expect(all.groups[0]?.items.map((item) => [item.keyItemId, item.hidden])).toEqual([
      [a, false],
      [c, true],
      [b, false],
    ]);
    expect(all.groups[0]?.count).toBe(3);

    // A shorter order: the rest follows, newest first.
    successData(await put(member, token, CABINET_API.arrange, { keyItemIds: [b] }), cabinetArrangeResultSchema);
    successData(await put(member, token, CABINET_API.hidden, { keyItemId: c, hidden: false }), cabinetPrefSchema);
    expect(keyOrder(successData(await cabinet(member, token), cabinetSchema))).toEqual([b, c, a]);

    for (const [url, payload] of [
      [CABINET_API.favorite, { keyItemId: foreign, favorite: true }],
      [CABINET_API.hidden, { keyItemId: foreign, hidden: true }],
      [CABINET_API.arrange, { keyItemIds: [a, foreign] }],
    ] as const) {
      expect(failure(await put(member, token, url, payload))).toMatchObject({ status: 403, code: 'KEY_NOT_YOURS', message: 'You do not own this KEY.' });
      expect(failure(await put(member, '', url, payload)).code).toBe('CABINET_LOCKED');
    }
    expect(failure(await put(member, token, CABINET_API.favorite, { keyItemId: 2_000_000_000, favorite: true })).code).toBe('KEY_NOT_FOUND');
    expect(failure(await put(member, token, CABINET_API.arrange, { keyItemIds: [a, a] })).code).toBe('VALIDATION_FAILED');
    const otherPrefs = await db().selectFrom('cabinet_key_pref').select('key_item_id').where('user_id', '=', other.user.id).execute();
    expect(otherPrefs).toEqual([]);

    const now = t.clock.now();
    const design = await db().selectFrom('key_item').select('key_design_id').where('id', '=', a).executeTakeFirstOrThrow();
    await db()
      .insertInto('market_listing')
      .values({ key_item_id: a, key_design_id: design.key_design_id, seller_id: member.user.id, price_gold: 500, status: 'ACTIVE', created_at: now })
      .execute();
    const transfer = await db()
      .insertInto('key_transfer')
      .values({ key_item_id: c, from_user_id: member.user.id, to_user_id: other.user.id, status: 'IN_PROGRESS', requested_at: now, complete_after: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const states = successData(await cabinet(member, token), cabinetSchema).groups[0]?.items ?? [];
    expect(states.find((item) => item.keyItemId === a)).toMatchObject({ state: 'LISTED', listing: { priceGold: 500 } });
    expect(states.find((item) => item.keyItemId === c)).toMatchObject({ state: 'TRANSFER_IN_PROGRESS', transferId: transfer.id });
  });

  test('activities: purchases, reveals, transfers both ways, a sale and a market purchase in time order, paged', async () => {
    const { projectId } = await createSaleProject(t, [6], { priceGold: 100 });
    const seller = await createBuyer(t, 'act-seller');
    const buyer = await createBuyer(t, 'act-buyer');
    const [sold, sent] = await buyKeys(seller, projectId, 2);
    if (!sold || !sent) throw new Error('KEYs expected');
    const nickname = async (member: TestMember) =>
      (await t.database.db.selectFrom('app_user').select('nickname').where('id', '=', member.user.id).executeTakeFirstOrThrow()).nickname;

    await advance(DAY_MS + 1000, seller, buyer);
    const transferAt = t.clock.now();
    await db()
      .insertInto('key_transfer')
      .values({
        key_item_id: sent,
        from_user_id: seller.user.id,
        to_user_id: buyer.user.id,
        status: 'IN_PROGRESS',
        requested_at: transferAt,
        complete_after: transferAt,
      })
      .execute();

    await advance(60_000, seller, buyer);
    const soldAt = t.clock.now();
    // A sale as the market makes it: listing SOLD, settlement, Gold both ways, ownership moved.
    await t.database.db.transaction().execute(async (trx) => {
      const design = await trx.selectFrom('key_item').select('key_design_id').where('id', '=', sold).executeTakeFirstOrThrow();
      const listing = await trx
        .insertInto('market_listing')
        .values({
          key_item_id: sold,
          key_design_id: design.key_design_id,
          seller_id: seller.user.id,
          buyer_id: buyer.user.id,
          price_gold: 1000,
          status: 'SOLD',
          created_at: soldAt,
          closed_at: soldAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('market_settlement')
        .values({ listing_id: listing.id, project_id: projectId, price_gold: 1000, creator_gold: 100, fee_gold: 50, seller_gold: 850, occurred_at: soldAt })
        .execute();
      await moveGold(trx, { userId: buyer.user.id, kind: 'SPEND', amount: -1000, reference: `market:${listing.id}`, now: soldAt });
      await moveGold(trx, { userId: seller.user.id, kind: 'SALE', amount: 850, reference: `market:${listing.id}`, now: soldAt });
      await handOverKey(trx, { keyItemId: sold, fromUserId: seller.user.id, toUserId: buyer.user.id, kind: 'SALE', actor: null, priceGold: 1000, now: soldAt });
    });

    const sellerToken = await tokenOf(seller);
    const list = successData(await t.app.inject({ method: 'GET', url: CABINET_API.activities, headers: en(seller, sellerToken) }), cabinetActivitiesSchema);
    expect(list.total).toBe(5);
    expect(list.items.map((item) => item.kind)).toEqual(['SALE', 'TRANSFER_SENT', 'REVEAL', 'REVEAL', 'PURCHASE']);
    expect(list.items[0]).toMatchObject({ counterpart: await nickname(buyer), goldDelta: 850, priceGold: 1000, key: { keyItemId: sold } });
    expect(list.items[1]).toMatchObject({ counterpart: await nickname(buyer), status: 'IN_PROGRESS', key: { keyItemId: sent }, project: { id: projectId } });
    expect(list.items[4]).toMatchObject({ quantity: 2, goldDelta: -200, payMethod: 'GOLD', project: { id: projectId }, key: null });
    const times = list.items.map((item) => new Date(item.occurredAt).getTime());
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const page2 = successData(
      await t.app.inject({ method: 'GET', url: `${CABINET_API.activities}?page=2&size=2`, headers: en(seller, sellerToken) }),
      cabinetActivitiesSchema,
    );
    expect(page2).toMatchObject({ page: 2, size: 2, total: 5 });
    expect(page2.items.map((item) => item.id)).toEqual(list.items.slice(2, 4).map((item) => item.id));

    const bought = successData(
      await t.app.inject({ method: 'GET', url: CABINET_API.activities, headers: en(buyer, await tokenOf(buyer)) }),
      cabinetActivitiesSchema,
    );
    expect(bought.items.map((item) => [item.kind, item.counterpart, item.goldDelta])).toEqual([
      ['MARKET_PURCHASE', await nickname(seller), -1000],
      ['TRANSFER_RECEIVED', await nickname(seller), null],
    ]);
    expect(failure(await t.app.inject({ method: 'GET', url: CABINET_API.activities, headers: en(buyer) })).code).toBe('CABINET_LOCKED');
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
