import { randomUUID } from 'node:crypto';
import {
  cardRevealResultSchema,
  CART_API,
  COIN_API,
  cartSchema,
  cartCardCheckoutResultSchema,
  MARKET_API,
  marketCardConfirmResultSchema,
  marketCardPaymentResultSchema,
  marketPaymentResultSchema,
  PURCHASE_API,
} from 'shared-contract';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import type { TestMember } from '../../../testing/test-members';
import { goldBalance, ledgerMismatches } from '../../gold/gold-ledger';
import { SandboxCardProvider } from '../../payments/sandbox-card-provider';
import { marketFixture } from './market-fixture';

jest.setTimeout(240_000);

// MARKET_FEE_PERCENT 5 (default): 1,234 Gold → creator floor(123.4) = 123, fee floor(61.7) = 61, seller 1,050.
const PRICE = 1_234;
const SELLER_GOLD = 1_050;

describe.each(testBackends())('a market listing paid by card (sandbox) on %s', (backend) => {
  let t: TestApp;
  const { db, withKey, listedKey } = marketFixture(() => t);

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (extra: object = {}) => ({ priceGold: PRICE, agreeRefundPolicy: true, providerId: 'sandbox-card', ...extra });
  const open = (who: TestMember | null, listingId: number, payload: object = order(), key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: MARKET_API.cardPayment(listingId),
      headers: who ? withKey(who, key) : { 'accept-language': 'en', 'idempotency-key': randomUUID() },
      payload,
    });
  const confirm = (who: TestMember, paymentId: string, token: string, url: string = MARKET_API.cardConfirm) =>
    t.app.inject({ method: 'POST', url, headers: withKey(who), payload: { paymentId, token } });
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
  const paymentOf = (id: string) => db().selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const listingOf = (id: number) => db().selectFrom('market_listing').select(['status', 'buyer_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const ownerOf = async (keyItemId: number) =>
    (await db().selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).executeTakeFirstOrThrow()).owner_id;
  const goldOf = (member: TestMember) => goldBalance(t.database.db, member.user.id);
  /** An approved checkout of the listing by `buyer`: the payment and the token the provider sent back. */
  const approvedCheckout = async (buyer: TestMember, listingId: number) => {
    const created = successData(await open(buyer, listingId), marketCardPaymentResultSchema);
    const back = await atCheckout(created.checkoutUrl, 'approve');
    expect(back.pathname).toBe('/callback/payment-success');
    return { created, token: back.searchParams.get('token') ?? '' };
  };

  test('the checkout checks what the Gold purchase checks, in its order, and charges the Gold price in USD cents', async () => {
    const { owner: seller, listing } = await listedKey('card-rules-seller', PRICE);
    const buyer = await createBuyer(t, 'card-rules-buyer', { gold: 0 });
    expect(failure(await open(null, listing.id))).toMatchObject({ status: 401, code: 'LOGIN_NEEDED' });
    const unverified = await createBuyer(t, 'card-unverified', { verified: false, adult: false });
    expect(failure(await open(unverified, listing.id, order({ agreeRefundPolicy: false }))).code).toBe('IDENTITY_VERIFICATION_REQUIRED');
    const minor = await createBuyer(t, 'card-minor', { adult: false });
    expect(failure(await open(minor, listing.id, order({ agreeRefundPolicy: false }))).code).toBe('ADULT_ONLY');
    expect(failure(await open(buyer, listing.id, order({ agreeRefundPolicy: false })))).toMatchObject({
      code: 'REFUND_POLICY_REQUIRED',
      message: 'You must first agree to the refund policy.',
    });
    expect(failure(await open(buyer, listing.id, order(), null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(failure(await open(buyer, listing.id, order({ providerId: 'nope' }))).code).toBe('PAYMENT_PROVIDER_NOT_FOUND');
    expect(failure(await open(seller, listing.id)).code).toBe('MARKET_OWN_LISTING');
    const changed = failure(await open(buyer, listing.id, order({ priceGold: PRICE - 1 })));
    expect([changed.code, changed.message]).toEqual(['MARKET_PRICE_CHANGED', 'The price has changed. Please check it again.']);
    expect(failure(await open(buyer, 999_999)).code).toBe('MARKET_LISTING_NOT_FOUND');
    expect(await db().selectFrom('payment').select('id').where('user_id', 'in', [buyer.user.id, seller.user.id]).execute()).toEqual([]);

    // No Gold needed: the card pays 1,234 Gold as USD 12.34; the same key answers the same checkout.
    const key = randomUUID();
    const created = successData(await open(buyer, listing.id, order(), key), marketCardPaymentResultSchema);
    expect(created.usdCents).toBe(PRICE);
    expect(successData(await open(buyer, listing.id, order(), key), marketCardPaymentResultSchema)).toEqual(created);
    const payment = await paymentOf(created.paymentId);
    expect(payment).toMatchObject({
      purpose: 'KEY',
      amount_usd_cents: PRICE,
      status: 'CREATED',
      details: { kind: 'LISTING', listingId: listing.id, priceGold: PRICE },
    });
    const checkout = new URL(created.checkoutUrl);
    const page = await t.app.inject({ method: 'GET', url: checkout.pathname + checkout.search });
    expect(page.body).toContain('USD 12.34');
    // Nothing is held: the listing stays ACTIVE until a confirmation buys it.
    expect((await listingOf(listing.id)).status).toBe('ACTIVE');
    const back = await atCheckout(created.checkoutUrl, 'cancel');
    expect([back.pathname, back.searchParams.get('order'), back.searchParams.get('listingId')]).toEqual([
      '/callback/payment-error',
      'listing',
      String(listing.id),
    ]);
  });

  test('a confirmation delivered 10 times at once sells once: exact seller, creator and fee amounts, no Gold from the buyer', async () => {
    const { owner: seller, listing, keyItemId, designId, projectId } = await listedKey('card-race-seller', PRICE);
    const sellerBefore = await goldOf(seller);
    const buyer = await createBuyer(t, 'card-race-buyer', { gold: 300 });
    const { created, token } = await approvedCheckout(buyer, listing.id);
    expect(failure(await confirm(buyer, created.paymentId, 'forged')).code).toBe('PAYMENT_FAILED');

    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(buyer, created.paymentId, token)));
    const results = answers.map((answer) => successData(answer, marketCardConfirmResultSchema));
    for (const result of results)
      expect(result).toEqual({ listingId: listing.id, keyItemId, keyDesignId: designId, serialNo: listing.serialNo, priceGold: PRICE, usdCents: PRICE });

    expect((await paymentOf(created.paymentId)).status).toBe('CONFIRMED');
    expect(await listingOf(listing.id)).toEqual({ status: 'SOLD', buyer_id: buyer.user.id });
    expect(await ownerOf(keyItemId)).toBe(buyer.user.id);
    expect(await goldOf(buyer)).toBe(300);
    expect(await goldOf(seller)).toBe(sellerBefore + SELLER_GOLD);
    const ledger = await db().selectFrom('gold_ledger').select(['user_id', 'kind', 'amount']).where('reference', '=', `market:${listing.id}`).execute();
    expect(ledger).toEqual([{ user_id: seller.user.id, kind: 'SALE', amount: SELLER_GOLD }]);
    const settlements = await db().selectFrom('market_settlement').selectAll().where('listing_id', '=', listing.id).execute();
    expect(settlements).toEqual([
      expect.objectContaining({ project_id: projectId, price_gold: PRICE, creator_gold: 123, fee_gold: 61, seller_gold: SELLER_GOLD }),
    ]);
    const events = await db()
      .selectFrom('ownership_event')
      .select(['kind', 'from_user_id', 'to_user_id'])
      .where('key_item_id', '=', keyItemId)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.kind)).toEqual(['PURCHASE', 'SALE']);
    expect(events[1]).toEqual({ kind: 'SALE', from_user_id: seller.user.id, to_user_id: buyer.user.id });
    const notes = await db()
      .selectFrom('notification')
      .select(['user_id', 'type', 'body_en'])
      .where('type', 'in', ['SALE', 'PURCHASE'])
      .where('user_id', 'in', [seller.user.id, buyer.user.id])
      .execute();
    expect(notes.filter((note) => note.type === 'SALE').map((note) => note.user_id)).toEqual([seller.user.id]);
    const purchaseNotes = notes.filter((note) => note.type === 'PURCHASE' && note.user_id === buyer.user.id);
    expect(purchaseNotes).toHaveLength(1);
    expect(purchaseNotes[0]?.body_en).toContain('on the market for USD 12.34 by card.');

    // Settled: another key answers the same sale; another member and the other confirmations do not know it.
    expect(successData(await confirm(buyer, created.paymentId, token), marketCardConfirmResultSchema)).toEqual(results[0]);
    const other = await createBuyer(t, 'card-race-other');
    expect(failure(await confirm(other, created.paymentId, token)).code).toBe('PAYMENT_NOT_FOUND');
    expect(failure(await confirm(buyer, created.paymentId, token, PURCHASE_API.cardRevealConfirm)).code).toBe('PAYMENT_NOT_FOUND');
    expect(failure(await confirm(buyer, created.paymentId, token, CART_API.cardConfirm)).code).toBe('PAYMENT_NOT_FOUND');
  });

  test('the project and cart confirmations refuse a listing payment before it is settled; the market one then buys it', async () => {
    const { listing, keyItemId } = await listedKey('card-paths-seller', PRICE);
    const buyer = await createBuyer(t, 'card-paths-buyer', { gold: 0 });
    const { created, token } = await approvedCheckout(buyer, listing.id);
    for (const url of [PURCHASE_API.cardRevealConfirm, CART_API.cardConfirm, COIN_API.coinPaymentConfirm]) {
      expect([url, failure(await confirm(buyer, created.paymentId, token, url)).code]).toEqual([url, 'PAYMENT_NOT_FOUND']);
    }
    expect((await paymentOf(created.paymentId)).status).toBe('CREATED');
    expect((await listingOf(listing.id)).status).toBe('ACTIVE');
    successData(await confirm(buyer, created.paymentId, token), marketCardConfirmResultSchema);
    expect(await ownerOf(keyItemId)).toBe(buyer.user.id);
  });

  test('the market confirmation refuses a project or cart card payment', async () => {
    const member = await createBuyer(t, 'card-not-listing');
    const { projectId } = await createSaleProject(t, [5], { priceUsdCents: 100 });
    const single = successData(
      await t.app.inject({
        method: 'POST',
        url: PURCHASE_API.cardReveal,
        headers: withKey(member),
        payload: { projectId, quantity: 1, agreeRefundPolicy: true, providerId: 'sandbox-card' },
      }),
      cardRevealResultSchema,
    );
    const singleToken = (await atCheckout(single.checkoutUrl, 'approve')).searchParams.get('token') ?? '';
    expect(failure(await confirm(member, single.paymentId, singleToken)).code).toBe('PAYMENT_NOT_FOUND');
    const cart = successData(
      await t.app.inject({ method: 'POST', url: CART_API.cart, headers: withKey(member), payload: { projectId, quantity: 1 } }),
      cartSchema,
    );
    const cartPayment = successData(
      await t.app.inject({
        method: 'POST',
        url: CART_API.cardCheckout,
        headers: withKey(member),
        payload: { itemIds: cart.items.map((item) => item.itemId), agreeRefundPolicy: true, providerId: 'sandbox-card' },
      }),
      cartCardCheckoutResultSchema,
    );
    const cartToken = (await atCheckout(cartPayment.checkoutUrl, 'approve')).searchParams.get('token') ?? '';
    expect(failure(await confirm(member, cartPayment.paymentId, cartToken)).code).toBe('PAYMENT_NOT_FOUND');
    expect((await paymentOf(single.paymentId)).status).toBe('CREATED');
    expect((await paymentOf(cartPayment.paymentId)).status).toBe('CREATED');
  });

  test('sold to a Gold buyer between the checkout and the confirmation: the card payment fails, is voided once, the Gold buyer keeps it', async () => {
    const { owner: seller, listing, keyItemId } = await listedKey('card-late-seller', PRICE);
    const sellerBefore = await goldOf(seller);
    const cardBuyer = await createBuyer(t, 'card-late-buyer', { gold: 0 });
    const voids = jest.spyOn(SandboxCardProvider.prototype, 'void');
    const { created, token } = await approvedCheckout(cardBuyer, listing.id);

    const goldBuyer = await createBuyer(t, 'card-late-gold', { gold: 2_000 });
    successData(
      await t.app.inject({
        method: 'POST',
        url: MARKET_API.payment(listing.id),
        headers: withKey(goldBuyer),
        payload: { priceGold: PRICE, payMethod: 'GOLD', agreeRefundPolicy: true },
      }),
      marketPaymentResultSchema,
    );
    const answers = await Promise.all(Array.from({ length: 3 }, () => confirm(cardBuyer, created.paymentId, token)));
    for (const answer of answers) expect(failure(answer)).toMatchObject({ code: 'KEY_NO_LONGER_AVAILABLE', message: 'This KEY is no longer available.' });
    const payment = await paymentOf(created.paymentId);
    expect([payment.status, payment.details.failure]).toEqual(['FAILED', 'KEY_NO_LONGER_AVAILABLE']);
    expect(voids.mock.calls).toEqual([[created.paymentId, 'KEY_NO_LONGER_AVAILABLE']]);
    expect(failure(await confirm(cardBuyer, created.paymentId, token)).code).toBe('KEY_NO_LONGER_AVAILABLE');

    expect(await ownerOf(keyItemId)).toBe(goldBuyer.user.id);
    expect(await listingOf(listing.id)).toEqual({ status: 'SOLD', buyer_id: goldBuyer.user.id });
    expect(await goldOf(goldBuyer)).toBe(2_000 - PRICE);
    expect(await goldOf(seller)).toBe(sellerBefore + SELLER_GOLD);
    expect(await db().selectFrom('market_settlement').select('listing_id').where('listing_id', '=', listing.id).execute()).toHaveLength(1);
    const cardBuyerNotes = await db().selectFrom('notification').select('id').where('user_id', '=', cardBuyer.user.id).where('type', '=', 'PURCHASE').execute();
    expect(cardBuyerNotes).toEqual([]);
  });

  test('a listing cancelled by its seller before the confirmation: the payment fails and is voided, nothing moves', async () => {
    const { owner: seller, listing, keyItemId } = await listedKey('card-cancelled-seller', PRICE);
    const buyer = await createBuyer(t, 'card-cancelled-buyer', { gold: 0 });
    const voids = jest.spyOn(SandboxCardProvider.prototype, 'void');
    const { created, token } = await approvedCheckout(buyer, listing.id);
    expect((await t.app.inject({ method: 'POST', url: MARKET_API.cancel(listing.id), headers: withKey(seller, null) })).statusCode).toBe(200);
    expect(failure(await confirm(buyer, created.paymentId, token)).code).toBe('KEY_NO_LONGER_AVAILABLE');
    expect(voids.mock.calls).toEqual([[created.paymentId, 'KEY_NO_LONGER_AVAILABLE']]);
    expect(await ownerOf(keyItemId)).toBe(seller.user.id);
    expect((await listingOf(listing.id)).status).toBe('CANCELLED');
    expect(await db().selectFrom('market_settlement').select('listing_id').where('listing_id', '=', listing.id).execute()).toEqual([]);
  });

  test('declined or cancelled at the checkout: PAYMENT_FAILED / PAYMENT_CANCELLED, the listing stays ACTIVE', async () => {
    const { owner: seller, listing, keyItemId } = await listedKey('card-declined-seller', PRICE);
    const sellerBefore = await goldOf(seller);
    const buyer = await createBuyer(t, 'card-declined-buyer', { gold: 0 });
    for (const [action, card, code] of [
      ['approve', '4000 0000 0000 0002', 'PAYMENT_FAILED'],
      ['decline', '4242 4242 4242 4242', 'PAYMENT_FAILED'],
      ['cancel', '4242 4242 4242 4242', 'PAYMENT_CANCELLED'],
    ] as const) {
      const created = successData(await open(buyer, listing.id), marketCardPaymentResultSchema);
      const back = await atCheckout(created.checkoutUrl, action, card);
      expect([back.pathname, back.searchParams.get('order')]).toEqual(['/callback/payment-error', 'listing']);
      const token = back.searchParams.get('token') ?? '';
      expect(failure(await confirm(buyer, created.paymentId, token)).code).toBe(code);
      expect(failure(await confirm(buyer, created.paymentId, token)).code).toBe(code);
    }
    expect((await listingOf(listing.id)).status).toBe('ACTIVE');
    expect(await ownerOf(keyItemId)).toBe(seller.user.id);
    expect(await goldOf(seller)).toBe(sellerBefore);
  });
});
