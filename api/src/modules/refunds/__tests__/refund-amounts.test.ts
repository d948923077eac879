import { randomUUID } from 'node:crypto';
import type { AppUserRow } from '../../../db/schema';
import { createBuyer, createSaleProject } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import { moveGold } from '../../gold/gold-ledger';
import { handOverKey } from '../../ownership/move-key';
import { purchaseInTransaction } from '../../purchase/purchase-transaction';
import { refundAmounts } from '../refund-amounts';
import { createRefundApp, payForGold, type RefundTestApp } from './refund-fixture';

jest.setTimeout(120_000);

describe.each(testBackends())('refund amount policy on a real ledger on %s', (backend) => {
  let t: RefundTestApp;
  beforeAll(async () => {
    t = await createRefundApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const credit = (userId: number, kind: 'REWARD' | 'ADJUSTMENT' | 'SALE' | 'SPEND', amount: number) =>
    db()
      .transaction()
      .execute((trx) => moveGold(trx, { userId, kind, amount, reference: `test:${kind}:${randomUUID()}`, now: t.clock.now() }));
  const buy = (user: AppUserRow, projectId: number, quantity: number, payMethod: 'GOLD' | 'CARD' | 'COUPON', idempotency: string) =>
    db()
      .transaction()
      .execute((trx) => purchaseInTransaction(trx, { user, projectId, quantity, idempotency, now: t.clock.now(), payMethod }));
  const cardPayment = async (userId: number, usdCents: number, details: Record<string, unknown>, status: 'CONFIRMED' | 'DECLINED' = 'CONFIRMED') => {
    const id = randomUUID();
    const now = t.clock.now();
    await db()
      .insertInto('payment')
      .values({
        id,
        user_id: userId,
        provider: 'sandbox',
        purpose: 'KEY',
        amount_usd_cents: usdCents,
        status,
        details: JSON.stringify(details),
        created_at: now,
        settled_at: now,
      })
      .execute();
    t.clock.advance(1000);
    return id;
  };
  const ownedItems = async (purchaseId: number) =>
    db().selectFrom('purchase_item').select('key_item_id').where('purchase_id', '=', purchaseId).orderBy('draw_position').execute();

  test('Gold bought by card, spent on KEYs and the market, gifted and earned; KEYs by Gold, card and cart; a coupon draw', async () => {
    const buyer = await createBuyer(t, 'ledger', { gold: 0 });
    const friend = await createBuyer(t, 'friend', { gold: 0 });
    const userId = buyer.user.id;
    const goldProject = await createSaleProject(t, [10], { priceGold: 400, priceUsdCents: 400 });
    const cardProject = await createSaleProject(t, [10], { priceGold: 150, priceUsdCents: 150 });
    const cartA = await createSaleProject(t, [10], { priceGold: 120, priceUsdCents: 120 });
    const cartB = await createSaleProject(t, [10], { priceGold: 90, priceUsdCents: 90 });

    // Purchased Gold: 1,000 for $10 and 2,000 for $18 (P = 3,000 for 2,800 cents); a declined payment credits nothing.
    await payForGold(t, userId, 1000, 1000);
    await payForGold(t, userId, 2000, 1800);
    await cardPayment(userId, 5000, { projectId: cardProject.projectId, quantity: 1 }, 'DECLINED');
    // Free Gold: an event reward, an adjustment, a market sale's earnings.
    await credit(userId, 'REWARD', 500);
    await credit(userId, 'ADJUSTMENT', 200);
    await credit(userId, 'SALE', 300);
    // Spent: 3 KEYs at 400 Gold, and 1,000 Gold on a market listing → balance 4,000 - 1,200 - 1,000 = 1,800.
    const goldPurchase = await buy(buyer.user, goldProject.projectId, 3, 'GOLD', `gold-${randomUUID()}`);
    await credit(userId, 'SPEND', -1000);
    // One of the Gold KEYs is transferred away: it is no longer refunded.
    const [given] = await ownedItems(goldPurchase.purchaseId);
    await db()
      .transaction()
      .execute((trx) =>
        handOverKey(trx, {
          keyItemId: given?.key_item_id ?? 0,
          fromUserId: userId,
          toUserId: friend.user.id,
          kind: 'TRANSFER',
          actor: null,
          now: t.clock.now(),
        }),
      );

    // Card: 2 KEYs of one project for 300 cents.
    const single = await cardPayment(userId, 300, { projectId: cardProject.projectId, quantity: 2, memberCouponId: null });
    await buy(buyer.user, cardProject.projectId, 2, 'CARD', `payment:${single}`);
    // Card cart: 1 KEY of A (120) and 2 of B (2 × 90) for 300 cents.
    const lines = [
      { itemId: 9001, projectId: cartA.projectId, quantity: 1 },
      { itemId: 9002, projectId: cartB.projectId, quantity: 2 },
    ];
    const cart = await cardPayment(userId, 300, { kind: 'CART', lines });
    for (const line of lines) await buy(buyer.user, line.projectId, line.quantity, 'CARD', `payment:${cart}:${line.itemId}`);
    // A market listing paid by card: money paid, but not a platform KEY.
    await cardPayment(userId, 500, { kind: 'LISTING', listingId: 1, priceGold: 500 });
    // A coupon draw: free, not listed.
    await buy(buyer.user, goldProject.projectId, 1, 'COUPON', `coupon:${randomUUID()}`);

    const usd = await refundAmounts(db(), userId, 'USD');
    expect(usd.payments.map((line) => [line.purpose, line.amountUsdCents])).toEqual([
      ['GOLD', 1000],
      ['GOLD', 1800],
      ['KEY', 300],
      ['CART', 300],
      ['LISTING', 500],
    ]);
    expect(usd.payments[0]?.description.en).toBe('1,000 Gold');
    expect(usd.payments[2]?.description.en).toMatch(/^2 KEYs of Test project/);
    expect(usd.totalPaidUsdCents).toBe(3900);
    expect(usd).toMatchObject({ purchasedGold: 3000, goldBalance: 1800, unspentPurchasedGold: 1800 });
    // floor(1,800 × 2,800 / 3,000) = 1,680.
    expect(usd.unspentGoldUsdCents).toBe(1680);
    const byPrice = usd.keys.map((line) => [line.paidWith, line.paidUsdCents]).sort();
    expect(byPrice).toEqual(
      [
        ['CARD', 120],
        ['CARD', 150],
        ['CARD', 150],
        ['CARD', 90],
        ['CARD', 90],
        ['GOLD', 400],
        ['GOLD', 400],
      ].sort(),
    );
    expect(usd.keys.map((line) => line.keyItemId)).not.toContain(given?.key_item_id);
    expect(usd.keysUsdCents).toBe(1400);
    expect(usd).toMatchObject({ cappedAtTotalPaid: false, estimateUsdCents: 3080, currency: 'USD', totalPaidInCurrency: 3900, estimateInCurrency: 3080 });

    const krw = await refundAmounts(db(), userId, 'KRW');
    expect(krw).toMatchObject({ currency: 'KRW', totalPaidInCurrency: 54_600, estimateInCurrency: 43_120, estimateUsdCents: 3080 });
  });

  test('free Gold is spent first; the estimate never exceeds what was paid; nothing paid means nothing to refund', async () => {
    const member = await createBuyer(t, 'capped', { gold: 0 });
    const project = await createSaleProject(t, [10], { priceGold: 1000, priceUsdCents: 1000 });
    await payForGold(t, member.user.id, 1000, 1000);
    await t.database.db
      .transaction()
      .execute((trx) => moveGold(trx, { userId: member.user.id, kind: 'REWARD', amount: 5000, reference: 'test:reward', now: t.clock.now() }));
    await buy(member.user, project.projectId, 1, 'GOLD', `gold-${randomUUID()}`);
    const amounts = await refundAmounts(db(), member.user.id, 'USD');
    // Balance 5,000 (all of it could be free Gold, but at most the 1,000 bought counts) + a 1,000-Gold KEY = 2,000 > 1,000 paid.
    expect(amounts).toMatchObject({
      goldBalance: 5000,
      unspentPurchasedGold: 1000,
      unspentGoldUsdCents: 1000,
      keysUsdCents: 1000,
      cappedAtTotalPaid: true,
      estimateUsdCents: 1000,
    });

    const spender = await createBuyer(t, 'spender', { gold: 0 });
    await payForGold(t, spender.user.id, 1000, 990);
    await credit(spender.user.id, 'REWARD', 300);
    await credit(spender.user.id, 'SPEND', -1100);
    // 200 Gold left: the 300 free Gold went first, so 200 of the purchased Gold remain: floor(200 × 990 / 1,000) = 198.
    expect(await refundAmounts(db(), spender.user.id, 'USD')).toMatchObject({
      goldBalance: 200,
      unspentPurchasedGold: 200,
      unspentGoldUsdCents: 198,
      estimateUsdCents: 198,
    });

    const gifted = await createBuyer(t, 'gifted', { gold: 2000 });
    const couponProject = await createSaleProject(t, [5]);
    await buy(gifted.user, couponProject.projectId, 1, 'COUPON', `coupon:${randomUUID()}`);
    expect(await refundAmounts(db(), gifted.user.id, 'KRW')).toMatchObject({
      payments: [],
      totalPaidUsdCents: 0,
      purchasedGold: 0,
      unspentPurchasedGold: 0,
      keys: [],
      estimateUsdCents: 0,
      estimateInCurrency: 0,
    });
  });
});
