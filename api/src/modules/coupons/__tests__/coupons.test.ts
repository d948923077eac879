import {
  ERRORS,
  MEMBER_STATUS,
  couponDiscountResultSchema,
  couponExchangeResultSchema,
  couponListSchema,
  couponRevealResultSchema,
  meSchema,
  memberCouponSchema,
  pendingRevealSchema,
} from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createSaleProject } from '../../../testing/test-commerce';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { ledgerMismatches } from '../../gold/gold-ledger';
import type { CouponTable } from '../coupon-tables';
import type { LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';

jest.setTimeout(180_000);

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const unique = (label: string) => `${label}${Date.now().toString(36).toUpperCase()}${(counter += 1)}`;
const newKey = () => `coupon-key-${Date.now()}-${(counter += 1)}`;

describe.each(testBackends())('Coupons on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const member = (label: string) => createTestMember(t, `${label}-${(counter += 1)}-${Date.now()}@coupons.test`);

  const newCoupon = async (values: Partial<Insertable<CouponTable>> = {}) => {
    const now = t.clock.now();
    return db()
      .insertInto('coupon')
      .values({
        code: unique('C'),
        kind: 'DISCOUNT',
        title_ko: '10% 할인',
        title_en: '10% off',
        discount_percent: 10,
        starts_at: new Date(now.getTime() - DAY),
        expires_at: new Date(now.getTime() + 30 * DAY),
        ...values,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  };

  const register = (who: TestMember, code: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/coupon/register', headers: { ...who.auth, 'accept-language': 'en' }, payload: { code } });
  const list = async (who: TestMember) =>
    successData(await t.app.inject({ method: 'GET', url: '/api/coupon/list', headers: who.auth }), couponListSchema).items;
  const exchange = (who: TestMember, memberCouponId: number, key: string | null = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/coupon/exchange',
      headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { memberCouponId },
    });
  const discount = (who: TestMember, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/coupon/discount', headers: who.auth, payload });
  const couponCount = async (who: TestMember) =>
    successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: who.auth }), meSchema).couponCount;

  const expectFailure = (response: LightMyRequestResponse, code: keyof typeof ERRORS) => {
    const answer = failure(response);
    expect(answer.code).toBe(code);
    expect(answer.status).toBe(ERRORS[code].status);
    return answer;
  };

  test('register: each spec error with its message, a valid code registers once (case-insensitive), the list and couponCount', async () => {
    const me = await member('errors');
    expect(expectFailure(await register(me, 'AB-12'), 'COUPON_INVALID_CODE').message).toBe('Invalid code');
    expectFailure(await register(me, ''), 'COUPON_INVALID_CODE');
    expectFailure(await register(me, 'NOSUCHCODE99'), 'COUPON_INVALID_CODE');
    expect(expectFailure(await register(me, 'EXPIRED2023'), 'COUPON_EXPIRED').message).toBe('This coupon has expired');
    expect(expectFailure(await register(me, 'SOLDOUT'), 'COUPON_UNUSABLE').message).toBe('This coupon cannot be used');
    const inactive = await newCoupon({ active: false });
    expectFailure(await register(me, inactive.code), 'COUPON_UNUSABLE');
    const later = await newCoupon({ starts_at: new Date(t.clock.now().getTime() + DAY) });
    expectFailure(await register(me, later.code), 'COUPON_UNUSABLE');
    expect(await couponCount(me)).toBe(0);
    expect(await list(me)).toEqual([]);

    const registered = successData(await register(me, 'welcome10'), memberCouponSchema);
    expect(registered).toMatchObject({ code: 'WELCOME10', kind: 'DISCOUNT', discountPercent: 10, used: false, expired: false });
    expect(expectFailure(await register(me, 'WELCOME10'), 'COUPON_ALREADY_REGISTERED').message).toBe('This coupon has already been registered');
    expect(await db().selectFrom('member_coupon').select('id').where('user_id', '=', me.user.id).execute()).toHaveLength(1);

    const gift = successData(await register(me, 'KEYGIFT'), memberCouponSchema);
    expect(gift.kind).toBe('EXCHANGE');
    expect(gift.keyDesign).not.toBeNull();
    const items = await list(me);
    expect(items.map((item) => item.code)).toEqual(['KEYGIFT', 'WELCOME10']);
    expect(await couponCount(me)).toBe(2);
    // The member answered after a profile change carries the same count.
    const changed = await t.app.inject({ method: 'PATCH', url: '/api/user/info', headers: me.auth, payload: { isAgreeMail: true } });
    expect(successData(changed, meSchema).couponCount).toBe(2);

    // An expired coupon no longer counts, and the list says so.
    const shortLived = await newCoupon();
    successData(await register(me, shortLived.code), memberCouponSchema);
    expect(await couponCount(me)).toBe(3);
    await db()
      .updateTable('coupon')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000) })
      .where('id', '=', shortLived.id)
      .execute();
    expect(await couponCount(me)).toBe(2);
    expect((await list(me)).find((item) => item.code === shortLived.code)).toMatchObject({ expired: true, used: false });
  });

  test('register needs a signed-in member who is not suspended', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/coupon/register', payload: { code: 'WELCOME10' } });
    expect(anonymous.statusCode).toBe(401);
    const suspended = await member('suspended');
    await t.database.db.updateTable('app_user').set({ status: MEMBER_STATUS.suspended }).where('id', '=', suspended.user.id).execute();
    const answer = failure(await register(suspended, 'WELCOME10'));
    expect(answer.code).toBe('ACCOUNT_SUSPENDED');
    expect(await db().selectFrom('member_coupon').select('id').where('user_id', '=', suspended.user.id).execute()).toEqual([]);
  });

  test('20 concurrent registrations of a coupon with at most 5: exactly 5 registered, the count stays at 5', async () => {
    const coupon = await newCoupon({ max_registrations: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, (_, index) => member(`rush${index}`)));
    const responses = await Promise.all(members.map((who) => register(who, coupon.code)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expect(failure(response).code).toBe('COUPON_UNUSABLE');
    const stored = await db().selectFrom('coupon').select('registered_count').where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(stored.registered_count).toBe(5);
    expect(await db().selectFrom('member_coupon').select('id').where('coupon_id', '=', coupon.id).execute()).toHaveLength(5);
  });

  const designWithSupply = async (remaining: number) => {
    const design = await t.database.db.selectFrom('key_design').select(['id', 'supply_total']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.database.db.updateTable('key_design').set({ supply_remaining: remaining }).where('id', '=', design.id).execute();
    return design.id;
  };
  const supplyOf = async (designId: number) =>
    (await t.database.db.selectFrom('key_design').select('supply_remaining').where('id', '=', designId).executeTakeFirstOrThrow()).supply_remaining;
  const itemsOf = (designId: number, ownerId: number) =>
    t.database.db.selectFrom('key_item').selectAll().where('key_design_id', '=', designId).where('owner_id', '=', ownerId).execute();

  test('10 concurrent exchanges of one coupon: exactly one KEY, owned with an EXCHANGE event, supply down by one', async () => {
    const designId = await designWithSupply(3);
    const coupon = await newCoupon({ kind: 'EXCHANGE', discount_percent: null, key_design_id: designId, title_ko: 'KEY 교환권', title_en: 'KEY exchange' });
    const me = await member('exchange');
    const mine = successData(await register(me, coupon.code), memberCouponSchema);

    const responses = await Promise.all(Array.from({ length: 10 }, () => exchange(me, mine.id)));
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expect(failure(response).code).toBe('COUPON_UNUSABLE');
    const [first] = succeeded;
    if (!first) throw new Error('no exchange succeeded');
    const result = successData(first, couponExchangeResultSchema);
    expect(result.keyDesignId).toBe(designId);

    const items = await itemsOf(designId, me.user.id);
    expect(items.map((item) => item.id)).toEqual([result.keyItemId]);
    expect(await supplyOf(designId)).toBe(2);
    const events = await t.database.db.selectFrom('ownership_event').selectAll().where('key_item_id', '=', result.keyItemId).execute();
    expect(events).toEqual([expect.objectContaining({ kind: 'EXCHANGE', from_user_id: null, to_user_id: me.user.id })]);
    const [used] = await list(me);
    expect(used).toMatchObject({ id: mine.id, used: true });
    expect(await couponCount(me)).toBe(0);
  });

  test('exchange: the same key answers the same KEY; errors for a key missing, another kind, another member, no supply', async () => {
    const designId = await designWithSupply(1);
    const gift = await newCoupon({ kind: 'EXCHANGE', discount_percent: null, key_design_id: designId });
    const me = await member('exchange-errors');
    const other = await member('exchange-other');
    const mine = successData(await register(me, gift.code), memberCouponSchema);
    const percent = successData(await register(me, (await newCoupon()).code), memberCouponSchema);

    expect(failure(await exchange(me, mine.id, null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expectFailure(await exchange(other, mine.id), 'COUPON_NOT_FOUND');
    expectFailure(await exchange(me, percent.id), 'COUPON_UNUSABLE');

    const key = newKey();
    const once = successData(await exchange(me, mine.id, key), couponExchangeResultSchema);
    const again = successData(await exchange(me, mine.id, key), couponExchangeResultSchema);
    expect(again).toEqual(once);
    expect(await itemsOf(designId, me.user.id)).toHaveLength(1);
    expect(await supplyOf(designId)).toBe(0);

    // Sold out: the other member's coupon is refused and stays unused.
    const theirs = successData(await register(other, gift.code), memberCouponSchema);
    expectFailure(await exchange(other, theirs.id), 'KEY_NO_LONGER_AVAILABLE');
    expect((await list(other))[0]).toMatchObject({ id: theirs.id, used: false });
    expect(await supplyOf(designId)).toBe(0);
  });

  test('discount quote: percent and Gold discounts, the project scope, nothing used', async () => {
    const project = await t.database.db.selectFrom('project').select(['id', 'price_gold']).orderBy('id').executeTakeFirstOrThrow();
    const otherProject = await t.database.db.selectFrom('project').select('id').where('id', '<>', project.id).executeTakeFirstOrThrow();
    const me = await member('discount');
    const percent = successData(await register(me, (await newCoupon({ discount_percent: 10 })).code), memberCouponSchema);
    const gold = successData(
      await register(me, (await newCoupon({ discount_percent: null, discount_gold: 150, project_id: project.id })).code),
      memberCouponSchema,
    );

    const quote = successData(await discount(me, { memberCouponId: percent.id, projectId: project.id, quantity: 3 }), couponDiscountResultSchema);
    const original = project.price_gold * 3;
    expect(quote).toEqual({ originalGold: original, discountGold: Math.floor(original / 10), totalGold: original - Math.floor(original / 10) });
    const fixed = successData(await discount(me, { memberCouponId: gold.id, projectId: project.id, quantity: 1 }), couponDiscountResultSchema);
    expect(fixed).toEqual({
      originalGold: project.price_gold,
      discountGold: Math.min(150, project.price_gold),
      totalGold: project.price_gold - Math.min(150, project.price_gold),
    });
    expectFailure(await discount(me, { memberCouponId: gold.id, projectId: otherProject.id, quantity: 1 }), 'COUPON_UNUSABLE');
    expectFailure(await discount(me, { memberCouponId: percent.id, projectId: 999999, quantity: 1 }), 'PROJECT_NOT_FOUND');
    expect((await list(me)).every((item) => !item.used)).toBe(true);

    await db()
      .updateTable('coupon')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000) })
      .where('id', '=', (await db().selectFrom('member_coupon').select('coupon_id').where('id', '=', percent.id).executeTakeFirstOrThrow()).coupon_id)
      .execute();
    expectFailure(await discount(me, { memberCouponId: percent.id, projectId: project.id, quantity: 1 }), 'COUPON_EXPIRED');
  });
  const reveal = (who: TestMember, payload: Record<string, unknown>, key: string | null = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/coupon/reveal/',
      headers: { ...who.auth, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const revealCoupon = (projectId: number | null = null) =>
    newCoupon({ kind: 'REVEAL', discount_percent: null, project_id: projectId, title_ko: '무료 뽑기', title_en: 'Free reveal' });
  const purchasesOf = (userId: number) => t.database.db.selectFrom('purchase').selectAll().where('user_id', '=', userId).execute();

  test('10 concurrent free reveals of one REVEAL coupon: one draw waiting on /reveal, price 0, no Gold moved, supply down by one', async () => {
    const { projectId, designIds } = await createSaleProject(t, [2, 2]);
    const me = await member('free-reveal');
    const mine = successData(await register(me, (await revealCoupon()).code), memberCouponSchema);
    expect(mine.kind).toBe('REVEAL');

    const responses = await Promise.all(Array.from({ length: 10 }, () => reveal(me, { memberCouponId: mine.id, projectId })));
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expect(failure(response).code).toBe('COUPON_UNUSABLE');
    const [winner] = succeeded;
    if (!winner) throw new Error('no free reveal succeeded');
    const result = successData(winner, couponRevealResultSchema);

    const purchases = await purchasesOf(me.user.id);
    expect(purchases).toEqual([expect.objectContaining({ id: result.purchaseId, pay_method: 'COUPON', quantity: 1, unit_price_gold: 0, total_gold: 0 })]);
    const pending = successData(await t.app.inject({ method: 'GET', url: '/api/reveal/pending', headers: me.auth }), pendingRevealSchema);
    expect(pending.items.map((item) => item.purchaseId)).toEqual([result.purchaseId]);
    const supplies = await t.database.db.selectFrom('key_design').select('supply_remaining').where('id', 'in', designIds).execute();
    expect(supplies.reduce((sum, row) => sum + row.supply_remaining, 0)).toBe(3);
    expect(await t.database.db.selectFrom('gold_ledger').selectAll().where('user_id', '=', me.user.id).execute()).toEqual([]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    expect((await list(me))[0]).toMatchObject({ id: mine.id, used: true });
    expect(await couponCount(me)).toBe(0);
  });

  test("free reveal: the same key gives the same draw; only the coupon's own project; another kind refused; a sold-out project leaves the coupon unused", async () => {
    const { projectId } = await createSaleProject(t, [1]);
    const { projectId: emptyProject, designIds: emptyDesigns } = await createSaleProject(t, [1]);
    await t.database.db.updateTable('key_design').set({ supply_remaining: 0 }).where('id', 'in', emptyDesigns).execute();
    const me = await member('free-reveal-errors');
    const scoped = successData(await register(me, (await revealCoupon(projectId)).code), memberCouponSchema);
    const any = successData(await register(me, (await revealCoupon()).code), memberCouponSchema);
    const percent = successData(await register(me, (await newCoupon()).code), memberCouponSchema);

    expect(failure(await reveal(me, { memberCouponId: scoped.id, projectId }, null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expectFailure(await reveal(me, { memberCouponId: scoped.id, projectId: emptyProject }), 'COUPON_UNUSABLE');
    expectFailure(await reveal(me, { memberCouponId: percent.id, projectId }), 'COUPON_UNUSABLE');
    expect(expectFailure(await reveal(me, { memberCouponId: any.id, projectId: emptyProject }), 'INSUFFICIENT_KEYS').message).toBe(
      'Insufficient KEYs remaining.',
    );
    expect((await list(me)).find((item) => item.id === any.id)).toMatchObject({ used: false });

    const key = newKey();
    const once = successData(await reveal(me, { memberCouponId: scoped.id, projectId }, key), couponRevealResultSchema);
    const again = successData(await reveal(me, { memberCouponId: scoped.id, projectId }, key), couponRevealResultSchema);
    expect(again).toEqual(once);
    expect(await purchasesOf(me.user.id)).toHaveLength(1);
  });
});
