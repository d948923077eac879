import { cardRevealResultSchema, cartCardCheckoutResultSchema, coinRevealResultSchema, cartCardConfirmResultSchema, cartSchema } from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createBuyer, createSaleProject } from '../../../testing/test-commerce';
import type { TestMember } from '../../../testing/test-members';
import { goldBalance, ledgerMismatches } from '../../gold/gold-ledger';
import { SandboxCardProvider } from '../../payments/sandbox-card-provider';

jest.setTimeout(240_000);

describe.each(testBackends())('the cart paid by card (sandbox) on %s', (backend) => {
  let t: TestApp;
  const db = () => t.database.db;
  const newKey = () => `k-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { SERVICE_TERMINATES_AT: '2099-01-01T00:00:00Z' } });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await t?.close();
  });

  const headersOf = (who: TestMember | null) => ({ 'accept-language': 'en', ...(who ? who.auth : {}) });
  const getCart = async (who: TestMember) => successData(await t.app.inject({ method: 'GET', url: '/api/cart', headers: headersOf(who) }), cartSchema);
  const add = async (who: TestMember, projectId: number, quantity: number) =>
    successData(await t.app.inject({ method: 'POST', url: '/api/cart', headers: headersOf(who), payload: { projectId, quantity } }), cartSchema);
  const order = (itemIds: number[], extra: object = {}) => ({ itemIds, agreeRefundPolicy: true, providerId: 'sandbox-card', ...extra });
  const open = (who: TestMember | null, payload: object, key: string | null = newKey()) =>
    t.app.inject({ method: 'POST', url: '/api/cart/checkout/card', headers: { ...headersOf(who), ...(key ? { 'idempotency-key': key } : {}) }, payload });
  const confirm = (who: TestMember, paymentId: string, token: string, url = '/api/cart/checkout/card/confirm') =>
    t.app.inject({ method: 'POST', url, headers: { ...headersOf(who), 'idempotency-key': newKey() }, payload: { paymentId, token } });
  /** The buyer at the hosted checkout: answers where the provider sends the browser back. */
  const atCheckout = async (checkoutUrl: string, action: 'approve' | 'decline' | 'cancel', cardNumber = '4242 4242 4242 4242') => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ payment: new URL(checkoutUrl).searchParams.get('payment') ?? '', cardNumber, action }).toString(),
    });
    expect(submitted.statusCode).toBe(303);
    return new URL(String(submitted.headers.location));
  };
  const remainingOf = async (projectId: number) =>
    (await db().selectFrom('key_design').select('supply_remaining').where('project_id', '=', projectId).execute()).reduce(
      (sum, row) => sum + row.supply_remaining,
      0,
    );
  const purchasesOf = (who: TestMember) =>
    db().selectFrom('purchase').select(['id', 'project_id', 'quantity', 'pay_method']).where('user_id', '=', who.user.id).orderBy('id').execute();
  const paymentOf = (id: string) => db().selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const linesOf = async (who: TestMember) => (await getCart(who)).items.map((item) => ({ projectId: item.projectId, quantity: item.quantity }));

  /** A member with two lines: 2 KEYs of a (USD 1.50 each) and 3 of b (USD 2.00 each). */
  const twoLines = async (label: string, supplies: { a?: number; b?: number } = {}) => {
    const member = await createBuyer(t, label, { gold: 500 });
    const a = await createSaleProject(t, [supplies.a ?? 5], { priceGold: 150, priceUsdCents: 150 });
    const b = await createSaleProject(t, [supplies.b ?? 5], { priceGold: 200, priceUsdCents: 200 });
    await add(member, a.projectId, 2);
    const cart = await add(member, b.projectId, 3);
    return { member, a: a.projectId, b: b.projectId, cart, itemIds: cart.items.map((item) => item.itemId) };
  };

  test('the cart shows its card total; the checkout checks the requirements in order and prices every line in USD', async () => {
    const { member, b, cart, itemIds } = await twoLines('card-rules');
    expect(cart.totalUsdCents).toBe(900);
    expect(cart.items.map((item) => ({ unit: item.unitPriceUsdCents, line: item.lineTotalUsdCents }))).toEqual([
      { unit: 200, line: 600 },
      { unit: 150, line: 300 },
    ]);
    expect(failure(await open(null, order(itemIds)))).toMatchObject({ status: 401, code: 'LOGIN_NEEDED', message: 'Login needed.' });
    const unverified = await createBuyer(t, 'card-unverified', { verified: false, adult: false });
    expect(failure(await open(unverified, order(itemIds, { agreeRefundPolicy: false }))).code).toBe('IDENTITY_VERIFICATION_REQUIRED');
    const minor = await createBuyer(t, 'card-minor', { adult: false });
    expect(failure(await open(minor, order(itemIds, { agreeRefundPolicy: false }))).message).toBe('Only users over the age of 18 may use.');
    expect(failure(await open(member, order(itemIds, { agreeRefundPolicy: false })))).toMatchObject({
      code: 'REFUND_POLICY_REQUIRED',
      message: 'You must first agree to the refund policy.',
    });
    expect(failure(await open(member, order(itemIds), null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(failure(await open(member, order(itemIds, { providerId: 'nope' }))).code).toBe('PAYMENT_PROVIDER_NOT_FOUND');
    // Another member's line is not in my cart.
    const stranger = await createBuyer(t, 'card-stranger');
    expect(failure(await open(stranger, order(itemIds))).code).toBe('CART_CHANGED');
    // A line that cannot be bought now is refused before paying, naming its project.
    await db().updateTable('key_design').set({ supply_remaining: 2 }).where('project_id', '=', b).execute();
    expect(failure(await open(member, order(itemIds)))).toMatchObject({ code: 'INSUFFICIENT_KEYS', details: { projectId: b } });
    expect(await db().selectFrom('payment').select('id').where('user_id', '=', member.user.id).execute()).toEqual([]);
  });

  test('two lines confirmed 10 times at once: ONE provider payment, each line bought once by CARD, the lines leave the cart', async () => {
    const { member, a, b, itemIds } = await twoLines('card-two');
    const key = newKey();
    const created = successData(await open(member, order(itemIds), key), cartCardCheckoutResultSchema);
    expect(created.usdCents).toBe(900);
    expect(successData(await open(member, order(itemIds), key), cartCardCheckoutResultSchema)).toEqual(created);
    expect(await db().selectFrom('payment').select(['amount_usd_cents', 'status']).where('user_id', '=', member.user.id).execute()).toEqual([
      { amount_usd_cents: 900, status: 'CREATED' },
    ]);
    // The hosted checkout shows the total; nothing is reserved before the confirmation.
    const page = await t.app.inject({ method: 'GET', url: new URL(created.checkoutUrl).pathname + new URL(created.checkoutUrl).search });
    expect(page.body).toContain('USD 9.00');
    expect(await remainingOf(a)).toBe(5);

    const back = await atCheckout(created.checkoutUrl, 'approve');
    expect(back.pathname).toBe('/callback/payment-success');
    expect(back.searchParams.get('order')).toBe('cart');
    const token = back.searchParams.get('token') ?? '';
    expect(failure(await confirm(member, created.paymentId, 'forged')).code).toBe('PAYMENT_FAILED');
    // Not a single-project payment: the KEY confirmation does not know it.
    expect(failure(await confirm(member, created.paymentId, token, '/api/payment/reveal/confirm')).code).toBe('PAYMENT_NOT_FOUND');

    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(member, created.paymentId, token)));
    const results = answers.map((answer) => successData(answer, cartCardConfirmResultSchema));
    const [first] = results;
    if (!first) throw new Error('no answer');
    for (const result of results) expect(result).toEqual(first);
    const purchases = await purchasesOf(member);
    expect(purchases.map((row) => row.id)).toEqual(first.purchaseIds);
    expect(purchases.map(({ project_id, quantity, pay_method }) => ({ project_id, quantity, pay_method }))).toEqual([
      { project_id: a, quantity: 2, pay_method: 'CARD' },
      { project_id: b, quantity: 3, pay_method: 'CARD' },
    ]);
    expect(await remainingOf(a)).toBe(3);
    expect(await remainingOf(b)).toBe(2);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(500);
    expect((await paymentOf(created.paymentId)).status).toBe('CONFIRMED');
    expect(await linesOf(member)).toEqual([]);
    const other = await createBuyer(t, 'card-other');
    expect(failure(await confirm(other, created.paymentId, token)).code).toBe('PAYMENT_NOT_FOUND');
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  test('a line grown after the checkout keeps what was not paid for', async () => {
    const { member, a, b, itemIds } = await twoLines('card-grown');
    const created = successData(await open(member, order(itemIds)), cartCardCheckoutResultSchema);
    await add(member, a, 1);
    const token = (await atCheckout(created.checkoutUrl, 'approve')).searchParams.get('token') ?? '';
    successData(await confirm(member, created.paymentId, token), cartCardConfirmResultSchema);
    expect(await linesOf(member)).toEqual([{ projectId: a, quantity: 1 }]);
    expect((await purchasesOf(member)).map((row) => [row.project_id, row.quantity])).toEqual([
      [a, 2],
      [b, 3],
    ]);
  });

  test('a line sold out before the confirmation: nothing is bought, the payment fails and is voided, the cart keeps its lines', async () => {
    const { member, a, b, itemIds } = await twoLines('card-late', { b: 3 });
    const voids = jest.spyOn(SandboxCardProvider.prototype, 'void');
    const created = successData(await open(member, order(itemIds)), cartCardCheckoutResultSchema);
    const token = (await atCheckout(created.checkoutUrl, 'approve')).searchParams.get('token') ?? '';
    const rival = await createBuyer(t, 'card-rival', { gold: 1000 });
    successData(
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/coinReveal',
        headers: { ...rival.auth, 'idempotency-key': newKey() },
        payload: { projectId: b, quantity: 1, agreeRefundPolicy: true },
      }),
      coinRevealResultSchema,
    );
    const answers = await Promise.all(Array.from({ length: 3 }, () => confirm(member, created.paymentId, token)));
    for (const answer of answers) expect(failure(answer)).toMatchObject({ code: 'INSUFFICIENT_KEYS', message: 'Insufficient KEYs remaining.' });
    const payment = await paymentOf(created.paymentId);
    expect(payment.status).toBe('FAILED');
    expect(payment.details).toMatchObject({ failure: 'INSUFFICIENT_KEYS' });
    expect(voids.mock.calls).toEqual([[created.paymentId, 'INSUFFICIENT_KEYS']]);
    expect(await purchasesOf(member)).toEqual([]);
    // Line a was not bought either (all or nothing).
    expect(await remainingOf(a)).toBe(5);
    expect(await remainingOf(b)).toBe(2);
    expect(await linesOf(member)).toEqual([
      { projectId: b, quantity: 3 },
      { projectId: a, quantity: 2 },
    ]);
  });

  test('declined or cancelled at the checkout: PAYMENT_FAILED / PAYMENT_CANCELLED, nothing bought, the cart keeps its lines', async () => {
    const { member, a, b, itemIds } = await twoLines('card-declined');
    for (const [action, card, code] of [
      ['approve', '4000 0000 0000 0002', 'PAYMENT_FAILED'],
      ['decline', '4242 4242 4242 4242', 'PAYMENT_FAILED'],
      ['cancel', '4242 4242 4242 4242', 'PAYMENT_CANCELLED'],
    ] as const) {
      const created = successData(await open(member, order(itemIds)), cartCardCheckoutResultSchema);
      const back = await atCheckout(created.checkoutUrl, action, card);
      expect(back.pathname).toBe('/callback/payment-error');
      expect(back.searchParams.get('order')).toBe('cart');
      const token = back.searchParams.get('token') ?? '';
      expect(failure(await confirm(member, created.paymentId, token)).code).toBe(code);
      expect(failure(await confirm(member, created.paymentId, token)).code).toBe(code);
    }
    expect(await purchasesOf(member)).toEqual([]);
    expect(await remainingOf(a)).toBe(5);
    expect(await linesOf(member)).toEqual([
      { projectId: b, quantity: 3 },
      { projectId: a, quantity: 2 },
    ]);
  });

  test('a single-project card payment is not confirmed as a cart', async () => {
    const member = await createBuyer(t, 'card-single');
    const { projectId } = await createSaleProject(t, [5], { priceUsdCents: 100 });
    const created = successData(
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/reveal',
        headers: { ...headersOf(member), 'idempotency-key': newKey() },
        payload: { projectId, quantity: 1, agreeRefundPolicy: true, providerId: 'sandbox-card' },
      }),
      cardRevealResultSchema,
    );
    const token = (await atCheckout(created.checkoutUrl, 'approve')).searchParams.get('token') ?? '';
    expect(failure(await confirm(member, created.paymentId, token)).code).toBe('PAYMENT_NOT_FOUND');
    expect((await paymentOf(created.paymentId)).status).toBe('CREATED');
  });
});
