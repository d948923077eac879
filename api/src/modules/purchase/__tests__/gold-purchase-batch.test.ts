import { randomUUID } from 'node:crypto';
import { coinRevealResultSchema, PURCHASE_API, PURCHASE_CANCEL_API, purchaseCancelResultSchema, type CoinRevealResult } from 'shared-contract';
import { TestClock } from '../../../clock';
import { AppError } from '../../../http/app-error';
import { successData } from '../../../testing/envelope';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createBuyer, createSaleProject, DAY_MS } from '../../../testing/test-commerce';
import { testBackends } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { goldBalance, ledgerMismatches } from '../../gold/gold-ledger';
import { batchMayStart, goldPurchasesInTransaction, GoldPurchaseQueue, type GoldOrder } from '../gold-purchase-batch';

jest.setTimeout(240_000);

const codeOf = (outcome: CoinRevealResult | AppError | unknown) => (outcome instanceof AppError ? outcome.code : 'SUCCESS');

describe.each(testBackends())('Gold purchases in batches on %s', (backend) => {
  let t: TestApp;
  const clock = new TestClock();
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, env: { SERVICE_TERMINATES_AT: '2099-01-01T00:00:00Z' } });
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  const order = (member: TestMember, projectId: number, quantity = 1): GoldOrder => ({
    user: member.user,
    projectId,
    quantity,
    idempotency: `batch-${randomUUID()}`,
    now: clock.now(),
  });
  /** One batch's work in its own transaction, as the queue runs it (its answers are not stored: no key was claimed). */
  const inOneBatch = (orders: GoldOrder[]) =>
    t.database.db.transaction().execute(async (trx) => {
      const { outcomes, finish } = await goldPurchasesInTransaction(trx, orders);
      await finish([]);
      return outcomes;
    });
  const designsOf = (designIds: number[]) =>
    db().selectFrom('key_design').select(['id', 'supply_remaining']).where('id', 'in', designIds).orderBy('id').execute();
  const serialsOf = async (designId: number) =>
    (await db().selectFrom('key_item').select('serial_no').where('key_design_id', '=', designId).orderBy('serial_no').execute()).map((row) => row.serial_no);

  test('one batch decides each order as single purchases one after another would, and writes only the accepted ones', async () => {
    const { projectId, designIds } = await createSaleProject(t, [2, 1], { priceGold: 100 });
    const closed = await createSaleProject(t, [5], { startsInMs: -2 * DAY_MS, endsInMs: -DAY_MS });
    const rich = await createBuyer(t, 'rich', { gold: 1000 });
    const poor = await createBuyer(t, 'poor', { gold: 50 });
    const broke = await createBuyer(t, 'broke', { gold: 0 });
    const second = await createBuyer(t, 'second', { gold: 500 });
    const orders = [
      order(rich, projectId, 2),
      order(poor, projectId),
      order(rich, 2_000_000_000),
      order(rich, projectId, 2),
      order(broke, projectId),
      order(second, projectId),
      order(second, projectId),
      order(rich, closed.projectId),
    ];
    const outcomes = await inOneBatch(orders);
    expect(outcomes.map(codeOf)).toEqual([
      'SUCCESS',
      'INSUFFICIENT_GOLD',
      'PROJECT_NOT_FOUND',
      'INSUFFICIENT_KEYS',
      'INSUFFICIENT_GOLD',
      'SUCCESS',
      'INSUFFICIENT_KEYS',
      'KEY_NO_LONGER_AVAILABLE',
    ]);
    const [richResult, , , , , secondResult] = outcomes as CoinRevealResult[];

    // The supply: all three KEYs, serials from 1 per design, never more than minted.
    expect((await designsOf(designIds)).map((design) => design.supply_remaining)).toEqual([0, 0]);
    const serials = await Promise.all(designIds.map(serialsOf));
    expect(serials.map((list) => list.length).reduce((a, b) => a + b)).toBe(3);
    for (const list of serials) expect(list).toEqual(Array.from({ length: list.length }, (_, index) => index + 1));

    // The Gold: one SPEND per accepted purchase, balances equal to their ledgers.
    expect([
      await goldBalance(t.database.db, rich.user.id),
      await goldBalance(t.database.db, second.user.id),
      await goldBalance(t.database.db, poor.user.id),
    ]).toEqual([800, 400, 50]);
    expect(await db().selectFrom('gold_account').select('user_id').where('user_id', '=', broke.user.id).execute()).toEqual([]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    const spends = await db()
      .selectFrom('gold_ledger')
      .select(['user_id', 'amount', 'balance_after', 'reference'])
      .where('kind', '=', 'SPEND')
      .where('user_id', 'in', [rich.user.id, poor.user.id, broke.user.id, second.user.id])
      .orderBy('id')
      .execute();
    expect(spends).toEqual([
      { user_id: rich.user.id, amount: -200, balance_after: 800, reference: `purchase:${richResult?.purchaseId}` },
      { user_id: second.user.id, amount: -100, balance_after: 400, reference: `purchase:${secondResult?.purchaseId}` },
    ]);

    // The records: purchases, items in draw order (with the audit of the draw), ownership, activity, notification, count.
    const purchases = await db().selectFrom('purchase').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
    expect(purchases.map((row) => [row.id, row.user_id, row.quantity, row.total_gold, row.pay_method, row.status, row.idempotency])).toEqual([
      [richResult?.purchaseId, rich.user.id, 2, 200, 'GOLD', 'PAID', orders[0]?.idempotency],
      [secondResult?.purchaseId, second.user.id, 1, 100, 'GOLD', 'PAID', orders[5]?.idempotency],
    ]);
    const items = await db()
      .selectFrom('purchase_item as pi')
      .innerJoin('key_item as ki', 'ki.id', 'pi.key_item_id')
      .select(['pi.id', 'pi.purchase_id', 'pi.draw_position', 'pi.pool_remaining', 'pi.revealed_at', 'ki.owner_id', 'ki.id as key_item_id'])
      .where(
        'pi.purchase_id',
        'in',
        purchases.map((row) => row.id),
      )
      .orderBy('pi.id')
      .execute();
    expect(items.map((item) => [item.purchase_id, item.draw_position, item.pool_remaining, item.owner_id, item.revealed_at])).toEqual([
      [richResult?.purchaseId, 1, 3, rich.user.id, null],
      [richResult?.purchaseId, 2, 2, rich.user.id, null],
      [secondResult?.purchaseId, 1, 1, second.user.id, null],
    ]);
    expect(richResult?.items).toEqual(items.slice(0, 2).map((item) => ({ purchaseItemId: item.id, revealed: false })));
    expect(secondResult?.items).toEqual([{ purchaseItemId: items[2]?.id, revealed: false }]);
    const events = await db()
      .selectFrom('ownership_event')
      .select(['kind', 'to_user_id'])
      .where(
        'key_item_id',
        'in',
        items.map((item) => item.key_item_id),
      )
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { kind: 'PURCHASE', to_user_id: rich.user.id },
      { kind: 'PURCHASE', to_user_id: rich.user.id },
      { kind: 'PURCHASE', to_user_id: second.user.id },
    ]);
    const activity = await db()
      .selectFrom('key_activity')
      .select(['type', 'actor', 'price_gold'])
      .where('key_design_id', 'in', designIds)
      .orderBy('id')
      .execute();
    expect(activity).toEqual([
      { type: 'PURCHASE', actor: rich.user.nickname, price_gold: 100 },
      { type: 'PURCHASE', actor: rich.user.nickname, price_gold: 100 },
      { type: 'PURCHASE', actor: second.user.nickname, price_gold: 100 },
    ]);
    const notices = await db()
      .selectFrom('notification')
      .select(['user_id', 'type', 'title_en', 'body_en', 'link_url', 'read_at'])
      .where('user_id', 'in', [rich.user.id, second.user.id, poor.user.id])
      .orderBy('id')
      .execute();
    const title = (await db().selectFrom('project').select('title_en').where('id', '=', projectId).executeTakeFirstOrThrow()).title_en;
    expect(notices).toEqual([
      {
        user_id: rich.user.id,
        type: 'PURCHASE',
        title_en: 'KEY purchase complete',
        body_en: `You bought 2 KEYs of ${title}. Reveal them now.`,
        link_url: `/reveal?purchaseId=${richResult?.purchaseId}`,
        read_at: null,
      },
      {
        user_id: second.user.id,
        type: 'PURCHASE',
        title_en: 'KEY purchase complete',
        body_en: `You bought 1 KEY of ${title}. Reveal them now.`,
        link_url: `/reveal?purchaseId=${secondResult?.purchaseId}`,
        read_at: null,
      },
    ]);
    const counts = await db()
      .selectFrom('app_user')
      .select(['id', 'purchase_count'])
      .where('id', 'in', [rich.user.id, second.user.id, poor.user.id])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(counts.map((row) => [row.id, row.purchase_count]))).toEqual({ [rich.user.id]: 1, [second.user.id]: 1, [poor.user.id]: 0 });
  });

  test("a member's orders in one batch spend one balance, in order", async () => {
    const { projectId } = await createSaleProject(t, [10], { priceGold: 100 });
    const member = await createBuyer(t, 'twice', { gold: 250 });
    const outcomes = await inOneBatch([order(member, projectId, 2), order(member, projectId), order(member, projectId, 2)]);
    expect(outcomes.map(codeOf)).toEqual(['SUCCESS', 'INSUFFICIENT_GOLD', 'INSUFFICIENT_GOLD']);
    const ledger = await db().selectFrom('gold_ledger').select(['amount', 'balance_after']).where('user_id', '=', member.user.id).orderBy('id').execute();
    expect(ledger).toEqual([
      { amount: 250, balance_after: 250 },
      { amount: -200, balance_after: 50 },
    ]);
    expect(await goldBalance(t.database.db, member.user.id)).toBe(50);
  });

  test('KEY items back in supply (a cancelled purchase) are drawn first, lowest serial first, before new serials', async () => {
    const support = await createTestMember(t, `support-batch-${randomUUID().slice(0, 6)}@keys.test`, { role: 'support' });
    const { projectId, designIds } = await createSaleProject(t, [4], { priceGold: 10 });
    const designId = designIds[0] ?? 0;
    const first = await createBuyer(t, 'first');
    const bought = successData(
      await t.app.inject({
        method: 'POST',
        url: PURCHASE_API.coinReveal,
        headers: { ...first.auth, 'idempotency-key': `b-${randomUUID()}` },
        payload: { projectId, quantity: 2, agreeRefundPolicy: true },
      }),
      coinRevealResultSchema,
    );
    const cancelled = await t.app.inject({
      method: 'POST',
      url: PURCHASE_CANCEL_API.cancel(bought.purchaseId),
      headers: { ...support.auth, 'idempotency-key': `c-${randomUUID()}` },
      payload: { reason: 'Bought by mistake, asked by the member' },
    });
    successData(cancelled, purchaseCancelResultSchema);
    expect(await serialsOf(designId)).toEqual([1, 2]);

    const [a, b, c] = [await createBuyer(t, 'a'), await createBuyer(t, 'b'), await createBuyer(t, 'c')];
    const outcomes = await inOneBatch([order(a, projectId), order(b, projectId, 2), order(c, projectId)]);
    expect(outcomes.map(codeOf)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
    const owned = await db().selectFrom('key_item').select(['serial_no', 'owner_id']).where('key_design_id', '=', designId).orderBy('serial_no').execute();
    expect(owned).toEqual([
      { serial_no: 1, owner_id: a.user.id },
      { serial_no: 2, owner_id: b.user.id },
      { serial_no: 3, owner_id: b.user.id },
      { serial_no: 4, owner_id: c.user.id },
    ]);
    expect((await designsOf(designIds))[0]?.supply_remaining).toBe(0);
    const after = await inOneBatch([order(c, projectId)]);
    expect(after.map(codeOf)).toEqual(['INSUFFICIENT_KEYS']);
  });

  test('the queue batches concurrent purchases, answers each its own, and a repeated key buys once', async () => {
    const { projectId, designIds } = await createSaleProject(t, [20], { priceGold: 10 });
    const members = [];
    for (let index = 0; index < 10; index += 1) members.push(await createBuyer(t, `q${index}`, { gold: 1000 }));
    const batches: number[] = [];
    const queue = new GoldPurchaseQueue(t.database.db, {
      maxOrders: 8,
      maxKeys: 100,
      lingerMs: 4,
      purchase: (trx, orders) => {
        batches.push(orders.length);
        return goldPurchasesInTransaction(trx, orders);
      },
    });
    const orders = members.flatMap((member) => [order(member, projectId), order(member, projectId), order(member, projectId)]);
    const repeated = orders.slice(0, 5);
    const answers = await Promise.all(
      [...orders, ...repeated].map((o) =>
        queue.submit(o, { projectId, quantity: o.quantity, agreeRefundPolicy: true }).then(
          (answer) => answer.body,
          (error: unknown) => error,
        ),
      ),
    );
    const firstAnswers = answers.slice(0, orders.length);
    expect(firstAnswers.filter((answer) => !(answer instanceof AppError))).toHaveLength(20);
    expect(new Set(firstAnswers.filter((answer) => answer instanceof AppError).map(codeOf))).toEqual(new Set(['INSUFFICIENT_KEYS']));
    // The repeats answer what their first request got.
    for (const [index] of repeated.entries()) expect(answers[orders.length + index]).toEqual(answers[index]);
    expect(batches.length).toBeGreaterThan(1);
    expect(Math.max(...batches)).toBe(8);
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(orders.length);
    expect((await designsOf(designIds))[0]?.supply_remaining).toBe(0);
    expect(await serialsOf(designIds[0] ?? 0)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const purchases = await db().selectFrom('purchase').select('idempotency').where('project_id', '=', projectId).execute();
    expect(purchases).toHaveLength(20);
    expect(new Set(purchases.map((row) => row.idempotency)).size).toBe(20);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  test('a batch waits for the buyers it expects: a lone purchase at once, the buyers just answered until they are back', async () => {
    const { projectId } = await createSaleProject(t, [20], { priceGold: 10 });
    const buyers = [];
    for (let index = 0; index < 3; index += 1) buyers.push(await createBuyer(t, `l${index}`, { gold: 1000 }));
    const batches: number[] = [];
    const queueLingering = (lingerMs: number) =>
      new GoldPurchaseQueue(t.database.db, {
        maxOrders: 8,
        maxKeys: 100,
        lingerMs,
        purchase: (trx, orders) => {
          batches.push(orders.length);
          return goldPurchasesInTransaction(trx, orders);
        },
      });
    const buy = (queue: GoldPurchaseQueue, member: TestMember) => queue.submit(order(member, projectId), { projectId, quantity: 1, agreeRefundPolicy: true });
    const turns = async (count: number) => {
      for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    };

    // A linger far longer than the test: only a batch that expects nobody more may start.
    const patient = queueLingering(600_000);
    expect((await buy(patient, buyers[0] as TestMember)).status).toBe(200);
    expect((await Promise.all(buyers.map((buyer) => buy(patient, buyer)))).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(batches).toEqual([1, 3]);
    // Two of the three buyers back: the batch waits for the third (a batch starting at once would have run by now).
    const firstTwo = Promise.all(buyers.slice(0, 2).map((buyer) => buy(patient, buyer)));
    await turns(5);
    expect(batches).toEqual([1, 3]);
    const third = buy(patient, buyers[2] as TestMember);
    expect((await Promise.all([firstTwo, third])).flat().map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(batches).toEqual([1, 3, 3]);

    // A buyer who does not come back: the batch starts without them once the linger is over.
    const brief = queueLingering(20);
    await Promise.all(buyers.map((buyer) => buy(brief, buyer)));
    expect((await buy(brief, buyers[0] as TestMember)).status).toBe(200);
    expect(batches).toEqual([1, 3, 3, 3, 1]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  test('a batch starts when its expected requests are waiting, or a full batch is', () => {
    expect(batchMayStart(1, 1, 100)).toBe(true);
    expect(batchMayStart(15, 16, 100)).toBe(false);
    expect(batchMayStart(16, 16, 100)).toBe(true);
    expect(batchMayStart(100, 250, 100)).toBe(true);
    expect(batchMayStart(99, 250, 100)).toBe(false);
  });

  test('a batch that fails as a whole is told and written again one purchase at a time', async () => {
    const { projectId } = await createSaleProject(t, [5], { priceGold: 10 });
    const buyers = [await createBuyer(t, 'f1'), await createBuyer(t, 'f2')];
    const failures: number[] = [];
    const queue = new GoldPurchaseQueue(t.database.db, {
      maxOrders: 10,
      maxKeys: 100,
      lingerMs: 4,
      onBatchFailure: (_error, size) => failures.push(size),
      purchase: async () => {
        throw new Error('deadlock detected');
      },
    });
    const orders = buyers.map((buyer) => order(buyer, projectId, 2));
    const answers = await Promise.all(orders.map((o) => queue.submit(o, { projectId, quantity: 2, agreeRefundPolicy: true })));
    expect(failures).toEqual([2]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await db().selectFrom('purchase').select('id').where('project_id', '=', projectId).execute()).toHaveLength(2);
    // Retried afterwards (the queue still failing): the stored answers, nothing bought again.
    expect(await Promise.all(orders.map((o) => queue.submit(o, { projectId, quantity: 2, agreeRefundPolicy: true })))).toEqual(answers);
    expect(await db().selectFrom('purchase').select('id').where('project_id', '=', projectId).execute()).toHaveLength(2);
  });
});
