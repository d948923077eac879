import { randomUUID } from 'node:crypto';
import {
  MARKET_API,
  marketFeeBreakdown,
  marketFeeSchema,
  marketKeySetSchema,
  marketListingPageSchema,
  marketListingSchema,
  marketMyItemsSchema,
  marketPaymentResultSchema,
  marketRegisterResultSchema,
  MEMBER_STATUS,
  myKeysSchema,
  PURCHASE_API,
} from 'shared-contract';
import { goldBalance, ledgerMismatches } from '../../gold/gold-ledger';
import { marketFixture } from './market-fixture';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, DAY_MS } from '../../../testing/test-commerce';
import type { TestMember } from '../../../testing/test-members';
import { testBackends } from '../../../testing/test-database';

const HOUR_MS = 60 * 60 * 1000;

describe('marketFeeBreakdown', () => {
  test('floors the creator earnings and the fee; the seller gets the rest', () => {
    expect(marketFeeBreakdown(999, 5)).toEqual({ priceGold: 999, creatorPercent: 10, feePercent: 5, creatorGold: 99, feeGold: 49, sellerGold: 851 });
    expect(marketFeeBreakdown(10, 5)).toMatchObject({ creatorGold: 1, feeGold: 0, sellerGold: 9 });
    expect(marketFeeBreakdown(1_000_000, 0)).toMatchObject({ creatorGold: 100_000, feeGold: 0, sellerGold: 900_000 });
    for (const price of [10, 11, 19, 123, 4567, 99_999]) {
      const split = marketFeeBreakdown(price, 7);
      expect(split.creatorGold + split.feeGold + split.sellerGold).toBe(price);
    }
  });
});

describe.each(testBackends())('market API on %s once the service is terminating', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { env: { SERVICE_TERMINATES_AT: '2020-01-01T00:00:00Z' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('listing answers SERVICE_SALE_CLOSED and buying (Gold or card) SERVICE_MARKET_CLOSED; no Gold moves', async () => {
    const member = await createBuyer(t, 'closed-market', { gold: 500 });
    const headers = { ...member.auth, 'accept-language': 'en', 'idempotency-key': randomUUID() };
    const listed = await t.app.inject({ method: 'POST', url: MARKET_API.register, headers, payload: { keyItemId: 1, priceGold: 100 } });
    expect(failure(listed).code).toBe('SERVICE_SALE_CLOSED');
    const bought = await t.app.inject({
      method: 'POST',
      url: MARKET_API.payment(1),
      headers,
      payload: { priceGold: 100, payMethod: 'GOLD', agreeRefundPolicy: true },
    });
    expect([failure(bought).code, failure(bought).message]).toEqual(['SERVICE_MARKET_CLOSED', 'The market is no longer available.']);
    const byCard = await t.app.inject({
      method: 'POST',
      url: MARKET_API.cardPayment(1),
      headers,
      payload: { priceGold: 100, agreeRefundPolicy: true, providerId: 'sandbox-card' },
    });
    expect(failure(byCard).code).toBe('SERVICE_MARKET_CLOSED');
    expect(await goldBalance(t.database.db, member.user.id)).toBe(500);
  });
});

describe.each(testBackends())('market API on %s', (backend) => {
  let t: TestApp;
  const { db, advance, withKey, register, ownerOfKey, listedKey } = marketFixture(() => t);
  const cancel = (member: TestMember, listingId: number) => t.app.inject({ method: 'POST', url: MARKET_API.cancel(listingId), headers: withKey(member, null) });
  const pay = (member: TestMember, listingId: number, priceGold: number, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: MARKET_API.payment(listingId),
      headers: withKey(member, key),
      payload: { priceGold, payMethod: 'GOLD', agreeRefundPolicy: true },
    });
  const myItems = async (member: TestMember, designId: number) =>
    successData(await t.app.inject({ method: 'GET', url: `${MARKET_API.myItems}?designId=${designId}`, headers: member.auth }), marketMyItemsSchema);

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the fee answers the percents and a breakdown; a price outside 10..1,000,000 whole Gold is refused', async () => {
    const fee = successData(await t.app.inject({ method: 'GET', url: `${MARKET_API.fee}?price=999` }), marketFeeSchema);
    expect(fee).toEqual({
      creatorPercent: 10,
      feePercent: 5,
      minPriceGold: 10,
      maxPriceGold: 1_000_000,
      breakdown: { priceGold: 999, creatorPercent: 10, feePercent: 5, creatorGold: 99, feeGold: 49, sellerGold: 851 },
    });
    expect(successData(await t.app.inject({ method: 'GET', url: MARKET_API.fee }), marketFeeSchema).breakdown).toBeNull();
    for (const price of ['9', '10.5', '1000001', 'abc']) {
      const refused = failure(await t.app.inject({ method: 'GET', url: `${MARKET_API.fee}?price=${price}`, headers: { 'accept-language': 'en' } }));
      expect([refused.code, refused.message]).toEqual(['MARKET_PRICE_INVALID', 'Enter a price from 10 to 1,000,000 Gold.']);
    }
  });

  test('listing is refused while unrevealed, within 24 hours (with the unlock time), for another member, twice, and during a transfer', async () => {
    const unrevealed = await ownerOfKey('seller-unrevealed', { reveal: false });
    expect(failure(await register(unrevealed.owner, { keyItemId: unrevealed.keyItemId, priceGold: 500 })).code).toBe('KEY_NOT_REVEALED');

    const { owner, keyItemId, designId, boughtAt } = await ownerOfKey('seller-lock');
    const locked = failure(await register(owner, { keyItemId, priceGold: 500 }));
    expect([locked.code, locked.message]).toEqual(['KEY_LOCKED_FOR_SALE', 'Cannot list within 24 hours.']);
    const unlocksAt = new Date(String(locked.details?.unlocksAt)).getTime();
    expect(unlocksAt - boughtAt.getTime()).toBeGreaterThan(DAY_MS - 5000);
    expect(unlocksAt - boughtAt.getTime()).toBeLessThanOrEqual(DAY_MS);
    const panel = await myItems(owner, designId);
    expect(panel.items).toEqual([
      expect.objectContaining({ keyItemId, lockedUntil: new Date(unlocksAt).toISOString(), listing: null, transferInProgress: false }),
    ]);

    await advance(DAY_MS - 2 * HOUR_MS, owner);
    expect(failure(await register(owner, { keyItemId, priceGold: 500 })).code).toBe('KEY_LOCKED_FOR_SALE');
    await advance(2 * HOUR_MS + 1000, owner);
    expect(failure(await register(owner, { keyItemId, priceGold: 9 })).code).toBe('MARKET_PRICE_INVALID');
    expect(failure(await register(owner, { keyItemId, priceGold: 500 }, null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const stranger = await createBuyer(t, 'stranger');
    expect(failure(await register(stranger, { keyItemId, priceGold: 500 })).code).toBe('KEY_NOT_YOURS');

    // Ten listings of one KEY at once: one ACTIVE listing, the others KEY_LISTED.
    const answers = await Promise.all(Array.from({ length: 10 }, () => register(owner, { keyItemId, priceGold: 500 })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(failure(answer).code).toBe('KEY_LISTED');
    const listings = await db().selectFrom('market_listing').select(['id', 'status', 'price_gold']).where('key_item_id', '=', keyItemId).execute();
    expect(listings.map((listing) => [listing.status, listing.price_gold])).toEqual([['ACTIVE', 500]]);
    expect((await myItems(owner, designId)).items[0]).toMatchObject({ lockedUntil: null, listing: { id: listings[0]?.id, priceGold: 500 } });

    // A transfer in progress blocks a listing too.
    const other = await ownerOfKey('seller-transfer');
    await advance(DAY_MS + 1000, other.owner, stranger);
    await db()
      .insertInto('key_transfer')
      .values({
        key_item_id: other.keyItemId,
        from_user_id: other.owner.user.id,
        to_user_id: stranger.user.id,
        status: 'IN_PROGRESS',
        requested_at: t.clock.now(),
        complete_after: t.clock.now(),
      })
      .execute();
    expect(failure(await register(other.owner, { keyItemId: other.keyItemId, priceGold: 500 })).code).toBe('TRANSFER_IN_PROGRESS');
    expect((await myItems(other.owner, other.designId)).items[0]?.transferInProgress).toBe(true);
  });

  test('the seller cancels an ACTIVE listing (nobody else can), then may list again', async () => {
    const { owner, keyItemId, listing } = await listedKey('seller-cancel', 300);
    const stranger = await createBuyer(t, 'cancel-stranger');
    expect(failure(await cancel(stranger, listing.id)).code).toBe('KEY_NOT_YOURS');
    expect((await cancel(owner, listing.id)).statusCode).toBe(200);
    expect(failure(await cancel(owner, listing.id)).code).toBe('MARKET_LISTING_NOT_FOUND');
    expect(failure(await pay(stranger, listing.id, 300)).code).toBe('KEY_NO_LONGER_AVAILABLE');
    const again = successData(await register(owner, { keyItemId, priceGold: 350 }), marketRegisterResultSchema);
    expect(again.listing).toMatchObject({ keyItemId, priceGold: 350, status: 'ACTIVE' });
    expect(again.breakdown).toEqual(marketFeeBreakdown(350, 5));
  });

  test('50 concurrent buyers on one listing: one wins, the others move no Gold; amounts, settlement, owner and events are exact', async () => {
    const price = 1_234;
    const { owner: seller, keyItemId, designId, projectId, listing } = await listedKey('seller-race', price);
    const sellerBefore = await goldBalance(t.database.db, seller.user.id);
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, index) => createBuyer(t, `race-buyer-${index}`, { gold: 5_000 })));

    const answers = await Promise.all(buyers.map((buyer) => pay(buyer, listing.id, price)));
    const winners = answers.flatMap((answer, index) => (answer.statusCode === 200 ? [{ answer, buyer: buyers[index] as TestMember }] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      const refused = failure(answer);
      expect([refused.code, refused.message]).toEqual(['KEY_NO_LONGER_AVAILABLE', 'This KEY is no longer available.']);
    }
    const winner = winners[0];
    if (!winner) throw new Error('one winner expected');
    const result = successData(winner.answer, marketPaymentResultSchema);
    expect(result).toMatchObject({ listingId: listing.id, keyItemId, keyDesignId: designId, priceGold: price, balanceGold: 5_000 - price });

    // 1,234: creator floor(123.4) = 123, fee floor(61.7) = 61, seller 1,050.
    expect(await goldBalance(t.database.db, seller.user.id)).toBe(sellerBefore + 1_050);
    for (const buyer of buyers) expect(await goldBalance(t.database.db, buyer.user.id)).toBe(buyer === winner.buyer ? 5_000 - price : 5_000);
    const spent = await db()
      .selectFrom('gold_ledger')
      .select(['user_id', 'kind', 'amount'])
      .where('reference', '=', `market:${listing.id}`)
      .orderBy('id')
      .execute();
    expect(spent).toEqual([
      { user_id: winner.buyer.user.id, kind: 'SPEND', amount: -price },
      { user_id: seller.user.id, kind: 'SALE', amount: 1_050 },
    ]);
    const settlement = await db().selectFrom('market_settlement').selectAll().where('listing_id', '=', listing.id).executeTakeFirstOrThrow();
    expect(settlement).toMatchObject({ project_id: projectId, price_gold: price, creator_gold: 123, fee_gold: 61, seller_gold: 1_050 });

    const item = await db().selectFrom('key_item').select('owner_id').where('id', '=', keyItemId).executeTakeFirstOrThrow();
    expect(item.owner_id).toBe(winner.buyer.user.id);
    const sold = await db().selectFrom('market_listing').select(['status', 'buyer_id']).where('id', '=', listing.id).executeTakeFirstOrThrow();
    expect(sold).toEqual({ status: 'SOLD', buyer_id: winner.buyer.user.id });
    const events = await db()
      .selectFrom('ownership_event')
      .select(['kind', 'from_user_id', 'to_user_id'])
      .where('key_item_id', '=', keyItemId)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { kind: 'PURCHASE', from_user_id: null, to_user_id: seller.user.id },
      { kind: 'SALE', from_user_id: seller.user.id, to_user_id: winner.buyer.user.id },
    ]);
    const notes = await db()
      .selectFrom('notification')
      .select(['user_id', 'type'])
      .where('type', 'in', ['SALE', 'PURCHASE'])
      .where('user_id', 'in', [seller.user.id, winner.buyer.user.id])
      .orderBy('id')
      .execute();
    expect(notes.filter((note) => note.type === 'SALE')).toEqual([{ user_id: seller.user.id, type: 'SALE' }]);
    expect(notes.filter((note) => note.type === 'PURCHASE' && note.user_id === winner.buyer.user.id)).toHaveLength(1);

    // The buyer has it (and its 24-hour lock starts again); the design's history shows the sale; it is no longer listed.
    const keys = successData(await t.app.inject({ method: 'GET', url: PURCHASE_API.keyMy, headers: winner.buyer.auth }), myKeysSchema);
    expect(keys.items.map((key) => key.keyItemId)).toEqual([keyItemId]);
    expect((await myItems(winner.buyer, designId)).items[0]?.lockedUntil).not.toBeNull();
    expect((await myItems(seller, designId)).items).toEqual([]);
    const keySet = successData(await t.app.inject({ method: 'GET', url: MARKET_API.keySet(designId) }), marketKeySetSchema);
    expect(keySet.listings).toEqual([]);
    expect(keySet.history).toEqual([expect.objectContaining({ listingId: listing.id, priceGold: price })]);
    const activities = await db()
      .selectFrom('key_activity')
      .select(['type', 'price_gold', 'actor'])
      .where('key_design_id', '=', designId)
      .where('type', '=', 'SALE')
      .execute();
    expect(activities).toEqual([{ type: 'SALE', price_gold: price, actor: winner.buyer.user.nickname }]);
  });

  test('a buyer cannot buy their own listing, at another price, or without enough Gold (then nothing changes)', async () => {
    const { owner: seller, keyItemId, designId, projectId, listing } = await listedKey('seller-refusals', 800);
    expect(failure(await pay(seller, listing.id, 800)).code).toBe('MARKET_OWN_LISTING');
    const buyer = await createBuyer(t, 'refused-buyer', { gold: 700 });
    const changed = failure(await pay(buyer, listing.id, 750));
    expect([changed.code, changed.message]).toEqual(['MARKET_PRICE_CHANGED', 'The price has changed. Please check it again.']);
    expect(failure(await pay(buyer, listing.id, 800)).code).toBe('INSUFFICIENT_GOLD');
    expect(await goldBalance(t.database.db, buyer.user.id)).toBe(700);
    const still = await db().selectFrom('market_listing').select('status').where('id', '=', listing.id).executeTakeFirstOrThrow();
    expect(still.status).toBe('ACTIVE');
    expect(failure(await pay(buyer, 999_999, 800)).code).toBe('MARKET_LISTING_NOT_FOUND');
    const unverified = await createBuyer(t, 'unverified-buyer', { verified: false });
    expect(failure(await pay(unverified, listing.id, 800)).code).toBe('IDENTITY_VERIFICATION_REQUIRED');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: MARKET_API.payment(listing.id),
      payload: { priceGold: 800, payMethod: 'GOLD', agreeRefundPolicy: true },
    });
    expect(failure(anonymous).code).toBe('LOGIN_NEEDED');

    // Browsing: by design, by project, sorted; the listing page.
    const page = successData(
      await t.app.inject({ method: 'GET', url: `${MARKET_API.searchList}?projectId=${projectId}&sort=price_asc` }),
      marketListingPageSchema,
    );
    expect(page.items.map((item) => [item.id, item.keyItemId, item.priceGold, item.sellerNickname])).toEqual([
      [listing.id, keyItemId, 800, seller.user.nickname],
    ]);
    expect(page.total).toBe(1);
    const byDesign = successData(await t.app.inject({ method: 'GET', url: `${MARKET_API.searchList}?keyDesignId=${designId}` }), marketListingPageSchema);
    expect(byDesign.items.map((item) => item.id)).toEqual([listing.id]);
    const shown = successData(await t.app.inject({ method: 'GET', url: MARKET_API.listing(listing.id) }), marketListingSchema);
    expect(shown).toMatchObject({ id: listing.id, priceGold: 800, status: 'ACTIVE', key: { id: designId, projectId } });

    // The same Idempotency-Key repeats the answer and moves Gold once.
    const rich = await createBuyer(t, 'idempotent-buyer', { gold: 2_000 });
    const key = randomUUID();
    const first = successData(await pay(rich, listing.id, 800, key), marketPaymentResultSchema);
    expect(successData(await pay(rich, listing.id, 800, key), marketPaymentResultSchema)).toEqual(first);
    expect(await goldBalance(t.database.db, rich.user.id)).toBe(1_200);
  });

  test('a suspended member can neither list nor buy', async () => {
    const { listing } = await listedKey('seller-suspended-check', 100);
    const suspended = await createBuyer(t, 'suspended-member');
    await t.database.db.updateTable('app_user').set({ status: MEMBER_STATUS.suspended }).where('id', '=', suspended.user.id).execute();
    expect(failure(await register(suspended, { keyItemId: listing.keyItemId, priceGold: 100 })).code).toBe('ACCOUNT_SUSPENDED');
    expect(failure(await pay(suspended, listing.id, 100)).code).toBe('ACCOUNT_SUSPENDED');
    expect(await goldBalance(t.database.db, suspended.user.id)).toBe(10_000);
  });

  test('a listed KEY cannot be listed again by its buyer within 24 hours of the sale', async () => {
    const { listing } = await listedKey('seller-relock', 100);
    const buyer = await createBuyer(t, 'relock-buyer', { gold: 100 });
    const bought = successData(await pay(buyer, listing.id, 100), marketPaymentResultSchema);
    expect(failure(await register(buyer, { keyItemId: bought.keyItemId, priceGold: 200 })).code).toBe('KEY_LOCKED_FOR_SALE');
  });
});
