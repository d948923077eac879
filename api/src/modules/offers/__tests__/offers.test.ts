import { randomUUID } from 'node:crypto';
import {
  COIN_API,
  coinInfoSchema,
  coinRevealResultSchema,
  designOffersSchema,
  MARKET_API,
  marketKeySetSchema,
  marketPaymentResultSchema,
  OFFER_API,
  offerAcceptResultSchema,
  offerListSchema,
  offerSchema,
  PURCHASE_API,
  TRANSFER_API,
} from 'shared-contract';
import { goldHoldings, ledgerMismatches } from '../../gold/gold-ledger';
import { marketFixture } from '../../market/__tests__/market-fixture';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { TEST_CABINET_PASSWORD, type TestMember } from '../../../testing/test-members';
import { testBackends } from '../../../testing/test-database';
import { pendingTotal } from '../offer-repository';

describe.each(testBackends())('offers API on %s once the service is terminating', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { SERVICE_TERMINATES_AT: '2020-01-01T00:00:00Z' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('making and accepting an offer answer SERVICE_MARKET_CLOSED; no Gold is held', async () => {
    const member = await createBuyer(t, 'closed-offers', { gold: 500 });
    const headers = { ...member.auth, 'accept-language': 'en', 'idempotency-key': randomUUID() };
    const made = failure(
      await t.app.inject({ method: 'POST', url: OFFER_API.create, headers, payload: { keyItemId: 1, amountGold: 100, agreeRefundPolicy: true } }),
    );
    expect([made.code, made.message]).toEqual(['SERVICE_MARKET_CLOSED', 'The market is no longer available.']);
    expect(failure(await t.app.inject({ method: 'POST', url: OFFER_API.accept(1), headers, payload: { amountGold: 100 } })).code).toBe('SERVICE_MARKET_CLOSED');
    expect(await goldHoldings(t.database.db, member.user.id)).toEqual({ balance: 500, reserved: 0, available: 500 });
  });
});

describe.each(testBackends())('offers API on %s', (backend) => {
  let t: TestApp;
  const { db, advance, withKey, ownerOfKey, listedKey } = marketFixture(() => t);

  const offer = (member: TestMember, keyItemId: number, amountGold: number, key: string | null = randomUUID()) =>
    t.app.inject({ method: 'POST', url: OFFER_API.create, headers: withKey(member, key), payload: { keyItemId, amountGold, agreeRefundPolicy: true } });
  const made = async (member: TestMember, keyItemId: number, amountGold: number) => successData(await offer(member, keyItemId, amountGold), offerSchema);
  const accept = (member: TestMember, offerId: number, amountGold: number, key: string | null = randomUUID()) =>
    t.app.inject({ method: 'POST', url: OFFER_API.accept(offerId), headers: withKey(member, key), payload: { amountGold } });
  const decline = (member: TestMember, offerId: number) => t.app.inject({ method: 'POST', url: OFFER_API.decline(offerId), headers: withKey(member, null) });
  const withdraw = (member: TestMember, offerId: number) => t.app.inject({ method: 'POST', url: OFFER_API.withdraw(offerId), headers: withKey(member, null) });
  const gold = (member: TestMember) => goldHoldings(t.database.db, member.user.id);
  const offerNotes = (member: TestMember) =>
    db()
      .selectFrom('notification')
      .select(['title_en', 'body_en', 'link_url'])
      .where('user_id', '=', member.user.id)
      .where('type', '=', 'OFFER')
      .orderBy('id')
      .execute();
  const statusOf = async (offerId: number) => (await db().selectFrom('key_offer').select('status').where('id', '=', offerId).executeTakeFirstOrThrow()).status;
  const buyProjectKey = async (member: TestMember, projectId: number) =>
    t.app.inject({ method: 'POST', url: PURCHASE_API.coinReveal, headers: withKey(member), payload: { projectId, quantity: 1, agreeRefundPolicy: true } });

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    // Every account's reserved Gold is exactly what its pending offers hold.
    const accounts = await db().selectFrom('gold_account').select(['user_id', 'reserved']).execute();
    for (const account of accounts) expect([account.user_id, account.reserved]).toEqual([account.user_id, await pendingTotal(db(), account.user_id)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('an offer needs another member’s revealed KEY, a valid amount, spendable Gold and is made once per key; the owner is told', async () => {
    const { owner, keyItemId, designId } = await ownerOfKey('offer-owner');
    const bidder = await createBuyer(t, 'offer-bidder', { gold: 1_000 });
    expect(failure(await offer(owner, keyItemId, 100)).code).toBe('OFFER_OWN_KEY');
    const unrevealed = await ownerOfKey('offer-unrevealed', { reveal: false });
    expect(failure(await offer(bidder, unrevealed.keyItemId, 100)).code).toBe('OFFER_KEY_UNAVAILABLE');
    for (const amount of [9, 10.5, 1_000_001]) {
      const refused = failure(await offer(bidder, keyItemId, amount));
      expect([refused.code, refused.message]).toEqual(['OFFER_AMOUNT_INVALID', 'Enter an offer from 10 to 1,000,000 Gold.']);
    }
    expect(failure(await offer(bidder, keyItemId, 1_001)).code).toBe('INSUFFICIENT_GOLD');
    expect(failure(await offer(bidder, keyItemId, 100, null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const unverified = await createBuyer(t, 'offer-unverified', { verified: false });
    expect(failure(await offer(unverified, keyItemId, 100)).code).toBe('IDENTITY_VERIFICATION_REQUIRED');

    // The same Idempotency-Key twice: one offer, one reservation.
    const key = randomUUID();
    const first = successData(await offer(bidder, keyItemId, 600, key), offerSchema);
    const again = successData(await offer(bidder, keyItemId, 600, key), offerSchema);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'PENDING', amountGold: 600, mine: true, toMe: false, breakdown: { creatorGold: 60, feeGold: 30, sellerGold: 510 } });
    expect(new Date(first.expiresAt).getTime() - new Date(first.createdAt).getTime()).toBe(7 * DAY_MS);
    expect(await gold(bidder)).toEqual({ balance: 1_000, reserved: 600, available: 400 });
    expect(successData(await t.app.inject({ method: 'GET', url: COIN_API.coinInfo, headers: bidder.auth }), coinInfoSchema)).toMatchObject({
      balance: 1_000,
      reserved: 600,
    });
    expect(failure(await offer(bidder, keyItemId, 100)).code).toBe('OFFER_ALREADY_PENDING');
    expect(await offerNotes(owner)).toEqual([expect.objectContaining({ title_en: 'New offer on your KEY', link_url: '/cabinet/offers' })]);

    // The owner sees it on /key/details and in the cabinet; the bidder sees their offer on the KEY.
    const ownerView = successData(await t.app.inject({ method: 'GET', url: OFFER_API.design(designId), headers: owner.auth }), designOffersSchema);
    expect(ownerView.incoming.map((o) => [o.id, o.toMe])).toEqual([[first.id, true]]);
    expect(ownerView.keys).toEqual([]);
    const bidderView = successData(await t.app.inject({ method: 'GET', url: OFFER_API.design(designId), headers: bidder.auth }), designOffersSchema);
    expect(bidderView.gold).toEqual({ balance: 1_000, reserved: 600, available: 400 });
    expect(bidderView.keys).toEqual([expect.objectContaining({ keyItemId, listingPriceGold: null, myOffer: expect.objectContaining({ id: first.id }) })]);
    const incoming = successData(await t.app.inject({ method: 'GET', url: `${OFFER_API.mine}?direction=incoming`, headers: owner.auth }), offerListSchema);
    expect(incoming.items.map((o) => o.id)).toEqual([first.id]);
    const outgoing = successData(await t.app.inject({ method: 'GET', url: `${OFFER_API.mine}?direction=outgoing`, headers: bidder.auth }), offerListSchema);
    expect(outgoing.items.map((o) => o.id)).toEqual([first.id]);

    // Withdrawing: only the bidder, once; the Gold is spendable again.
    expect(failure(await withdraw(owner, first.id)).code).toBe('OFFER_NOT_YOURS');
    expect(successData(await withdraw(bidder, first.id), offerSchema).status).toBe('WITHDRAWN');
    expect(failure(await withdraw(bidder, first.id)).code).toBe('OFFER_NOT_PENDING');
    expect(failure(await withdraw(bidder, 999_999)).code).toBe('OFFER_NOT_FOUND');
    expect(await gold(bidder)).toEqual({ balance: 1_000, reserved: 0, available: 1_000 });
  });

  test('reserved Gold cannot be spent twice: a KEY purchase, a market buy or another offer beyond what is left is refused, also at once', async () => {
    const { keyItemId } = await ownerOfKey('reserve-owner');
    const { listing } = await listedKey('reserve-seller', 100);
    const { projectId } = await createSaleProject(t, [5], { priceGold: 100 });
    const bidder = await createBuyer(t, 'reserve-bidder', { gold: 300 });
    await made(bidder, keyItemId, 250);

    expect(failure(await buyProjectKey(bidder, projectId)).code).toBe('INSUFFICIENT_GOLD');
    const marketBuy = await t.app.inject({
      method: 'POST',
      url: MARKET_API.payment(listing.id),
      headers: withKey(bidder),
      payload: { priceGold: 100, payMethod: 'GOLD', agreeRefundPolicy: true },
    });
    expect(failure(marketBuy).code).toBe('INSUFFICIENT_GOLD');
    const other = await ownerOfKey('reserve-other');
    expect(failure(await offer(bidder, other.keyItemId, 100)).code).toBe('INSUFFICIENT_GOLD');
    expect(await gold(bidder)).toEqual({ balance: 300, reserved: 250, available: 50 });

    // An offer and a purchase at once with Gold for one of them: exactly one goes through.
    const racer = await createBuyer(t, 'reserve-racer', { gold: 300 });
    const [offered, bought] = await Promise.all([offer(racer, other.keyItemId, 250), buyProjectKey(racer, projectId)]);
    expect([offered.statusCode, bought.statusCode].sort()).toEqual([200, 409]);
    const after = await gold(racer);
    expect(after.balance - after.reserved).toBe(offered.statusCode === 200 ? 50 : 200);
    expect(after.available).toBeGreaterThanOrEqual(0);

    // Once withdrawn, the Gold buys a KEY.
    const mine = successData(await t.app.inject({ method: 'GET', url: `${OFFER_API.mine}?direction=outgoing`, headers: bidder.auth }), offerListSchema);
    for (const pending of mine.items.filter((o) => o.status === 'PENDING')) expect((await withdraw(bidder, pending.id)).statusCode).toBe(200);
    successData(await buyProjectKey(bidder, projectId), coinRevealResultSchema);
    expect(await gold(bidder)).toEqual({ balance: 200, reserved: 0, available: 200 });
  });

  test('accepting settles like a listing: the bidder’s reserved Gold pays, the owner gets the price less 10% and the fee, the listing closes and other offers are released', async () => {
    const { owner, keyItemId, designId, listing } = await listedKey('accept-owner', 1_000);
    const bidder = await createBuyer(t, 'accept-bidder', { gold: 2_000 });
    const second = await createBuyer(t, 'accept-second', { gold: 2_000 });
    const winning = await made(bidder, keyItemId, 800);
    const other = await made(second, keyItemId, 700);
    const ownerBefore = await gold(owner);

    expect(failure(await accept(bidder, winning.id, 800)).code).toBe('OFFER_NOT_YOURS');
    expect(failure(await accept(owner, winning.id, 900)).code).toBe('OFFER_AMOUNT_CHANGED');
    expect(await statusOf(winning.id)).toBe('PENDING');
    const key = randomUUID();
    const sold = successData(await accept(owner, winning.id, 800, key), offerAcceptResultSchema);
    expect(successData(await accept(owner, winning.id, 800, key), offerAcceptResultSchema)).toEqual(sold);
    expect(sold).toMatchObject({ offerId: winning.id, keyItemId, breakdown: { priceGold: 800, creatorGold: 80, feeGold: 40, sellerGold: 680 } });
    expect(sold.balanceGold).toBe(ownerBefore.balance + 680);
    expect(await gold(owner)).toMatchObject({ balance: ownerBefore.balance + 680 });
    expect(await gold(bidder)).toEqual({ balance: 1_200, reserved: 0, available: 1_200 });
    expect(await gold(second)).toEqual({ balance: 2_000, reserved: 0, available: 2_000 });
    expect([await statusOf(winning.id), await statusOf(other.id)]).toEqual(['ACCEPTED', 'LAPSED']);

    const item = await db().selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).executeTakeFirstOrThrow();
    expect(item.owner_id).toBe(bidder.user.id);
    const listings = await db()
      .selectFrom('market_listing')
      .select(['id', 'status', 'price_gold'])
      .where('key_item_id', '=', keyItemId)
      .orderBy('id')
      .execute();
    expect(listings).toEqual([
      { id: listing.id, status: 'CANCELLED', price_gold: 1_000 },
      { id: sold.listingId, status: 'SOLD', price_gold: 800 },
    ]);
    const settlement = await db().selectFrom('market_settlement').selectAll().where('listing_id', '=', sold.listingId).executeTakeFirstOrThrow();
    expect(settlement).toMatchObject({ price_gold: 800, creator_gold: 80, fee_gold: 40, seller_gold: 680 });
    const keySet = successData(await t.app.inject({ method: 'GET', url: MARKET_API.keySet(designId) }), marketKeySetSchema);
    expect(keySet.listings).toEqual([]);
    expect(keySet.history[0]).toMatchObject({ listingId: sold.listingId, priceGold: 800 });
    expect((await offerNotes(bidder)).map((n) => n.title_en)).toEqual(['Offer accepted']);
    expect((await offerNotes(second)).map((n) => n.body_en)).toEqual([expect.stringContaining('changed hands, so your offer of 700 Gold closed')]);
    const sale = await db()
      .selectFrom('notification')
      .select('body_en')
      .where('user_id', '=', owner.user.id)
      .where('type', '=', 'SALE')
      .executeTakeFirstOrThrow();
    expect(sale.body_en).toContain('sold for 800 Gold. You received 680 Gold.');
    expect(failure(await accept(owner, other.id, 700)).code).toBe('OFFER_NOT_PENDING');

    // The new owner's 24-hour lock: an offer may be made, but not accepted before it unlocks.
    const next = await made(second, keyItemId, 900);
    const locked = failure(await accept(bidder, next.id, 900));
    expect(locked.code).toBe('KEY_LOCKED_FOR_SALE');
    await advance(DAY_MS + 1000, bidder);
    expect(successData(await accept(bidder, next.id, 900), offerAcceptResultSchema).breakdown.sellerGold).toBe(765);
  });

  test('a sale of the KEY through its listing releases the offers on it (the buyer’s own too); declining releases and tells the bidder', async () => {
    const { owner, keyItemId, listing } = await listedKey('lapse-owner', 500);
    const bidder = await createBuyer(t, 'lapse-bidder', { gold: 1_000 });
    const buyer = await createBuyer(t, 'lapse-buyer', { gold: 1_000 });
    const pending = await made(bidder, keyItemId, 300);
    // The buyer's own offer on this KEY lapses with the sale: its Gold pays for the listing (600 held, 400 free, price 500).
    const own = await made(buyer, keyItemId, 600);
    const paid = await t.app.inject({
      method: 'POST',
      url: MARKET_API.payment(listing.id),
      headers: withKey(buyer),
      payload: { priceGold: 500, payMethod: 'GOLD', agreeRefundPolicy: true },
    });
    successData(paid, marketPaymentResultSchema);
    expect([await statusOf(pending.id), await statusOf(own.id)]).toEqual(['LAPSED', 'LAPSED']);
    expect(await gold(bidder)).toEqual({ balance: 1_000, reserved: 0, available: 1_000 });
    expect(await gold(buyer)).toEqual({ balance: 500, reserved: 0, available: 500 });
    expect(failure(await accept(owner, pending.id, 300)).code).toBe('OFFER_NOT_PENDING');

    const declined = await made(bidder, keyItemId, 200);
    expect(failure(await decline(bidder, declined.id)).code).toBe('OFFER_NOT_YOURS');
    expect(successData(await decline(buyer, declined.id), offerSchema).status).toBe('DECLINED');
    expect(failure(await decline(buyer, declined.id)).code).toBe('OFFER_NOT_PENDING');
    expect(await gold(bidder)).toEqual({ balance: 1_000, reserved: 0, available: 1_000 });
    expect((await offerNotes(bidder)).map((n) => n.title_en)).toEqual(['Offer closed', 'Offer declined']);
  });

  test('a transfer of the KEY lapses the offers made to its giver when it completes; the bidders’ Gold is released', async () => {
    const { owner, keyItemId } = await ownerOfKey('transfer-owner');
    await advance(DAY_MS + 1000, owner);
    const bidder = await createBuyer(t, 'transfer-bidder', { gold: 700 });
    const recipient = await createBuyer(t, 'transfer-recipient', { gold: 0 });
    const pending = await made(bidder, keyItemId, 700);
    const started = await t.app.inject({
      method: 'POST',
      url: TRANSFER_API.transfer,
      headers: withKey(owner),
      payload: { keyItemId, recipient: recipient.user.nickname, password: TEST_CABINET_PASSWORD },
    });
    expect(started.statusCode).toBe(200);
    // In progress, the offer stands (and cannot be accepted while the KEY is moving).
    expect(failure(await accept(owner, pending.id, 700)).code).toBe('TRANSFER_IN_PROGRESS');
    expect(await statusOf(pending.id)).toBe('PENDING');
    await advance(t.config.transferDelaySeconds * 1000 + 1000, owner, bidder);
    expect((await t.app.transferWorker.runOnce()).COMPLETED).toBe(1);
    expect(await statusOf(pending.id)).toBe('LAPSED');
    expect(await gold(bidder)).toEqual({ balance: 700, reserved: 0, available: 700 });
    expect((await offerNotes(bidder)).map((n) => n.title_en)).toEqual(['Offer closed']);
  });

  test('an offer expires 7 days after it is made: it cannot be accepted, and the durable job releases its Gold once and tells the bidder', async () => {
    const { owner, keyItemId } = await ownerOfKey('expiry-owner');
    const bidder = await createBuyer(t, 'expiry-bidder', { gold: 500 });
    const pending = await made(bidder, keyItemId, 400);
    await advance(7 * DAY_MS, owner, bidder);
    expect(failure(await accept(owner, pending.id, 400)).code).toBe('OFFER_NOT_PENDING');
    const outgoing = successData(await t.app.inject({ method: 'GET', url: `${OFFER_API.mine}?direction=outgoing`, headers: bidder.auth }), offerListSchema);
    expect(outgoing.items.find((o) => o.id === pending.id)?.status).toBe('EXPIRED');
    const passes = await Promise.all([t.app.offerExpiry.runOnce(), t.app.offerExpiry.runOnce()]);
    expect(passes[0].expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(pending.id)).toBe('EXPIRED');
    expect(await gold(bidder)).toEqual({ balance: 500, reserved: 0, available: 500 });
    expect((await t.app.offerExpiry.runOnce()).expired).toBe(0);
    expect((await offerNotes(bidder)).map((n) => n.title_en)).toEqual(['Offer expired']);
    // A new offer on the same KEY is possible again.
    const again = await made(bidder, keyItemId, 400);
    expect(again.status).toBe('PENDING');

    // A KEY that leaves its owner by a path other than a sale or transfer: the job lapses the offers made to them.
    const elsewhere = await createBuyer(t, 'expiry-elsewhere', { gold: 0 });
    await db().updateTable('key_item').set({ owner_id: elsewhere.user.id }).where('id', '=', keyItemId).execute();
    expect(await t.app.offerExpiry.runOnce()).toEqual({ expired: 0, lapsed: 1 });
    expect(await statusOf(again.id)).toBe('LAPSED');
    expect(await gold(bidder)).toEqual({ balance: 500, reserved: 0, available: 500 });
  });

  test('20 concurrent accepts and withdrawals of the offers on one KEY leave one sale and every other reservation released', async () => {
    const { owner, keyItemId } = await ownerOfKey('race-owner');
    await advance(DAY_MS + 1000, owner);
    const bidders = await Promise.all(Array.from({ length: 11 }, (_, index) => createBuyer(t, `race-bidder-${index}`, { gold: 5_000 })));
    const offers: { bidder: TestMember; id: number; amount: number }[] = [];
    for (const [index, bidder] of bidders.entries()) {
      const amount = 1_000 + index * 10;
      offers.push({ bidder, id: (await made(bidder, keyItemId, amount)).id, amount });
    }
    // Accepts of offers 0..9 and withdrawals of offers 1..10, interleaved: offer 0 is never withdrawn, so one accept wins.
    const requests = offers.slice(0, 10).flatMap((o, index) => {
      const withdrawn = offers[index + 1];
      return [
        accept(owner, o.id, o.amount).then((answer) => ({ kind: 'accept' as const, offer: o, answer })),
        withdrawn ? withdraw(withdrawn.bidder, withdrawn.id).then((answer) => ({ kind: 'withdraw' as const, offer: withdrawn, answer })) : null,
      ].filter((request) => request !== null);
    });
    expect(requests).toHaveLength(20);
    const answers = await Promise.all(requests);
    for (const { answer } of answers) expect(answer.statusCode).toBeLessThan(500);
    const won = answers.filter((a) => a.kind === 'accept' && a.answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.kind === 'accept' && a.answer.statusCode !== 200)) expect(failure(lost.answer).code).toBe('OFFER_NOT_PENDING');
    const winner = won[0]?.offer;
    if (!winner) throw new Error('no winner');

    const statuses = await db().selectFrom('key_offer').select(['id', 'status']).where('key_item_id', '=', keyItemId).execute();
    expect(statuses.filter((s) => s.status === 'ACCEPTED').map((s) => s.id)).toEqual([winner.id]);
    expect(statuses.filter((s) => s.status === 'PENDING')).toEqual([]);
    const settlements = await db()
      .selectFrom('market_settlement as s')
      .innerJoin('market_listing as l', 'l.id', 's.listing_id')
      .select('s.price_gold')
      .where('l.key_item_id', '=', keyItemId)
      .execute();
    expect(settlements).toEqual([{ price_gold: winner.amount }]);
    expect((await db().selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).executeTakeFirstOrThrow()).owner_id).toBe(winner.bidder.user.id);
    for (const o of offers) {
      expect(await gold(o.bidder)).toEqual(
        o === winner ? { balance: 5_000 - o.amount, reserved: 0, available: 5_000 - o.amount } : { balance: 5_000, reserved: 0, available: 5_000 },
      );
    }
  });
});
