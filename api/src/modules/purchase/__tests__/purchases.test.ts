import {
  coinRevealResultSchema,
  myKeysSchema,
  paymentHistorySchema,
  pendingRevealSchema,
  projectOddsSchema,
  revealedItemSchema,
  revealTotalSchema,
} from 'shared-contract';
import { z } from 'zod';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createBuyer, createSaleProject } from '../../../testing/test-commerce';
import type { TestMember } from '../../../testing/test-members';
import { goldBalance, ledgerMismatches, moveGold } from '../../gold/gold-ledger';
import { sampleDesigns } from '../key-draw';

jest.setTimeout(240_000);

const DAY = 24 * 60 * 60 * 1000;

describe('sampleDesigns', () => {
  test('draws without replacement, weighted by what remains, and never more than the pool holds', () => {
    const pool = [
      { id: 1, remaining: 1 },
      { id: 2, remaining: 3 },
    ];
    // Tickets 0 → design 1 (the only 1 of 4), then the pool of 3 holds only design 2.
    const picks = [0, 0, 1, 0, 0];
    const draws = sampleDesigns(pool, 5, () => picks.shift() ?? 0);
    expect(draws.map((draw) => draw.id)).toEqual([1, 2, 2, 2]);
    expect(draws.map((draw) => [draw.designRemaining, draw.poolRemaining])).toEqual([
      [1, 4],
      [3, 3],
      [2, 2],
      [1, 1],
    ]);
    expect(pool).toEqual([
      { id: 1, remaining: 1 },
      { id: 2, remaining: 3 },
    ]);
  });
});

describe.each(testBackends())('KEY purchase with Gold, draw and reveal on %s', (backend) => {
  let t: TestApp;
  const clock = () => t.clock as TestClock;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { SERVICE_TERMINATES_AT: '2099-01-01T00:00:00Z' } });
  });
  afterEach(() => clock().reset());
  afterAll(async () => {
    await t?.close();
  });

  const createProject = (supplies: number[], options: Parameters<typeof createSaleProject>[2] = {}) => createSaleProject(t, supplies, options);
  const buyer = (label: string, options: Parameters<typeof createBuyer>[2] = {}) => createBuyer(t, label, options);

  const buy = (headers: Record<string, string>, payload: object, key: string | null = `k-${Math.random().toString(36).slice(2)}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/coinReveal',
      headers: { 'accept-language': 'en', ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const remainingOf = async (designIds: number[]) =>
    (await db().selectFrom('key_design').select('supply_remaining').where('id', 'in', designIds).execute()).reduce((sum, row) => sum + row.supply_remaining, 0);

  test('every requirement is checked in order, each with its message', async () => {
    const { projectId, designIds } = await createProject([5]);
    const order = { projectId, quantity: 1, agreeRefundPolicy: true };

    expect(failure(await buy({}, order))).toMatchObject({ status: 401, code: 'LOGIN_NEEDED', message: 'Login needed.' });

    const unverified = await buyer('unverified', { verified: false, adult: false });
    expect(failure(await buy(unverified.auth, { ...order, agreeRefundPolicy: false }))).toMatchObject({
      status: 403,
      code: 'IDENTITY_VERIFICATION_REQUIRED',
      message: 'Identity verification required before purchase.',
    });

    const minor = await buyer('minor', { adult: false });
    expect(failure(await buy(minor.auth, { ...order, agreeRefundPolicy: false }))).toMatchObject({
      code: 'ADULT_ONLY',
      message: 'Only users over the age of 18 may use.',
    });

    const adult = await buyer('adult');
    for (const agreeRefundPolicy of [false, undefined]) {
      expect(failure(await buy(adult.auth, { ...order, agreeRefundPolicy }))).toMatchObject({
        status: 400,
        code: 'REFUND_POLICY_REQUIRED',
        message: 'You must first agree to the refund policy.',
      });
    }
    const korean = await buy({ ...adult.auth, 'accept-language': 'ko' }, { ...order, agreeRefundPolicy: false });
    expect(failure(korean).message).toBe('환불 정책에 먼저 동의해 주세요.');

    const suspended = await buyer('suspended');
    await db().updateTable('app_user').set({ status: 6 }).where('id', '=', suspended.user.id).execute();
    expect(failure(await buy(suspended.auth, order)).code).toBe('ACCOUNT_SUSPENDED');

    clock().set(new Date('2099-06-01T00:00:00Z'));
    const later = await t.tokens.issueFamily(adult.user.id);
    expect(failure(await buy({ authorization: `Bearer ${later.accessToken}` }, order))).toMatchObject({
      code: 'SERVICE_PURCHASE_CLOSED',
      message: 'Purchase is no longer available.',
    });
    clock().reset();

    expect(failure(await buy(adult.auth, order, null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(failure(await buy(adult.auth, { ...order, quantity: 11 })).code).toBe('VALIDATION_FAILED');
    expect(failure(await buy(adult.auth, { ...order, quantity: 6 }))).toMatchObject({
      code: 'INSUFFICIENT_KEYS',
      message: 'Insufficient KEYs remaining.',
    });

    const upcoming = await createProject([5], { startsInMs: DAY });
    const ended = await createProject([5], { startsInMs: -2 * DAY, endsInMs: -DAY });
    const soldOut = await createProject([0]);
    for (const closed of [upcoming, ended, soldOut]) {
      expect(failure(await buy(adult.auth, { ...order, projectId: closed.projectId }))).toMatchObject({
        code: 'KEY_NO_LONGER_AVAILABLE',
        message: 'This KEY is no longer available.',
      });
    }

    const poor = await buyer('poor', { gold: 150 });
    expect(failure(await buy(poor.auth, { ...order, quantity: 2 })).code).toBe('INSUFFICIENT_GOLD');
    expect(await goldBalance(t.database.db, poor.user.id)).toBe(150);
    expect(await remainingOf(designIds)).toBe(5);
    expect(await db().selectFrom('purchase').select('id').where('user_id', '=', poor.user.id).execute()).toEqual([]);
  });

  test('odds: per design the remaining count and the chance of drawing it, and the Gold price', async () => {
    const { projectId, designIds } = await createProject([1, 3, 0], { priceGold: 250 });
    const odds = successData(await t.app.inject({ method: 'GET', url: `/api/project/odds?id=${projectId}` }), projectOddsSchema);
    expect(odds).toMatchObject({ projectId, priceGold: 250, saleStatus: 'on_sale', supplyRemaining: 4 });
    expect(odds.keys.map((key) => [key.keyId, key.supplyRemaining, key.probability])).toEqual([
      [designIds[0], 1, 0.25],
      [designIds[1], 3, 0.75],
      [designIds[2], 0, 0],
    ]);
    expect(failure(await t.app.inject({ method: 'GET', url: '/api/project/odds?id=999999' })).code).toBe('PROJECT_NOT_FOUND');
  });

  test('a purchase of 3 draws, debits, records and notifies in one go; the KEYs stay hidden until revealed', async () => {
    const { projectId, designIds } = await createProject([2, 2], { priceGold: 300 });
    const member = await buyer('buyer', { gold: 1000 });
    const key = 'purchase-of-three-1';
    const order = { projectId, quantity: 3, agreeRefundPolicy: true };
    const result = successData(await buy(member.auth, order, key), coinRevealResultSchema);
    expect(result.items).toHaveLength(3);
    expect(result.items.every((item) => !item.revealed)).toBe(true);
    expect(Object.keys(result.items[0] ?? {}).sort()).toEqual(['purchaseItemId', 'revealed']);

    // The same request again answers the same purchase and moves the money once.
    expect(successData(await buy(member.auth, order, key), coinRevealResultSchema)).toEqual(result);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(100);
    expect(await remainingOf(designIds)).toBe(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);

    const purchase = await db().selectFrom('purchase').selectAll().where('id', '=', result.purchaseId).executeTakeFirstOrThrow();
    expect(purchase).toMatchObject({ user_id: member.user.id, quantity: 3, unit_price_gold: 300, total_gold: 900, pay_method: 'GOLD', status: 'PAID' });
    const ledger = await db().selectFrom('gold_ledger').select(['kind', 'amount', 'reference']).where('user_id', '=', member.user.id).orderBy('id').execute();
    expect(ledger.at(-1)).toEqual({ kind: 'SPEND', amount: -900, reference: `purchase:${result.purchaseId}` });

    const items = await db()
      .selectFrom('purchase_item as pi')
      .innerJoin('key_item as ki', 'ki.id', 'pi.key_item_id')
      .select(['pi.draw_position', 'pi.key_design_id', 'pi.pool_remaining', 'pi.revealed_at', 'ki.owner_id', 'ki.serial_no', 'ki.id as key_item_id'])
      .where('pi.purchase_id', '=', result.purchaseId)
      .orderBy('pi.draw_position')
      .execute();
    expect(items.map((item) => item.draw_position)).toEqual([1, 2, 3]);
    expect(items.map((item) => item.pool_remaining)).toEqual([4, 3, 2]);
    expect(items.every((item) => item.owner_id === member.user.id && item.revealed_at === null)).toBe(true);
    for (const designId of designIds) {
      const serials = items
        .filter((item) => item.key_design_id === designId)
        .map((item) => item.serial_no)
        .sort();
      expect(serials).toEqual([1, 2].slice(0, serials.length));
    }
    const events = await db()
      .selectFrom('ownership_event')
      .select(['kind', 'to_user_id'])
      .where(
        'key_item_id',
        'in',
        items.map((item) => item.key_item_id),
      )
      .execute();
    expect(events).toEqual(Array.from({ length: 3 }, () => ({ kind: 'PURCHASE', to_user_id: member.user.id })));
    const activities = await db()
      .selectFrom('key_activity')
      .select(['type', 'price_gold'])
      .where('key_design_id', 'in', designIds)
      .where('type', '=', 'PURCHASE')
      .execute();
    expect(activities).toHaveLength(3);
    const notices = await db().selectFrom('notification').select(['type', 'link_url']).where('user_id', '=', member.user.id).execute();
    expect(notices).toEqual([{ type: 'PURCHASE', link_url: `/reveal?purchaseId=${result.purchaseId}` }]);

    const get = (url: string, who: TestMember = member) => t.app.inject({ method: 'GET', url, headers: who.auth });
    const pending = successData(await get('/api/reveal/pending'), pendingRevealSchema);
    expect(pending.items.map((item) => item.purchaseItemId)).toEqual(result.items.map((item) => item.purchaseItemId));
    expect(successData(await get('/api/key/my'), myKeysSchema).items).toEqual([]);

    const first = result.items[0]?.purchaseItemId ?? 0;
    const stranger = await buyer('stranger');
    expect(failure(await t.app.inject({ method: 'POST', url: `/api/reveal/${first}`, headers: stranger.auth })).code).toBe('NOT_FOUND');
    const revealed = successData(await t.app.inject({ method: 'POST', url: `/api/reveal/${first}`, headers: member.auth }), revealedItemSchema);
    expect(revealed).toMatchObject({ purchaseItemId: first, purchaseId: result.purchaseId, keyItemId: items[0]?.key_item_id, serialNo: items[0]?.serial_no });
    expect(revealed.key).toMatchObject({ id: items[0]?.key_design_id, projectId, imageUrl: `/api/art/key/${items[0]?.key_design_id}.webp` });
    // Revealing again answers the same KEY.
    expect(successData(await t.app.inject({ method: 'POST', url: `/api/reveal/${first}`, headers: member.auth }), revealedItemSchema)).toEqual(revealed);

    expect(successData(await get('/api/reveal/pending'), pendingRevealSchema).items).toHaveLength(2);
    const total = successData(await get(`/api/reveal/total?purchaseId=${result.purchaseId}`), revealTotalSchema);
    expect(total).toMatchObject({ purchaseId: result.purchaseId, quantity: 3, totalGold: 900, payMethod: 'GOLD' });
    expect(total.items.map((item) => item.revealed)).toEqual([true, false, false]);
    expect(total.items[1]).toMatchObject({ keyItemId: null, serialNo: null, key: null });
    expect(failure(await get(`/api/reveal/total?purchaseId=${result.purchaseId}`, stranger)).code).toBe('NOT_FOUND');

    const mine = successData(await get('/api/key/my'), myKeysSchema);
    expect(mine.items).toEqual([{ keyItemId: revealed.keyItemId, serialNo: revealed.serialNo, acquiredAt: expect.any(String), key: revealed.key }]);

    const history = successData(await get('/api/payment/history'), paymentHistorySchema);
    expect(history).toMatchObject({ total: 1, items: [{ purchaseId: result.purchaseId, quantity: 3, totalGold: 900, revealedCount: 1, payMethod: 'GOLD' }] });
    expect(failure(await t.app.inject({ method: 'GET', url: '/api/key/my' })).status).toBe(401);
  });

  test('test mode only: POST /api/_test/gold moves Gold through the ledger (ADJUSTMENT)', async () => {
    const member = await buyer('gifted', { gold: 0 });
    const answer = await t.app.inject({ method: 'POST', url: '/api/_test/gold', payload: { userId: member.user.id, amount: 3000 } });
    expect(successData(answer, z.object({ balance: z.number() }))).toEqual({ balance: 3000 });
    const ledger = await db().selectFrom('gold_ledger').select(['kind', 'amount']).where('user_id', '=', member.user.id).execute();
    expect(ledger).toEqual([{ kind: 'ADJUSTMENT', amount: 3000 }]);
  });

  test('500 concurrent buyers (one KEY each) on a pool of 100: exactly 100 succeed, the others get INSUFFICIENT_KEYS', async () => {
    const { projectId, designIds } = await createProject([50, 30, 20], { priceGold: 10 });
    const now = t.clock.now();
    const tag = `race${backend}${Date.now().toString(36)}`;
    const users = await db()
      .insertInto('app_user')
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          sns_provider: 'local',
          sns_id: `local:${tag}-${index}@example.com`,
          email: `${tag}-${index}@example.com`,
          name: `${tag}${index}`,
          nickname: `${tag}${index}`,
          status: 1,
          signed_up_at: now,
          consents_at: now,
          di: `di-${tag}-${index}`,
          is_adult: true,
        })),
      )
      .returning('id')
      .execute();
    await t.database.db.transaction().execute(async (trx) => {
      for (const user of users) await moveGold(trx, { userId: user.id, kind: 'ADJUSTMENT', amount: 50, reference: 'test', now });
    });
    const tokens = [];
    for (const user of users) tokens.push((await t.tokens.issueFamily(user.id)).accessToken);

    const answers = await Promise.all(
      tokens.map((token, index) => buy({ authorization: `Bearer ${token}` }, { projectId, quantity: 1, agreeRefundPolicy: true }, `race-${tag}-${index}`)),
    );
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded).toHaveLength(100);
    expect(new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => failure(answer).code))).toEqual(new Set(['INSUFFICIENT_KEYS']));
    expect(await remainingOf(designIds)).toBe(0);
    const sold = await db().selectFrom('key_item').select(['key_design_id', 'serial_no']).where('key_design_id', 'in', designIds).execute();
    expect(sold).toHaveLength(100);
    for (const [index, designId] of designIds.entries()) {
      const serials = sold
        .filter((item) => item.key_design_id === designId)
        .map((item) => item.serial_no)
        .sort((a, b) => a - b);
      expect(serials).toEqual(Array.from({ length: [50, 30, 20][index] ?? 0 }, (_, serial) => serial + 1));
    }
    const spent = await db()
      .selectFrom('gold_ledger')
      .select(['user_id'])
      .where('kind', '=', 'SPEND')
      .where(
        'user_id',
        'in',
        users.map((user) => user.id),
      )
      .execute();
    expect(spent).toHaveLength(100);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    const odds = successData(await t.app.inject({ method: 'GET', url: `/api/project/odds?id=${projectId}` }), projectOddsSchema);
    expect(odds).toMatchObject({ supplyRemaining: 0, saleStatus: 'sold_out' });
  });
});
