import {
  coinHistorySchema,
  coinInfoSchema,
  coinPaymentCreatedSchema,
  coinPaymentResultSchema,
  coinPriceSchema,
  meSchema,
  paymentProvidersByNameSchema,
  paymentProvidersSchema,
} from 'shared-contract';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { goldBalance, ledgerMismatches } from '../../gold/gold-ledger';

jest.setTimeout(120_000);

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

describe.each(testBackends())('Gold purchase by sandbox card on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    (t.clock as TestClock).reset();
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const buy = (member: TestMember, gold: unknown, key = newKey(), providerId = 'sandbox-card') =>
    t.app.inject({ method: 'POST', url: '/api/coin/payment', headers: { ...member.auth, 'idempotency-key': key }, payload: { gold, providerId } });

  /** The buyer at the hosted checkout: submits the form and follows nothing; answers the redirect target. */
  const atCheckout = async (checkoutUrl: string, action: 'approve' | 'decline' | 'cancel', cardNumber = '4242 4242 4242 4242') => {
    const url = new URL(checkoutUrl);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve');
    const paymentId = url.searchParams.get('payment') ?? '';
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ payment: paymentId, cardNumber, action }).toString(),
    });
    expect(submitted.statusCode).toBe(303);
    return new URL(String(submitted.headers.location));
  };

  const confirm = (member: TestMember, paymentId: string, token: string, key = newKey()) =>
    t.app.inject({ method: 'POST', url: '/api/coin/payment/confirm', headers: { ...member.auth, 'idempotency-key': key }, payload: { paymentId, token } });

  test('prices, providers and the purchase rules: 790 and 805 refused with their codes, a key required', async () => {
    const price = successData(await t.app.inject({ method: 'GET', url: '/api/coin/price' }), coinPriceSchema);
    expect(price.packages[0]).toEqual({ gold: 800, usdCents: 800, approxKrw: 11200 });
    expect(price.packages.map((item) => item.gold)).toEqual([800, 1500, 3000, 5000, 10000]);
    const providers = successData(await t.app.inject({ method: 'GET', url: '/api/payment/providers' }), paymentProvidersSchema);
    expect(providers).toEqual([expect.objectContaining({ id: 'sandbox-card', name: 'sandbox', currency: 'USD' })]);
    const byName = successData(await t.app.inject({ method: 'GET', url: '/api/payment/providersByName' }), paymentProvidersByNameSchema);
    expect(byName.sandbox?.id).toBe('sandbox-card');

    const member = await createTestMember(t, 'rules@example.com');
    expect(failure(await buy(member, 790))).toMatchObject({ status: 400, code: 'GOLD_BELOW_MINIMUM' });
    expect(failure(await buy(member, 805))).toMatchObject({ status: 400, code: 'GOLD_NOT_IN_UNITS' });
    expect(failure(await buy(member, 800, '', 'sandbox-card'))).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(failure(await buy(member, 800, newKey(), 'nope'))).toMatchObject({ code: 'PAYMENT_PROVIDER_NOT_FOUND' });
    expect(failure(await t.app.inject({ method: 'POST', url: '/api/coin/payment', payload: { gold: 800, providerId: 'sandbox-card' } })).code).toBe(
      'TOKEN_MISSING',
    );
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/coin/payment',
      headers: { ...member.auth, 'idempotency-key': newKey(), 'accept-language': 'en' },
      payload: { gold: 790, providerId: 'sandbox-card' },
    });
    expect(failure(english).message).toBe('Gold can be bought from 800 Gold.');
    expect(await t.database.db.selectFrom('payment').select('id').where('user_id', '=', member.user.id).execute()).toEqual([]);

    const suspended = await createTestMember(t, 'suspended-buyer@example.com');
    await t.database.db.updateTable('app_user').set({ status: 6 }).where('id', '=', suspended.user.id).execute();
    expect(failure(await buy(suspended, 800))).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED' });
  });

  test('Gold purchase is closed unless the service is operating', async () => {
    const closing = await createTestApp(backend, { env: { SERVICE_TERMINATES_AT: '2020-01-01T00:00:00Z' } });
    try {
      const member = await createTestMember(closing, 'closing@example.com');
      const response = await closing.app.inject({
        method: 'POST',
        url: '/api/coin/payment',
        headers: { ...member.auth, 'idempotency-key': newKey() },
        payload: { gold: 800, providerId: 'sandbox-card' },
      });
      expect(failure(response)).toMatchObject({ status: 403, code: 'SERVICE_GOLD_PURCHASE_CLOSED' });
    } finally {
      await closing.close();
    }
  });

  test('approve: the server confirms with the provider, credits 800 Gold once, counts the purchase and lists it in the history', async () => {
    const member = await createTestMember(t, 'approve@example.com');
    const key = newKey();
    const created = successData(await buy(member, 800, key), coinPaymentCreatedSchema);
    expect(created).toMatchObject({ gold: 800, usdCents: 800 });
    // The same key answers the same payment (no second checkout).
    expect(successData(await buy(member, 800, key), coinPaymentCreatedSchema)).toEqual(created);
    expect(failure(await buy(member, 1500, key)).code).toBe('IDEMPOTENCY_KEY_REUSED');

    const page = await t.app.inject({ method: 'GET', url: new URL(created.checkoutUrl).pathname + new URL(created.checkoutUrl).search });
    expect(page.body).toContain('USD 8.00');
    expect(page.body).toContain('KEYS');
    expect(page.body).not.toContain('<script');

    const back = await atCheckout(created.checkoutUrl, 'approve');
    expect(back.pathname).toBe('/callback/coin-success');
    expect(back.searchParams.get('paymentId')).toBe(created.paymentId);
    const token = back.searchParams.get('token') ?? '';

    // A made-up token is refused and credits nothing.
    expect(failure(await confirm(member, created.paymentId, 'forged-token')).code).toBe('PAYMENT_FAILED');
    expect(await goldBalance(t.database.db, member.user.id)).toBe(0);

    const result = successData(await confirm(member, created.paymentId, token), coinPaymentResultSchema);
    expect(result).toEqual({ paymentId: created.paymentId, status: 'CONFIRMED', gold: 800, balance: 800 });
    // Delivered again, sequentially with new keys: the same answer, no new credit.
    for (let i = 0; i < 9; i += 1) expect(successData(await confirm(member, created.paymentId, token), coinPaymentResultSchema)).toEqual(result);

    expect(successData(await t.app.inject({ method: 'GET', url: '/api/coin/info', headers: member.auth }), coinInfoSchema)).toEqual({
      balance: 800,
      reserved: 0,
      purchaseCount: 1,
    });
    expect(successData(await t.app.inject({ method: 'GET', url: '/api/user/me', headers: member.auth }), meSchema).purchaseCount).toBe(1);
    const history = successData(await t.app.inject({ method: 'GET', url: '/api/coin/history', headers: member.auth }), coinHistorySchema);
    expect(history).toMatchObject({
      total: 1,
      page: 1,
      items: [{ kind: 'PURCHASE', amount: 800, balanceAfter: 800, reference: `payment:${created.paymentId}` }],
    });
    const row = await t.database.db.selectFrom('payment').selectAll().where('id', '=', created.paymentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'CONFIRMED', amount_usd_cents: 800, gold_amount: 800 });
    expect(row.provider_ref).toMatch(/^sbx_/);

    // Another member cannot confirm it.
    const other = await createTestMember(t, 'other@example.com');
    expect(failure(await confirm(other, created.paymentId, token)).code).toBe('PAYMENT_NOT_FOUND');
  });

  test('the same provider callback delivered 10 times concurrently credits once; the same key concurrently gets 409 or the same answer', async () => {
    const member = await createTestMember(t, 'concurrent@example.com');
    const created = successData(await buy(member, 1500), coinPaymentCreatedSchema);
    const token = (await atCheckout(created.checkoutUrl, 'approve')).searchParams.get('token') ?? '';
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(member, created.paymentId, token)));
    for (const response of responses) {
      expect(successData(response, coinPaymentResultSchema)).toEqual({ paymentId: created.paymentId, status: 'CONFIRMED', gold: 1500, balance: 1500 });
    }
    const sameKey = newKey();
    const twins = await Promise.all(Array.from({ length: 10 }, () => confirm(member, created.paymentId, token, sameKey)));
    for (const twin of twins) {
      if (twin.statusCode === 200) expect(successData(twin, coinPaymentResultSchema).gold).toBe(1500);
      else expect(failure(twin)).toMatchObject({ status: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
    }
    expect(await goldBalance(t.database.db, member.user.id)).toBe(1500);
    const ledger = await t.database.db.selectFrom('gold_ledger').select('amount').where('user_id', '=', member.user.id).execute();
    expect(ledger).toEqual([{ amount: 1500 }]);
    const user = await t.database.db.selectFrom('app_user').select('purchase_count').where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(user.purchase_count).toBe(1);
  });

  test('decline, a declined card and cancel: the error return URL, the payment marked, no Gold', async () => {
    const member = await createTestMember(t, 'decline@example.com');
    const cases = [
      { action: 'decline', card: '4242424242424242', code: 'declined', status: 'DECLINED' },
      { action: 'approve', card: '4000 0000 0000 0002', code: 'declined', status: 'DECLINED' },
      { action: 'cancel', card: '4242424242424242', code: 'cancelled', status: 'CANCELLED' },
    ] as const;
    for (const { action, card, code, status } of cases) {
      const created = successData(await buy(member, 800), coinPaymentCreatedSchema);
      const back = await atCheckout(created.checkoutUrl, action, card);
      expect(back.pathname).toBe('/callback/coin-error');
      expect(back.searchParams.get('code')).toBe(code);
      const token = back.searchParams.get('token') ?? '';
      // Even a caller pretending it went well cannot get Gold: the provider says otherwise.
      const result = successData(await confirm(member, created.paymentId, token), coinPaymentResultSchema);
      expect(result).toEqual({ paymentId: created.paymentId, status, gold: 0, balance: 0 });
      const row = await t.database.db.selectFrom('payment').select('status').where('id', '=', created.paymentId).executeTakeFirstOrThrow();
      expect(row.status).toBe(status);
    }
    expect(await goldBalance(t.database.db, member.user.id)).toBe(0);
    expect(successData(await t.app.inject({ method: 'GET', url: '/api/coin/info', headers: member.auth }), coinInfoSchema)).toEqual({
      balance: 0,
      reserved: 0,
      purchaseCount: 0,
    });
    const history = successData(await t.app.inject({ method: 'GET', url: '/api/coin/history', headers: member.auth }), coinHistorySchema);
    expect(history).toMatchObject({ total: 0, items: [] });
  });

  test('history is paged, newest first', async () => {
    const member = await createTestMember(t, 'history@example.com');
    for (const gold of [800, 1000, 1200]) {
      const created = successData(await buy(member, gold), coinPaymentCreatedSchema);
      const token = (await atCheckout(created.checkoutUrl, 'approve')).searchParams.get('token') ?? '';
      successData(await confirm(member, created.paymentId, token), coinPaymentResultSchema);
    }
    const first = successData(await t.app.inject({ method: 'GET', url: '/api/coin/history?page=1&size=2', headers: member.auth }), coinHistorySchema);
    expect(first.total).toBe(3);
    expect(first.items.map((item) => [item.amount, item.balanceAfter])).toEqual([
      [1200, 3000],
      [1000, 1800],
    ]);
    const second = successData(await t.app.inject({ method: 'GET', url: '/api/coin/history?page=2&size=2', headers: member.auth }), coinHistorySchema);
    expect(second.items.map((item) => item.amount)).toEqual([800]);
  });
});
