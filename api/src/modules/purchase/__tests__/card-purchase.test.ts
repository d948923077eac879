import { cardRevealResultSchema, coinRevealResultSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createBuyer, createSaleProject, registerDiscountCoupon } from '../../../testing/test-commerce';
import type { TestMember } from '../../../testing/test-members';
import { goldBalance, ledgerMismatches } from '../../gold/gold-ledger';

jest.setTimeout(240_000);

describe.each(testBackends())('KEY purchase by card (sandbox) on %s', (backend) => {
  let t: TestApp;
  const db = () => t.database.db;
  const coupons = () => t.database.db;
  const newKey = () => `k-${Math.random().toString(36).slice(2)}`;

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

  const order = (projectId: number, extra: object = {}) => ({ projectId, quantity: 3, agreeRefundPolicy: true, providerId: 'sandbox-card', ...extra });
  const open = (headers: Record<string, string>, payload: object, key: string | null = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/reveal',
      headers: { 'accept-language': 'en', ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const confirm = (who: TestMember, paymentId: string, token: string, key = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/reveal/confirm',
      headers: { 'accept-language': 'en', ...who.auth, 'idempotency-key': key },
      payload: { paymentId, token },
    });
  /** The buyer at the hosted checkout: answers where the provider sends the browser back. */
  const atCheckout = async (checkoutUrl: string, action: 'approve' | 'decline' | 'cancel', cardNumber = '4242 4242 4242 4242') => {
    const url = new URL(checkoutUrl);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ payment: url.searchParams.get('payment') ?? '', cardNumber, action }).toString(),
    });
    expect(submitted.statusCode).toBe(303);
    return new URL(String(submitted.headers.location));
  };
  const remaining = async (designId: number) =>
    (await db().selectFrom('key_design').select('supply_remaining').where('id', '=', designId).executeTakeFirstOrThrow()).supply_remaining;
  const paymentOf = (id: string) => db().selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('the same requirements as with Gold, in the same order and with the same messages', async () => {
    const { projectId } = await createProject(5, 100);
    expect(failure(await open({}, order(projectId)))).toMatchObject({ status: 401, code: 'LOGIN_NEEDED', message: 'Login needed.' });
    const unverified = await buyer('unverified');
    await db().updateTable('app_user').set({ di: null, is_adult: false }).where('id', '=', unverified.user.id).execute();
    expect(failure(await open(unverified.auth, order(projectId, { agreeRefundPolicy: false }))).code).toBe('IDENTITY_VERIFICATION_REQUIRED');
    const minor = await buyer('minor');
    await db().updateTable('app_user').set({ is_adult: false }).where('id', '=', minor.user.id).execute();
    expect(failure(await open(minor.auth, order(projectId, { agreeRefundPolicy: false }))).message).toBe('Only users over the age of 18 may use.');
    const adult = await buyer('adult');
    expect(failure(await open(adult.auth, order(projectId, { agreeRefundPolicy: false })))).toMatchObject({
      code: 'REFUND_POLICY_REQUIRED',
      message: 'You must first agree to the refund policy.',
    });
    const suspended = await buyer('suspended');
    await db().updateTable('app_user').set({ status: 6 }).where('id', '=', suspended.user.id).execute();
    expect(failure(await open(suspended.auth, order(projectId))).code).toBe('ACCOUNT_SUSPENDED');
    expect(failure(await open(adult.auth, order(projectId), null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(failure(await open(adult.auth, order(projectId, { providerId: 'nope' }))).code).toBe('PAYMENT_PROVIDER_NOT_FOUND');
    // Sold too few before paying: refused before the checkout.
    expect(failure(await open(adult.auth, order(projectId, { quantity: 6 }))).code).toBe('INSUFFICIENT_KEYS');
    expect(await db().selectFrom('payment').select('id').where('user_id', '=', adult.user.id).execute()).toEqual([]);
  });

  test('approved: one purchase paid by CARD (no Gold moves), whatever the number of concurrent confirmations', async () => {
    const { projectId, designId } = await createProject(10, 100);
    const member = await buyer('card', 1_000);
    const key = newKey();
    const created = successData(await open(member.auth, order(projectId), key), cardRevealResultSchema);
    expect(created.usdCents).toBe(300);
    // The same key answers the same payment; nothing is reserved yet.
    expect(successData(await open(member.auth, order(projectId), key), cardRevealResultSchema)).toEqual(created);
    expect(await remaining(designId)).toBe(10);
    const back = await atCheckout(created.checkoutUrl, 'approve');
    expect(back.pathname).toBe('/callback/payment-success');
    const token = back.searchParams.get('token') ?? '';
    expect(failure(await confirm(member, created.paymentId, 'forged')).code).toBe('PAYMENT_FAILED');

    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(member, created.paymentId, token)));
    const results = answers.map((answer) => successData(answer, coinRevealResultSchema));
    const [first] = results;
    if (!first) throw new Error('no answer');
    expect(first.items).toHaveLength(3);
    for (const result of results) expect(result.purchaseId).toBe(first.purchaseId);
    const purchases = await db().selectFrom('purchase').select(['id', 'pay_method', 'total_gold']).where('user_id', '=', member.user.id).execute();
    expect(purchases).toEqual([{ id: first.purchaseId, pay_method: 'CARD', total_gold: 300 }]);
    expect(await remaining(designId)).toBe(7);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(1_000);
    expect((await paymentOf(created.paymentId)).status).toBe('CONFIRMED');
    const other = await buyer('other');
    expect(failure(await confirm(other, created.paymentId, token)).code).toBe('PAYMENT_NOT_FOUND');
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  test('declined or cancelled at the checkout: PAYMENT_FAILED / PAYMENT_CANCELLED, no KEYs', async () => {
    const { projectId, designId } = await createProject(10, 100);
    const member = await buyer('declined');
    for (const [action, card, code, message] of [
      ['approve', '4000 0000 0000 0002', 'PAYMENT_FAILED', 'Payment fail. Please try again.'],
      ['decline', '4242 4242 4242 4242', 'PAYMENT_FAILED', 'Payment fail. Please try again.'],
      ['cancel', '4242 4242 4242 4242', 'PAYMENT_CANCELLED', 'Payment cancel.'],
    ] as const) {
      const created = successData(await open(member.auth, order(projectId)), cardRevealResultSchema);
      const back = await atCheckout(created.checkoutUrl, action, card);
      expect(back.pathname).toBe('/callback/payment-error');
      const token = back.searchParams.get('token') ?? '';
      expect(failure(await confirm(member, created.paymentId, token))).toMatchObject({ code, message });
      expect(failure(await confirm(member, created.paymentId, token)).code).toBe(code);
    }
    expect(await db().selectFrom('purchase').select('id').where('user_id', '=', member.user.id).execute()).toEqual([]);
    expect(await remaining(designId)).toBe(10);
  });

  test('sold out before the confirmation: the payment fails with INSUFFICIENT_KEYS and nothing is bought', async () => {
    const { projectId, designId } = await createProject(3, 100);
    const member = await buyer('late');
    const created = successData(await open(member.auth, order(projectId)), cardRevealResultSchema);
    const token = (await atCheckout(created.checkoutUrl, 'approve')).searchParams.get('token') ?? '';
    const rival = await buyer('rival');
    successData(
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/coinReveal',
        headers: { ...rival.auth, 'idempotency-key': newKey() },
        payload: { projectId, quantity: 1, agreeRefundPolicy: true },
      }),
      coinRevealResultSchema,
    );
    expect(failure(await confirm(member, created.paymentId, token))).toMatchObject({ code: 'INSUFFICIENT_KEYS', message: 'Insufficient KEYs remaining.' });
    expect(failure(await confirm(member, created.paymentId, token)).code).toBe('INSUFFICIENT_KEYS');
    const payment = await paymentOf(created.paymentId);
    expect(payment.status).toBe('FAILED');
    expect(payment.details).toMatchObject({ failure: 'INSUFFICIENT_KEYS' });
    expect(await db().selectFrom('purchase').select('id').where('user_id', '=', member.user.id).execute()).toEqual([]);
    expect(await remaining(designId)).toBe(2);
  });

  test('a DISCOUNT coupon lowers the card price and is used by the purchase at the confirmation', async () => {
    const { projectId } = await createProject(10, 100);
    const member = await buyer('coupon-card');
    const memberCouponId = await discountCoupon(member);
    const created = successData(await open(member.auth, order(projectId, { memberCouponId })), cardRevealResultSchema);
    expect(created.usdCents).toBe(270);
    expect((await paymentOf(created.paymentId)).amount_usd_cents).toBe(270);
    const token = (await atCheckout(created.checkoutUrl, 'approve')).searchParams.get('token') ?? '';
    const { purchaseId } = successData(await confirm(member, created.paymentId, token), coinRevealResultSchema);
    const used = await coupons().selectFrom('member_coupon').select('used_for').where('id', '=', memberCouponId).executeTakeFirstOrThrow();
    expect(used.used_for).toBe(`purchase:${purchaseId}`);
    expect(failure(await open(member.auth, order(projectId, { memberCouponId }))).code).toBe('COUPON_UNUSABLE');
  });
});
