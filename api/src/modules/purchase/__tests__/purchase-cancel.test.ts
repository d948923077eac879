import { createHash } from 'node:crypto';
import {
  cardRevealResultSchema,
  coinRevealResultSchema,
  couponListSchema,
  API,
  notificationSchema,
  pageOf,
  PURCHASE_API,
  PURCHASE_CANCEL_API,
  purchaseCancelPreviewSchema,
  purchaseCancelResultSchema,
  purchaseSearchResultSchema,
  revealedItemSchema,
  type CoinRevealResult,
} from 'shared-contract';
import { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { REFUND_SETTLE_AFTER_MS } from '../refund-settle-job';
import { testBackends } from '../../../testing/test-database';
import { createBuyer, createSaleProject, registerDiscountCoupon } from '../../../testing/test-commerce';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { goldBalance, ledgerMismatches } from '../../gold/gold-ledger';
import { SandboxCardProvider, type SandboxChargeView } from '../../payments/sandbox-card-provider';

jest.setTimeout(240_000);

describe.each(testBackends())('purchase cancellation by support on %s', (backend) => {
  let t: TestApp;
  const clock = new TestClock();
  let support: TestMember;
  let admin: TestMember;
  const db = () => t.database.db;
  let keyCounter = 0;
  const newKey = () => `cancel-${Date.now()}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, env: { SERVICE_TERMINATES_AT: '2099-01-01T00:00:00Z' } });
    support = await createTestMember(t, `support-${backend}@keys.test`, { role: 'support' });
    admin = await createTestMember(t, `admin-${backend}@keys.test`, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const buyWithGold = async (who: TestMember, projectId: number, quantity: number, extra: object = {}): Promise<CoinRevealResult> =>
    successData(
      await t.app.inject({
        method: 'POST',
        url: PURCHASE_API.coinReveal,
        headers: { ...who.auth, 'idempotency-key': newKey() },
        payload: { projectId, quantity, agreeRefundPolicy: true, ...extra },
      }),
      coinRevealResultSchema,
    );
  const search = (who: TestMember | null, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: PURCHASE_CANCEL_API.purchases, query, headers: { 'accept-language': 'en', ...(who?.auth ?? {}) } });
  const preview = (who: TestMember | null, purchaseId: number) =>
    t.app.inject({ method: 'GET', url: PURCHASE_CANCEL_API.preview(purchaseId), headers: { 'accept-language': 'en', ...(who?.auth ?? {}) } });
  const cancel = (who: TestMember | null, purchaseId: number, key: string | null = newKey(), reason = 'Bought by mistake, asked by the member') =>
    t.app.inject({
      method: 'POST',
      url: PURCHASE_CANCEL_API.cancel(purchaseId),
      headers: { 'accept-language': 'en', ...(who?.auth ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { reason },
    });
  const reveal = (who: TestMember, purchaseItemId: number) =>
    t.app.inject({ method: 'POST', url: PURCHASE_API.reveal(purchaseItemId), headers: { 'accept-language': 'en', ...who.auth } });
  const remaining = async (designId: number) =>
    (await db().selectFrom('key_design').select('supply_remaining').where('id', '=', designId).executeTakeFirstOrThrow()).supply_remaining;

  const buyByCard = async (member: TestMember, projectId: number, quantity: number) => {
    const opened = successData(
      await t.app.inject({
        method: 'POST',
        url: PURCHASE_API.cardReveal,
        headers: { ...member.auth, 'idempotency-key': newKey() },
        payload: { projectId, quantity, agreeRefundPolicy: true, providerId: 'sandbox-card' },
      }),
      cardRevealResultSchema,
    );
    const checkout = new URL(opened.checkoutUrl);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ payment: checkout.searchParams.get('payment') ?? '', cardNumber: '4242424242424242', action: 'approve' }).toString(),
    });
    const back = new URL(String(submitted.headers.location));
    const bought = successData(
      await t.app.inject({
        method: 'POST',
        url: PURCHASE_API.cardRevealConfirm,
        headers: { ...member.auth, 'idempotency-key': newKey() },
        payload: { paymentId: opened.paymentId, token: back.searchParams.get('token') ?? '' },
      }),
      coinRevealResultSchema,
    );
    const payment = await db().selectFrom('payment').select(['provider_ref']).where('id', '=', opened.paymentId).executeTakeFirstOrThrow();
    return { opened, bought, providerRef: payment.provider_ref ?? '' };
  };
  const chargeOf = async (providerRef: string) => (await t.app.inject({ method: 'GET', url: `/sandbox/charges/${providerRef}` })).json() as SandboxChargeView;

  test('a Gold purchase: Gold back, KEYs back in supply and gone from the member, events, notification, audit, coupon back', async () => {
    const { projectId, designIds } = await createSaleProject(t, [5, 5], { priceGold: 100 });
    const member = await createBuyer(t, 'gold', { gold: 1_000 });
    const memberCouponId = await registerDiscountCoupon(t, member, { discount_percent: 10 });
    const bought = await buyWithGold(member, projectId, 3, { memberCouponId });
    expect(await goldBalance(t.database.db, member.user.id)).toBe(730);
    const designs = designIds as [number, number];
    expect((await remaining(designs[0])) + (await remaining(designs[1]))).toBe(7);
    const keyItems = (await db().selectFrom('purchase_item').select('key_item_id').where('purchase_id', '=', bought.purchaseId).execute()).map(
      (row) => row.key_item_id,
    );

    const found = successData(await search(support, { by: 'member', q: member.user.email ?? '' }), purchaseSearchResultSchema);
    expect(found.member?.id).toBe(member.user.id);
    const listed = found.items.find((item) => item.purchaseId === bought.purchaseId);
    expect(listed).toMatchObject({ status: 'PAID', payMethod: 'GOLD', totalGold: 270, blockers: [], coupon: { memberCouponId } });
    expect(listed?.keys.map((key) => key.state)).toEqual(['UNREVEALED', 'UNREVEALED', 'UNREVEALED']);
    // By purchase number and by member number too.
    expect(successData(await search(support, { by: 'purchase', q: `#${bought.purchaseId}` }), purchaseSearchResultSchema).items).toHaveLength(1);
    expect(successData(await search(admin, { by: 'member', q: String(member.user.id) }), purchaseSearchResultSchema).member?.id).toBe(member.user.id);

    const previewed = successData(await preview(support, bought.purchaseId), purchaseCancelPreviewSchema);
    expect(previewed.returns).toMatchObject({ gold: 270, card: null, coupon: { memberCouponId } });
    expect(previewed.returns.supply.reduce((sum, entry) => sum + entry.count, 0)).toBe(3);
    expect(previewed.monthlyImpact).toEqual({ kind: 'NONE' });

    const key = newKey();
    const done = successData(await cancel(support, bought.purchaseId, key), purchaseCancelResultSchema);
    expect(done).toMatchObject({ refundStatus: 'NONE', refundMethod: null, monthlyImpact: { kind: 'NONE' } });
    expect(done.purchase).toMatchObject({ status: 'CANCELLED', blockers: ['PURCHASE_ALREADY_CANCELLED'] });
    expect(done.purchase.cancellation).toMatchObject({ goldReturned: 270, usdCentsReturned: 0, couponReturned: true, cancelledBy: { id: support.user.id } });
    expect(done.purchase.keys.map((item) => item.state)).toEqual(['RETURNED', 'RETURNED', 'RETURNED']);
    // The same key answers the same; a new one is refused.
    expect(successData(await cancel(support, bought.purchaseId, key), purchaseCancelResultSchema)).toEqual(done);
    expect(failure(await cancel(support, bought.purchaseId))).toMatchObject({
      status: 409,
      code: 'PURCHASE_ALREADY_CANCELLED',
      message: 'This purchase is already cancelled.',
    });

    expect(await goldBalance(t.database.db, member.user.id)).toBe(1_000);
    const ledger = await db().selectFrom('gold_ledger').select(['kind', 'amount', 'reference']).where('user_id', '=', member.user.id).orderBy('id').execute();
    expect(ledger.at(-1)).toEqual({ kind: 'REFUND', amount: 270, reference: `purchase-cancel:${bought.purchaseId}` });
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    expect((await remaining(designs[0])) + (await remaining(designs[1]))).toBe(10);
    const items = await db().selectFrom('key_item').select(['id', 'owner_id']).where('id', 'in', keyItems).execute();
    expect(items.every((item) => item.owner_id === null)).toBe(true);
    const events = await db()
      .selectFrom('ownership_event')
      .select(['key_item_id', 'kind', 'from_user_id', 'to_user_id'])
      .where('key_item_id', 'in', keyItems)
      .orderBy('id')
      .execute();
    expect(events.filter((event) => event.kind === 'REVOKE')).toHaveLength(3);
    expect(events.filter((event) => event.kind === 'REVOKE').every((event) => event.from_user_id === member.user.id && event.to_user_id === null)).toBe(true);
    expect(await db().selectFrom('purchase_item').select('id').where('purchase_id', '=', bought.purchaseId).execute()).toEqual([]);
    expect(await db().selectFrom('purchase_cancel_item').select('key_item_id').where('purchase_id', '=', bought.purchaseId).execute()).toHaveLength(3);

    // The member: no KEYs in the cabinet nor waiting on /reveal, the purchase CANCELLED in the history, the coupon usable, a notification.
    const mine = (await t.app.inject({ method: 'GET', url: PURCHASE_API.keyMy, headers: member.auth })).json() as { data: { items: unknown[] } };
    expect(mine.data.items).toEqual([]);
    const pending = (await t.app.inject({ method: 'GET', url: PURCHASE_API.revealPending, headers: member.auth })).json() as { data: { items: unknown[] } };
    expect(pending.data.items).toEqual([]);
    const history = (await t.app.inject({ method: 'GET', url: PURCHASE_API.paymentHistory, headers: member.auth })).json() as {
      data: { items: { purchaseId: number; status: string }[] };
    };
    expect(history.data.items.find((item) => item.purchaseId === bought.purchaseId)?.status).toBe('CANCELLED');
    const coupons = successData(await t.app.inject({ method: 'GET', url: '/api/coupon/list', headers: member.auth }), couponListSchema).items;
    expect(coupons.find((coupon) => coupon.id === memberCouponId)).toBeTruthy();
    const used = await t.database.db.selectFrom('app_user').select('purchase_count').where('id', '=', member.user.id).executeTakeFirstOrThrow();
    expect(used.purchase_count).toBe(0);
    const notes = successData(await t.app.inject({ method: 'GET', url: API.alarm, headers: member.auth }), pageOf(notificationSchema));
    expect(notes.items[0]).toMatchObject({ type: 'PURCHASE', title: { ko: '구매가 취소되고 환불되었습니다', en: 'Your purchase was cancelled and refunded' } });
    expect(notes.items[0]?.body.en).toContain('270 Gold was refunded.');
    expect(notes.items[0]?.body.ko).toContain('사유: Bought by mistake');
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'PURCHASE_CANCEL')
      .where('target_id', '=', String(bought.purchaseId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: support.user.id, target_type: 'purchase' });
    expect(audit[0]?.details).toMatchObject({ memberId: member.user.id, goldReturned: 270, couponReturned: memberCouponId });

    // A reveal of a cancelled item is refused; the returned KEYs are drawn again (same serials, no new ones).
    const firstItem = bought.items[0]?.purchaseItemId ?? 0;
    expect(failure(await reveal(member, firstItem))).toMatchObject({ status: 409, code: 'PURCHASE_CANCELLED' });
    const other = await createBuyer(t, 'again');
    const again = await buyWithGold(other, projectId, 10);
    expect(again.items).toHaveLength(10);
    const serials = await db().selectFrom('key_item').select(['key_design_id', 'serial_no']).where('key_design_id', 'in', designIds).execute();
    expect(serials).toHaveLength(10);
    for (const designId of designIds) {
      expect(
        serials
          .filter((row) => row.key_design_id === designId)
          .map((row) => row.serial_no)
          .sort((a, b) => a - b),
      ).toEqual([1, 2, 3, 4, 5]);
    }
    expect(await db().selectFrom('key_item').select('id').where('id', 'in', keyItems).where('owner_id', '=', other.user.id).execute()).toHaveLength(3);
  });

  test('refusals: revealed, moved, listed, coupon draw, already cancelled, reason, member 403, visitor 401, unknown', async () => {
    const { projectId } = await createSaleProject(t, [20], { priceGold: 10 });
    const member = await createBuyer(t, 'refused');
    const outsider = await createBuyer(t, 'outsider');

    const revealed = await buyWithGold(member, projectId, 2);
    successData(await reveal(member, revealed.items[0]?.purchaseItemId ?? 0), revealedItemSchema);
    const row = successData(await search(support, { by: 'purchase', q: String(revealed.purchaseId) }), purchaseSearchResultSchema).items[0];
    expect(row?.blockers).toEqual(['PURCHASE_CANCEL_KEY_REVEALED']);
    expect(row?.keys.map((key) => key.state)).toEqual(['REVEALED', 'UNREVEALED']);
    expect(failure(await preview(support, revealed.purchaseId))).toMatchObject({ status: 409, code: 'PURCHASE_CANCEL_KEY_REVEALED' });
    expect(failure(await cancel(support, revealed.purchaseId))).toMatchObject({
      status: 409,
      code: 'PURCHASE_CANCEL_KEY_REVEALED',
      message: 'A KEY of this purchase has been revealed, so it cannot be cancelled.',
    });

    const moved = await buyWithGold(member, projectId, 1);
    const movedItem = await db().selectFrom('purchase_item').select('key_item_id').where('purchase_id', '=', moved.purchaseId).executeTakeFirstOrThrow();
    await db().updateTable('key_item').set({ owner_id: outsider.user.id }).where('id', '=', movedItem.key_item_id).execute();
    await db()
      .insertInto('ownership_event')
      .values({ key_item_id: movedItem.key_item_id, kind: 'TRANSFER', from_user_id: member.user.id, to_user_id: outsider.user.id, occurred_at: t.clock.now() })
      .execute();
    expect(failure(await cancel(support, moved.purchaseId))).toMatchObject({ status: 409, code: 'PURCHASE_CANCEL_KEY_MOVED' });

    const listed = await buyWithGold(member, projectId, 1);
    const listedItem = await db()
      .selectFrom('purchase_item')
      .select(['key_item_id', 'key_design_id'])
      .where('purchase_id', '=', listed.purchaseId)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('market_listing')
      .values({
        key_item_id: listedItem.key_item_id,
        key_design_id: listedItem.key_design_id,
        seller_id: member.user.id,
        price_gold: 50,
        status: 'ACTIVE',
        created_at: t.clock.now(),
      })
      .execute();
    expect(failure(await cancel(support, listed.purchaseId))).toMatchObject({ status: 409, code: 'PURCHASE_CANCEL_KEY_LISTED' });
    const listedRow = successData(await search(support, { by: 'purchase', q: String(listed.purchaseId) }), purchaseSearchResultSchema).items[0];
    expect(listedRow?.keys[0]?.state).toBe('LISTED');

    const free = await buyWithGold(member, projectId, 1);
    await db().updateTable('purchase').set({ pay_method: 'COUPON' }).where('id', '=', free.purchaseId).execute();
    expect(failure(await cancel(support, free.purchaseId))).toMatchObject({ status: 409, code: 'PURCHASE_CANCEL_PAY_METHOD' });

    const fine = await buyWithGold(member, projectId, 1);
    expect(failure(await cancel(support, fine.purchaseId, newKey(), '   '))).toMatchObject({ status: 400, code: 'PURCHASE_CANCEL_REASON_REQUIRED' });
    expect(failure(await cancel(support, fine.purchaseId, newKey(), 'x'.repeat(501)))).toMatchObject({ status: 400, code: 'PURCHASE_CANCEL_REASON_TOO_LONG' });
    expect(failure(await cancel(support, fine.purchaseId, null))).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(failure(await cancel(member, fine.purchaseId))).toMatchObject({ status: 403 });
    expect(failure(await cancel(null, fine.purchaseId))).toMatchObject({ status: 401 });
    expect(failure(await search(member, { by: 'member', q: 'x' }))).toMatchObject({ status: 403 });
    expect(failure(await search(null, { by: 'member', q: 'x' }))).toMatchObject({ status: 401 });
    expect(failure(await preview(member, fine.purchaseId))).toMatchObject({ status: 403 });
    expect(failure(await search(support, { by: 'member', q: 'nobody@nowhere.test' }))).toMatchObject({ status: 404, code: 'PURCHASE_CANCEL_MEMBER_NOT_FOUND' });
    expect(failure(await search(support, { by: 'purchase', q: '2147483000' }))).toMatchObject({ status: 404, code: 'PURCHASE_NOT_FOUND' });
    expect(failure(await search(support, { by: 'member', q: '' }))).toMatchObject({ status: 400, code: 'PURCHASE_CANCEL_SEARCH_REQUIRED' });
    expect(failure(await cancel(support, 2_147_483_000))).toMatchObject({ status: 404, code: 'PURCHASE_NOT_FOUND' });
    // Korean messages too.
    const ko = await t.app.inject({
      method: 'POST',
      url: PURCHASE_CANCEL_API.cancel(revealed.purchaseId),
      headers: { 'accept-language': 'ko', ...support.auth, 'idempotency-key': newKey() },
      payload: { reason: '실수' },
    });
    expect(failure(ko).message).toBe('이미 공개된 KEY가 있어 취소할 수 없습니다.');

    successData(await cancel(admin, fine.purchaseId), purchaseCancelResultSchema);
    expect(failure(await cancel(support, fine.purchaseId))).toMatchObject({ code: 'PURCHASE_ALREADY_CANCELLED' });
  });

  test('a cancel racing a reveal of the same purchase: exactly one wins', async () => {
    const { projectId, designIds } = await createSaleProject(t, [200], { priceGold: 10 });
    const designId = designIds[0] ?? 0;
    const member = await createBuyer(t, 'race', { gold: 100_000 });
    for (let round = 0; round < 6; round += 1) {
      const bought = await buyWithGold(member, projectId, 2);
      const before = await goldBalance(t.database.db, member.user.id);
      const supplyBefore = await remaining(designId);
      const [cancelled, revealed] = await Promise.all([cancel(support, bought.purchaseId), reveal(member, bought.items[1]?.purchaseItemId ?? 0)]);
      const cancelWon = cancelled.statusCode === 200;
      const revealWon = revealed.statusCode === 200;
      expect(cancelWon !== revealWon).toBe(true);
      if (cancelWon) {
        expect(failure(revealed)).toMatchObject({ status: 409, code: 'PURCHASE_CANCELLED' });
        expect(await goldBalance(t.database.db, member.user.id)).toBe(before + 20);
        expect(await remaining(designId)).toBe(supplyBefore + 2);
      } else {
        expect(failure(cancelled)).toMatchObject({ status: 409, code: 'PURCHASE_CANCEL_KEY_REVEALED' });
        expect(await goldBalance(t.database.db, member.user.id)).toBe(before);
        expect(await remaining(designId)).toBe(supplyBefore);
        const status = await db().selectFrom('purchase').select('status').where('id', '=', bought.purchaseId).executeTakeFirstOrThrow();
        expect(status.status).toBe('PAID');
      }
    }
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  test('a card purchase: the sandbox payment is voided once, however often and however concurrently the cancel is sent', async () => {
    const { projectId, designIds } = await createSaleProject(t, [10], { priceGold: 100, priceUsdCents: 150 });
    const member = await createBuyer(t, 'card', { gold: 0 });
    const { opened, bought, providerRef } = await buyByCard(member, projectId, 2);
    expect(await remaining(designIds[0] ?? 0)).toBe(8);

    const previewed = successData(await preview(support, bought.purchaseId), purchaseCancelPreviewSchema);
    expect(previewed.returns).toMatchObject({ gold: 0, card: { paymentId: opened.paymentId, usdCents: 300, paymentUsdCents: 300, provider: 'sandbox-card' } });

    const key = newKey();
    const answers = await Promise.all([
      cancel(support, bought.purchaseId, key),
      cancel(support, bought.purchaseId, key),
      cancel(support, bought.purchaseId, key),
    ]);
    const done = answers.filter((answer) => answer.statusCode === 200).map((answer) => successData(answer, purchaseCancelResultSchema));
    // A twin that arrives while the first holds the lease is told to retry (409 IDEMPOTENCY_IN_PROGRESS); none refunds.
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) expect(failure(answer).code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(done.length).toBeGreaterThanOrEqual(1);
    const final = successData(await cancel(support, bought.purchaseId, key), purchaseCancelResultSchema);
    expect(final).toMatchObject({
      refundStatus: 'DONE',
      refundMethod: 'VOID',
      purchase: { status: 'CANCELLED', cancellation: { usdCentsReturned: 300, goldReturned: 0 } },
    });
    for (const answer of done) expect(answer).toEqual(final);
    expect(failure(await cancel(support, bought.purchaseId))).toMatchObject({ code: 'PURCHASE_ALREADY_CANCELLED' });

    const seen = await chargeOf(providerRef);
    expect(seen).toMatchObject({ amountUsdCents: 300, refundedUsdCents: 300, voided: true });
    expect(seen.refunds).toHaveLength(1);
    expect(await remaining(designIds[0] ?? 0)).toBe(10);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(0);
    const notes = successData(await t.app.inject({ method: 'GET', url: API.alarm, headers: member.auth }), pageOf(notificationSchema));
    expect(notes.items[0]?.body.en).toContain('Your card payment of USD 3.00 is voided or refunded.');
  });
  test('a refund left owed by an outage is settled by the job once the processor answers, without anyone retrying', async () => {
    const { projectId } = await createSaleProject(t, [10], { priceGold: 100, priceUsdCents: 300 });
    const member = await createBuyer(t, 'outage-job', { gold: 0 });
    const { bought, providerRef } = await buyByCard(member, projectId, 1);
    const outage = jest.spyOn(SandboxCardProvider.prototype, 'refund').mockRejectedValueOnce(new Error('processor unreachable'));
    const first = successData(await cancel(support, bought.purchaseId), purchaseCancelResultSchema);
    outage.mockRestore();
    expect(first.refundStatus).toBe('PENDING');
    // Within its first 2 minutes the refund is the cancelling request's own business.
    expect(await t.app.refundSettle.runOnce()).toEqual({ settled: 0 });
    expect((await chargeOf(providerRef)).refunds).toEqual([]);
    clock.advance(REFUND_SETTLE_AFTER_MS + 1000);
    expect(await t.app.refundSettle.runOnce()).toEqual({ settled: 1 });
    expect(await t.app.refundSettle.runOnce()).toEqual({ settled: 0 });
    const seen = await chargeOf(providerRef);
    expect(seen.refunds).toHaveLength(1);
    expect(seen.refundedUsdCents).toBe(300);
  });
  test('a processor that cannot be reached: the cancellation stands, the refund stays owed, a retry refunds once (also after the lease of a crashed run)', async () => {
    const { projectId } = await createSaleProject(t, [10], { priceGold: 100, priceUsdCents: 200 });
    const member = await createBuyer(t, 'outage', { gold: 0 });
    const { bought, providerRef } = await buyByCard(member, projectId, 1);
    const outage = jest.spyOn(SandboxCardProvider.prototype, 'refund').mockRejectedValueOnce(new Error('processor unreachable'));
    const first = successData(await cancel(support, bought.purchaseId), purchaseCancelResultSchema);
    expect(outage).toHaveBeenCalledTimes(1);
    outage.mockRestore();
    expect(first).toMatchObject({
      refundStatus: 'PENDING',
      purchase: { status: 'CANCELLED', cancellation: { usdCentsReturned: 200, refundStatus: 'PENDING' } },
    });
    expect((await chargeOf(providerRef)).refunds).toEqual([]);
    // A run that died between its commit and the processor left its claim RUNNING: while its lease holds, a repeat waits;
    // after it, the repeat takes over and settles what is owed.
    const crashedKey = newKey();
    const reason = 'Bought by mistake, asked by the member';
    const claim = {
      scope: 'purchase-cancel',
      key: crashedKey,
      user_id: support.user.id,
      request_hash: createHash('sha256')
        .update(JSON.stringify({ purchaseId: bought.purchaseId, reason }))
        .digest('hex'),
      status: 'RUNNING' as const,
      created_at: t.clock.now(),
    };
    await t.database.db
      .insertInto('idempotency_record')
      .values({ ...claim, lease_until: new Date(t.clock.now().getTime() + 60_000) })
      .execute();
    expect(failure(await cancel(support, bought.purchaseId, crashedKey, reason))).toMatchObject({ status: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
    await t.database.db
      .updateTable('idempotency_record')
      .set({ lease_until: new Date(t.clock.now().getTime() - 1) })
      .where('key', '=', crashedKey)
      .execute();
    const retries = await Promise.all([
      cancel(support, bought.purchaseId, crashedKey, reason),
      cancel(support, bought.purchaseId),
      cancel(support, bought.purchaseId),
    ]);
    const settled = retries.filter((retry) => retry.statusCode === 200).map((retry) => successData(retry, purchaseCancelResultSchema));
    expect(settled.length).toBeGreaterThanOrEqual(1);
    for (const answer of settled) expect(answer).toMatchObject({ refundStatus: 'DONE', refundMethod: 'VOID' });
    for (const retry of retries.filter((candidate) => candidate.statusCode !== 200))
      expect(failure(retry).code).toMatch(/^(PURCHASE_ALREADY_CANCELLED|IDEMPOTENCY_IN_PROGRESS)$/);
    expect(failure(await cancel(support, bought.purchaseId))).toMatchObject({ code: 'PURCHASE_ALREADY_CANCELLED' });
    const seen = await chargeOf(providerRef);
    expect(seen.refunds).toHaveLength(1);
    expect(seen.refundedUsdCents).toBe(200);
    const audits = await t.database.db
      .selectFrom('staff_audit')
      .select('id')
      .where('action', '=', 'PURCHASE_CANCEL')
      .where('target_id', '=', String(bought.purchaseId))
      .execute();
    expect(audits).toHaveLength(1);
  });
});
