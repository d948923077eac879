import { API, cartCheckoutResultSchema, cartSchema, meSchema, type Cart } from 'shared-contract';
import type { TestClock } from '../../../clock';
import { failure, successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testBackends } from '../../../testing/test-database';
import { createBuyer, createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import type { TestMember } from '../../../testing/test-members';
import { goldBalance, ledgerMismatches } from '../../gold/gold-ledger';

jest.setTimeout(240_000);

describe.each(testBackends())('the cart on %s', (backend) => {
  let t: TestApp;
  const clock = () => t.clock as TestClock;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { SERVICE_TERMINATES_AT: '2099-01-01T00:00:00Z' } });
  });
  afterEach(() => clock().reset());
  afterAll(async () => {
    await t?.close();
  });

  const headersOf = (who: TestMember | null) => ({ 'accept-language': 'en', ...(who ? who.auth : {}) });
  const getCart = async (who: TestMember) => successData(await t.app.inject({ method: 'GET', url: '/api/cart', headers: headersOf(who) }), cartSchema);
  const add = (who: TestMember, projectId: number, quantity: number) =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers: headersOf(who), payload: { projectId, quantity } });
  const change = (who: TestMember, itemId: number, quantity: number) =>
    t.app.inject({ method: 'PATCH', url: `/api/cart/${itemId}`, headers: headersOf(who), payload: { quantity } });
  const remove = (who: TestMember, itemId: number) => t.app.inject({ method: 'DELETE', url: `/api/cart/${itemId}`, headers: headersOf(who) });
  const checkout = (who: TestMember | null, payload: object, key: string | null = `cart-${Math.random().toString(36).slice(2)}`) =>
    t.app.inject({ method: 'POST', url: '/api/cart/checkout', headers: { ...headersOf(who), ...(key ? { 'idempotency-key': key } : {}) }, payload });
  /** The header's figures, from `GET /api/user/me`. */
  const headerOf = async (who: TestMember) => {
    const me = successData(await t.app.inject({ method: 'GET', url: API.userMe, headers: headersOf(who) }), meSchema);
    return { cartItemCount: me.cartItemCount, goldBalance: me.goldBalance };
  };
  const lines = (cart: Cart) => cart.items.map((item) => ({ projectId: item.projectId, quantity: item.quantity, lineTotalGold: item.lineTotalGold }));
  const remainingOf = async (projectId: number) =>
    (await db().selectFrom('key_design').select('supply_remaining').where('project_id', '=', projectId).execute()).reduce(
      (sum, row) => sum + row.supply_remaining,
      0,
    );
  const purchasesOf = (who: TestMember) =>
    db().selectFrom('purchase').select(['id', 'project_id', 'quantity', 'total_gold']).where('user_id', '=', who.user.id).orderBy('id').execute();

  test('add merges into one line per project, change and remove; each answer is the priced cart', async () => {
    const member = await createBuyer(t, 'cart', { gold: 1234 });
    const a = await createSaleProject(t, [5, 5], { priceGold: 300 });
    const b = await createSaleProject(t, [3], { priceGold: 100 });
    expect(failure(await t.app.inject({ method: 'GET', url: '/api/cart', headers: headersOf(null) })).status).toBe(401);
    expect((await getCart(member)).items).toEqual([]);

    successData(await add(member, a.projectId, 2), cartSchema);
    const merged = successData(await add(member, a.projectId, 1), cartSchema);
    expect(lines(merged)).toEqual([{ projectId: a.projectId, quantity: 3, lineTotalGold: 900 }]);
    const withB = successData(await add(member, b.projectId, 1), cartSchema);
    // Newest line first.
    expect(lines(withB)).toEqual([
      { projectId: b.projectId, quantity: 1, lineTotalGold: 100 },
      { projectId: a.projectId, quantity: 3, lineTotalGold: 900 },
    ]);
    expect(withB).toMatchObject({ totalQuantity: 4, totalGold: 1000, goldBalance: 1234, keepDays: 90, maxLines: 20, maxQuantity: 10 });
    // The member's answer carries the same count and balance for the header.
    expect(await headerOf(member)).toEqual({ cartItemCount: 4, goldBalance: 1234 });
    const lineA = withB.items[1];
    expect(lineA).toMatchObject({ unitPriceGold: 300, saleStatus: 'on_sale', supplyRemaining: 10, imageUrl: `/api/art/project/${a.projectId}.webp` });
    expect(lineA?.projectTitle.en).toMatch(/^Test project /);
    expect(new Date(lineA?.expiresAt ?? 0).getTime() - new Date(lineA?.addedAt ?? 0).getTime()).toBe(90 * DAY_MS);
    expect(await db().selectFrom('cart_item').select('id').where('user_id', '=', member.user.id).execute()).toHaveLength(2);

    const itemA = lineA?.itemId ?? 0;
    expect(lines(successData(await change(member, itemA, 5), cartSchema))[1]).toEqual({ projectId: a.projectId, quantity: 5, lineTotalGold: 1500 });
    expect(failure(await change(member, itemA, 0)).code).toBe('VALIDATION_FAILED');
    expect(failure(await change(member, itemA, 11)).code).toBe('VALIDATION_FAILED');
    expect(failure(await add(member, a.projectId, 6))).toMatchObject({
      code: 'CART_QUANTITY_LIMIT',
      message: 'You can keep up to 10 KEYs of a project in the cart.',
    });
    // More than remain, or a project not on sale, cannot be kept either.
    expect(failure(await add(member, b.projectId, 3)).code).toBe('INSUFFICIENT_KEYS');
    const later = await createSaleProject(t, [3], { startsInMs: DAY_MS });
    expect(failure(await add(member, later.projectId, 1)).code).toBe('KEY_NO_LONGER_AVAILABLE');
    expect(failure(await add(member, 2_000_000_000, 1)).code).toBe('PROJECT_NOT_FOUND');

    // Another member can neither change nor remove my line.
    const stranger = await createBuyer(t, 'stranger');
    expect(failure(await change(stranger, itemA, 1)).code).toBe('NOT_FOUND');
    successData(await remove(stranger, itemA), cartSchema);
    expect((await getCart(member)).items).toHaveLength(2);

    expect(lines(successData(await remove(member, itemA), cartSchema))).toEqual([{ projectId: b.projectId, quantity: 1, lineTotalGold: 100 }]);
  });

  test('a cart holds at most 20 projects', async () => {
    const member = await createBuyer(t, 'full');
    for (let index = 0; index < 20; index += 1) successData(await add(member, (await createSaleProject(t, [1])).projectId, 1), cartSchema);
    const extra = await createSaleProject(t, [1]);
    expect(failure(await add(member, extra.projectId, 1))).toMatchObject({ code: 'CART_FULL', message: 'Your cart can hold up to 20 projects.' });
  });

  test('a line is kept 90 days after it was last added to, then dropped by the clock: never shown nor bought', async () => {
    let member = await createBuyer(t, 'expiry');
    // Access tokens expire as the clock moves: sign in again at the new time.
    const advance = async (ms: number) => {
      clock().advance(ms);
      const family = await t.tokens.issueFamily(member.user.id);
      member = { ...member, auth: { authorization: `Bearer ${family.accessToken}` } };
    };
    const old = await createSaleProject(t, [5], { startsInMs: -200 * DAY_MS });
    const fresh = await createSaleProject(t, [5], { startsInMs: -200 * DAY_MS });
    const oldLine = successData(await add(member, old.projectId, 1), cartSchema).items[0];
    await advance(30 * DAY_MS);
    successData(await add(member, fresh.projectId, 2), cartSchema);
    await advance(60 * DAY_MS - 60_000);
    expect((await getCart(member)).items.map((item) => item.projectId)).toEqual([fresh.projectId, old.projectId]);

    expect((await headerOf(member)).cartItemCount).toBe(3);
    await advance(60_000);
    // The header no longer counts the expired line, even before the cart is read.
    expect((await headerOf(member)).cartItemCount).toBe(2);
    const after = await getCart(member);
    expect(lines(after)).toEqual([{ projectId: fresh.projectId, quantity: 2, lineTotalGold: 200 }]);
    expect(await db().selectFrom('cart_item').select('project_id').where('user_id', '=', member.user.id).execute()).toEqual([{ project_id: fresh.projectId }]);

    // An expired line cannot be bought (the page's line is gone) nor changed; adding the project again starts a new line.
    expect(failure(await checkout(member, { itemIds: [oldLine?.itemId], agreeRefundPolicy: true })).code).toBe('CART_CHANGED');
    expect(failure(await change(member, oldLine?.itemId ?? 0, 2)).code).toBe('NOT_FOUND');
    expect(lines(successData(await add(member, old.projectId, 1), cartSchema))[0]).toEqual({ projectId: old.projectId, quantity: 1, lineTotalGold: 100 });
    expect(await purchasesOf(member)).toEqual([]);

    // Adding again restarts the period of a line.
    await advance(29 * DAY_MS);
    successData(await add(member, fresh.projectId, 1), cartSchema);
    await advance(2 * DAY_MS);
    expect(lines(await getCart(member))).toEqual([
      { projectId: fresh.projectId, quantity: 3, lineTotalGold: 300 },
      { projectId: old.projectId, quantity: 1, lineTotalGold: 100 },
    ]);
  });

  test('checkout buys every line with Gold in one go, empties them and answers the purchases; a repeat buys once', async () => {
    const member = await createBuyer(t, 'checkout', { gold: 2000 });
    const a = await createSaleProject(t, [4], { priceGold: 300 });
    const b = await createSaleProject(t, [2, 2], { priceGold: 150 });
    const kept = await createSaleProject(t, [2], { priceGold: 50 });
    successData(await add(member, a.projectId, 3), cartSchema);
    successData(await add(member, b.projectId, 2), cartSchema);
    const cart = successData(await add(member, kept.projectId, 1), cartSchema);
    const bought = cart.items.filter((item) => item.projectId !== kept.projectId).map((item) => item.itemId);

    const key = 'cart-checkout-once';
    const result = successData(await checkout(member, { itemIds: bought, agreeRefundPolicy: true }, key), cartCheckoutResultSchema);
    expect(result.totalGold).toBe(1200);
    expect(result.purchaseIds).toHaveLength(2);
    const purchases = await purchasesOf(member);
    expect(purchases.map((row) => row.id)).toEqual(result.purchaseIds);
    expect(purchases.map(({ project_id, quantity, total_gold }) => ({ project_id, quantity, total_gold }))).toEqual([
      { project_id: a.projectId, quantity: 3, total_gold: 900 },
      { project_id: b.projectId, quantity: 2, total_gold: 300 },
    ]);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(800);
    // The line not bought stays in the cart (and in the header's count).
    expect(await headerOf(member)).toEqual({ cartItemCount: 1, goldBalance: 800 });
    const spent = await db()
      .selectFrom('gold_ledger')
      .select(['kind', 'amount', 'reference'])
      .where('user_id', '=', member.user.id)
      .where('kind', '=', 'SPEND')
      .orderBy('id')
      .execute();
    expect(spent).toEqual(result.purchaseIds.map((id, index) => ({ kind: 'SPEND', amount: index === 0 ? -900 : -300, reference: `purchase:${id}` })));
    expect(await remainingOf(a.projectId)).toBe(1);
    expect(await remainingOf(b.projectId)).toBe(2);
    const drawn = await db().selectFrom('purchase_item').select('purchase_id').where('purchase_id', 'in', result.purchaseIds).execute();
    expect(drawn).toHaveLength(5);
    // The bought lines are gone; the line not chosen stays.
    expect(lines(await getCart(member))).toEqual([{ projectId: kept.projectId, quantity: 1, lineTotalGold: 50 }]);

    // The same key again: the same answer, nothing moves.
    expect(successData(await checkout(member, { itemIds: bought, agreeRefundPolicy: true }, key), cartCheckoutResultSchema)).toEqual(result);
    expect(await purchasesOf(member)).toHaveLength(2);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(800);
    // A new attempt at the lines already bought finds them gone.
    expect(failure(await checkout(member, { itemIds: bought, agreeRefundPolicy: true })).code).toBe('CART_CHANGED');
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  test('every requirement of a KEY purchase is checked in the same order, each with its message', async () => {
    const { projectId } = await createSaleProject(t, [5]);
    const unverified = await createBuyer(t, 'unverified', { verified: false, adult: false });
    const minor = await createBuyer(t, 'minor', { adult: false });
    const adult = await createBuyer(t, 'adult');
    const itemOf = async (who: TestMember) => successData(await add(who, projectId, 1), cartSchema).items[0]?.itemId ?? 0;
    const order = { itemIds: [await itemOf(adult)], agreeRefundPolicy: true };

    expect(failure(await checkout(null, order))).toMatchObject({ status: 401, code: 'LOGIN_NEEDED', message: 'Login needed.' });
    expect(failure(await checkout(unverified, { itemIds: [await itemOf(unverified)], agreeRefundPolicy: false }))).toMatchObject({
      status: 403,
      code: 'IDENTITY_VERIFICATION_REQUIRED',
      message: 'Identity verification required before purchase.',
    });
    expect(failure(await checkout(minor, { itemIds: [await itemOf(minor)], agreeRefundPolicy: false }))).toMatchObject({
      code: 'ADULT_ONLY',
      message: 'Only users over the age of 18 may use.',
    });
    for (const agreeRefundPolicy of [false, undefined]) {
      expect(failure(await checkout(adult, { ...order, agreeRefundPolicy }))).toMatchObject({
        status: 400,
        code: 'REFUND_POLICY_REQUIRED',
        message: 'You must first agree to the refund policy.',
      });
    }
    expect(failure(await checkout(adult, { itemIds: [], agreeRefundPolicy: true }))).toMatchObject({ code: 'CART_EMPTY', message: 'Your cart is empty.' });

    const suspended = await createBuyer(t, 'suspended');
    const suspendedOrder = { itemIds: [await itemOf(suspended)], agreeRefundPolicy: true };
    await db().updateTable('app_user').set({ status: 6 }).where('id', '=', suspended.user.id).execute();
    expect(failure(await checkout(suspended, suspendedOrder)).code).toBe('ACCOUNT_SUSPENDED');

    clock().set(new Date('2099-06-01T00:00:00Z'));
    const later = await t.tokens.issueFamily(adult.user.id);
    expect(
      failure(
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/checkout',
          headers: { authorization: `Bearer ${later.accessToken}`, 'idempotency-key': 'cart-closed-1' },
          payload: order,
        }),
      ),
    ).toMatchObject({
      code: 'SERVICE_PURCHASE_CLOSED',
    });
    clock().reset();

    expect(failure(await checkout(adult, order, null)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    // Another member's line is not in my cart.
    expect(failure(await checkout(minor, order)).code).toBe('ADULT_ONLY');
    const other = await createBuyer(t, 'other');
    expect(failure(await checkout(other, order)).code).toBe('CART_CHANGED');
    expect(await purchasesOf(adult)).toEqual([]);
  });

  test('all or nothing: one line short of KEYs (or of Gold) buys nothing, names the error and keeps the cart', async () => {
    const member = await createBuyer(t, 'short', { gold: 5000 });
    const plenty = await createSaleProject(t, [5], { priceGold: 100 });
    const scarce = await createSaleProject(t, [3], { priceGold: 100 });
    successData(await add(member, plenty.projectId, 2), cartSchema);
    const cart = successData(await add(member, scarce.projectId, 3), cartSchema);
    // Someone else buys from the scarce pool meanwhile.
    const rival = await createBuyer(t, 'rival');
    successData(await add(rival, scarce.projectId, 2), cartSchema);
    const rivalCart = await getCart(rival);
    successData(await checkout(rival, { itemIds: rivalCart.items.map((item) => item.itemId), agreeRefundPolicy: true }), cartCheckoutResultSchema);

    const answer = failure(await checkout(member, { itemIds: cart.items.map((item) => item.itemId), agreeRefundPolicy: true }));
    expect(answer).toMatchObject({ status: 409, code: 'INSUFFICIENT_KEYS', message: 'Insufficient KEYs remaining.', details: { projectId: scarce.projectId } });
    expect(await purchasesOf(member)).toEqual([]);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(5000);
    expect(await remainingOf(plenty.projectId)).toBe(5);
    expect(await remainingOf(scarce.projectId)).toBe(1);
    expect(lines(await getCart(member))).toEqual(lines(cart));

    const poor = await createBuyer(t, 'poor', { gold: 250 });
    successData(await add(poor, plenty.projectId, 2), cartSchema);
    const poorCart = successData(await add(poor, scarce.projectId, 1), cartSchema);
    expect(failure(await checkout(poor, { itemIds: poorCart.items.map((item) => item.itemId), agreeRefundPolicy: true })).code).toBe('INSUFFICIENT_GOLD');
    expect(await purchasesOf(poor)).toEqual([]);
    expect(await goldBalance(t.database.db, poor.user.id)).toBe(250);
    expect(await remainingOf(plenty.projectId)).toBe(5);
    expect((await getCart(poor)).items).toHaveLength(2);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  test('two checkouts of the same lines at once (different keys) buy once', async () => {
    const member = await createBuyer(t, 'race', { gold: 1000 });
    const { projectId } = await createSaleProject(t, [10], { priceGold: 100 });
    const cart = successData(await add(member, projectId, 2), cartSchema);
    const order = { itemIds: cart.items.map((item) => item.itemId), agreeRefundPolicy: true };
    const answers = await Promise.all([checkout(member, order), checkout(member, order)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await purchasesOf(member)).toHaveLength(1);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(800);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
