import { coinRevealResultSchema, couponDiscountResultSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createBuyer, createSaleProject, registerDiscountCoupon } from '../../../testing/test-commerce';
import type { TestMember } from '../../../testing/test-members';
import { goldBalance, ledgerMismatches, moveGold } from '../../gold/gold-ledger';

jest.setTimeout(240_000);

describe.each(testBackends())('a DISCOUNT coupon at checkout (Gold) on %s', (backend) => {
  let t: TestApp;
  const db = () => t.database.db;
  const coupons = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { SERVICE_TERMINATES_AT: '2099-01-01T00:00:00Z' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const createProject = async (supply: number, priceGold: number) => {
    const { projectId, designIds } = await createSaleProject(t, [supply], { priceGold });
    return { projectId, designId: designIds[0] ?? 0 };
  };
  const buyer = (label: string, gold = 10_000) => createBuyer(t, label, { gold });
  const discountCoupon = (who: TestMember, values: Parameters<typeof registerDiscountCoupon>[2] = {}) => registerDiscountCoupon(t, who, values);

  const buy = (who: TestMember, payload: object, key = `k-${Math.random().toString(36).slice(2)}`) =>
    t.app.inject({ method: 'POST', url: '/api/payment/coinReveal', headers: { 'accept-language': 'en', ...who.auth, 'idempotency-key': key }, payload });
  const usedFor = async (memberCouponId: number) =>
    (await coupons().selectFrom('member_coupon').select(['used_at', 'used_for']).where('id', '=', memberCouponId).executeTakeFirstOrThrow()).used_for;

  test('the discount lowers the Gold debited exactly as the quote says, and the coupon is used for that purchase', async () => {
    const { projectId } = await createProject(10, 333);
    const member = await buyer('discount', 5_000);
    const memberCouponId = await discountCoupon(member);
    const quote = successData(
      await t.app.inject({ method: 'POST', url: '/api/coupon/discount', headers: member.auth, payload: { memberCouponId, projectId, quantity: 3 } }),
      couponDiscountResultSchema,
    );
    // 999 Gold, 10% off rounded down: 99 off.
    expect(quote).toEqual({ originalGold: 999, discountGold: 99, totalGold: 900 });

    const bought = successData(await buy(member, { projectId, quantity: 3, agreeRefundPolicy: true, memberCouponId }), coinRevealResultSchema);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(5_000 - 900);
    const purchase = await db()
      .selectFrom('purchase')
      .select(['total_gold', 'unit_price_gold', 'quantity'])
      .where('id', '=', bought.purchaseId)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({ total_gold: 900, unit_price_gold: 333, quantity: 3 });
    expect(await usedFor(memberCouponId)).toBe(`purchase:${bought.purchaseId}`);

    // Used: a second purchase with it is refused, nothing is bought or debited.
    const again = failure(await buy(member, { projectId, quantity: 1, agreeRefundPolicy: true, memberCouponId }));
    expect(again).toMatchObject({ code: 'COUPON_UNUSABLE' });
    expect(await goldBalance(t.database.db, member.user.id)).toBe(4_100);
    expect(await db().selectFrom('purchase').select('id').where('user_id', '=', member.user.id).execute()).toHaveLength(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  test("a fixed-Gold coupon, scope to another project, or someone else's coupon: refused, nothing bought", async () => {
    const { projectId } = await createProject(10, 100);
    const other = await createProject(10, 100);
    const member = await buyer('scope', 1_000);
    const fixed = await discountCoupon(member, { discount_percent: null, discount_gold: 30, project_id: projectId });
    const elsewhere = await discountCoupon(member, { project_id: other.projectId });

    expect(failure(await buy(member, { projectId, quantity: 1, agreeRefundPolicy: true, memberCouponId: elsewhere })).code).toBe('COUPON_UNUSABLE');
    const stranger = await buyer('stranger', 1_000);
    expect(failure(await buy(stranger, { projectId, quantity: 1, agreeRefundPolicy: true, memberCouponId: fixed })).code).toBe('COUPON_NOT_FOUND');
    expect(await goldBalance(t.database.db, member.user.id)).toBe(1_000);
    expect(await goldBalance(t.database.db, stranger.user.id)).toBe(1_000);
    expect(await usedFor(elsewhere)).toBeNull();

    successData(await buy(member, { projectId, quantity: 2, agreeRefundPolicy: true, memberCouponId: fixed }), coinRevealResultSchema);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(1_000 - 170);
  });

  test('not enough Gold after the discount: nothing bought and the coupon stays unused', async () => {
    const { projectId, designId } = await createProject(10, 100);
    const member = await buyer('poor', 80);
    const memberCouponId = await discountCoupon(member);
    expect(failure(await buy(member, { projectId, quantity: 1, agreeRefundPolicy: true, memberCouponId })).code).toBe('INSUFFICIENT_GOLD');
    expect(await usedFor(memberCouponId)).toBeNull();
    expect((await db().selectFrom('key_design').select('supply_remaining').where('id', '=', designId).executeTakeFirstOrThrow()).supply_remaining).toBe(10);
    await t.database.db
      .transaction()
      .execute((trx) => moveGold(trx, { userId: member.user.id, kind: 'ADJUSTMENT', amount: 10, reference: 'test', now: t.clock.now() }));
    successData(await buy(member, { projectId, quantity: 1, agreeRefundPolicy: true, memberCouponId }), coinRevealResultSchema);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(0);
  });

  test('concurrent purchases with one coupon: it is used once, the other purchases are refused', async () => {
    const { projectId, designId } = await createProject(20, 100);
    const member = await buyer('race', 10_000);
    const memberCouponId = await discountCoupon(member);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        buy(member, { projectId, quantity: 1, agreeRefundPolicy: true, memberCouponId }, `coupon-race-${backend}-${index}`),
      ),
    );
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => failure(answer).code))).toEqual(new Set(['COUPON_UNUSABLE']));
    const [winner] = succeeded;
    if (!winner) throw new Error('no purchase');
    const { purchaseId } = successData(winner, coinRevealResultSchema);
    expect(await usedFor(memberCouponId)).toBe(`purchase:${purchaseId}`);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(10_000 - 90);
    expect((await db().selectFrom('key_design').select('supply_remaining').where('id', '=', designId).executeTakeFirstOrThrow()).supply_remaining).toBe(19);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
