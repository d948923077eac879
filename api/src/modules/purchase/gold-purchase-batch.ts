import type { Kysely } from 'kysely';
import type { CoinRevealResult } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { projectPublications } from '../catalog/catalog-repository';
import { isPublishedAt } from '../catalog/publication';
import type { RecordAnswer } from '../idempotency/idempotency-repository';
import { idempotent, idempotentBatch, type StoredAnswer } from '../idempotency/idempotent';
import { arrayOf, lockBuyersAndDesigns, type BatchRows, readBatchSupply, saleProjects, writeBatch } from './gold-purchase-batch-repository';
import { sampleDesigns } from './key-draw';
import { purchaseInTransaction, purchaseNotice } from './purchase-transaction';

/** A KEY purchase paid with Gold, without a coupon (POST /api/payment/coinReveal), as it waits for its batch. */
export interface GoldOrder {
  user: AppUserRow;
  projectId: number;
  quantity: number;
  /** The request's Idempotency-Key, stored on the purchase. */
  idempotency: string;
  now: Date;
}

interface Draw {
  designId: number;
  position: number;
  designRemaining: number;
  poolRemaining: number;
}

interface ProjectRow {
  id: number;
  price_gold: number;
  sale_starts_at: Date;
  sale_ends_at: Date | null;
  title_ko: string;
  title_en: string;
}

interface Accepted {
  index: number;
  order: GoldOrder;
  project: ProjectRow;
  totalGold: number;
  balanceAfter: number | null;
  draws: Draw[];
}

/** A batch decided: each order's result or refusal, and the write of the accepted ones (with the answers given to it). */
export interface GoldBatch {
  outcomes: (CoinRevealResult | AppError)[];
  finish: (answers: readonly RecordAnswer[]) => Promise<void>;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];
const byNumber = (a: number, b: number) => a - b;

/**
 * Several Gold purchases inside the caller's transaction, with the same rules and answers as `purchaseInTransaction`
 * one after another in the given order (the sale window and the supply, then the Gold, then the draw weighted by what
 * remains; returned KEY items before new serials; the same records and notification), in a fixed number of
 * statements whatever the number of orders. The Gold accounts, then the projects' designs are locked (in the order a
 * single purchase takes them), the outcome of every order is decided on those locked rows, and `finish` writes the
 * accepted orders with the answers it is given, in one statement. Answers, per order, its result or the AppError it is
 * refused with (nothing written for it).
 */
export async function goldPurchasesInTransaction(trx: Kysely<Database>, orders: readonly GoldOrder[]): Promise<GoldBatch> {
  if (orders.length === 0) return { outcomes: [], finish: async () => undefined };
  const projectIds = unique(orders.map((order) => order.projectId));
  // The supply rows are held from here to the commit: everything the batch still has to do follows in a few statements.
  // Their projects come with them (not locked, as a single purchase reads its project).
  const { accounts, designs } = await lockBuyersAndDesigns(trx, unique(orders.map((order) => order.user.id)).sort(byNumber), projectIds);
  const balances = new Map(accounts.map((account) => [account.user_id, account.balance]));
  // Gold reserved by pending offers (issue 15) is not spendable: moveGold keeps the balance at or above it.
  const reservedOf = new Map(accounts.map((account) => [account.user_id, account.reserved]));
  const projects = new Map<number, ProjectRow>(
    designs.map((d) => [
      d.project_id,
      {
        id: d.project_id,
        price_gold: d.price_gold,
        sale_starts_at: d.sale_starts_at,
        sale_ends_at: d.sale_ends_at,
        title_ko: d.title_ko,
        title_en: d.title_en,
      },
    ]),
  );
  // Projects without a design for sale (or not found at all) are read on their own.
  const bare = projectIds.filter((id) => !projects.has(id));
  if (bare.length > 0) {
    const rows = await saleProjects(trx, bare);
    for (const row of rows) projects.set(row.id, row);
  }
  // Read after the designs are locked (a statement of its own, so it sees what committed while they were awaited): the
  // studio locks them too before it takes a project that has sold nothing back to draft (purchaseInTransaction).
  const publications = await projectPublications(trx, projectIds);
  const remaining = new Map(designs.map((design) => [design.id, design.supply_remaining]));
  const remainingOf = (designId: number) => remaining.get(designId) ?? 0;

  const results: (CoinRevealResult | AppError | undefined)[] = orders.map(() => undefined);
  const accepted: Accepted[] = [];
  for (const [index, order] of orders.entries()) {
    const project = projects.get(order.projectId);
    if (!project || !isPublishedAt(publications.get(order.projectId) ?? null, order.now)) {
      results[index] = new AppError('PROJECT_NOT_FOUND');
      continue;
    }
    // saleShortfall on the locked rows.
    const released = designs.filter((design) => design.project_id === project.id && design.released_at.getTime() <= order.now.getTime());
    const total = released.reduce((sum, design) => sum + design.supply_total, 0);
    const left = released.reduce((sum, design) => sum + remainingOf(design.id), 0);
    const inWindow = order.now >= project.sale_starts_at && (!project.sale_ends_at || order.now < project.sale_ends_at);
    if (!inWindow || total === 0) {
      results[index] = new AppError('KEY_NO_LONGER_AVAILABLE');
      continue;
    }
    if (left < order.quantity) {
      results[index] = new AppError('INSUFFICIENT_KEYS');
      continue;
    }
    // moveGold: never below the reserved Gold (so never below 0); no account at all is no Gold.
    const totalGold = project.price_gold * order.quantity;
    let balanceAfter: number | null = null;
    if (totalGold > 0) {
      const balance = balances.get(order.user.id);
      if (balance === undefined || balance - (reservedOf.get(order.user.id) ?? 0) < totalGold) {
        results[index] = new AppError('INSUFFICIENT_GOLD');
        continue;
      }
      balanceAfter = balance - totalGold;
      balances.set(order.user.id, balanceAfter);
    }
    // drawKeys: designs with supply left, in id order, weighted by what remains.
    const pool = released.filter((design) => remainingOf(design.id) > 0).map((design) => ({ id: design.id, remaining: remainingOf(design.id) }));
    const sampled = sampleDesigns(pool, order.quantity);
    if (sampled.length < order.quantity) {
      results[index] = new AppError('INSUFFICIENT_KEYS');
      continue;
    }
    for (const draw of sampled) remaining.set(draw.id, remainingOf(draw.id) - 1);
    const draws = sampled.map((draw, position) => ({
      designId: draw.id,
      position: position + 1,
      designRemaining: draw.designRemaining,
      poolRemaining: draw.poolRemaining,
    }));
    accepted.push({ index, order, project, totalGold, balanceAfter, draws });
  }
  const rows = accepted.length > 0 ? await prepareWrite(trx, accepted, results) : NOTHING_WRITTEN;
  if (results.some((result) => result === undefined)) throw new Error('goldPurchasesInTransaction: an order got no outcome');
  return {
    outcomes: results as (CoinRevealResult | AppError)[],
    finish: async (answers) => checkMoved(rows, await writeBatch(trx, rows, answers)),
  };
}

/**
 * The write of the accepted purchases, prepared with one statement (the designs are locked: it sees what the previous
 * holder of the lock committed): per design drawn, the highest serial and the items back in supply (takeKeyItems:
 * those go first, lowest serial first, then new serials after the highest), and the ids of the new rows from their
 * sequences. Fills in the accepted orders' results; `writeBatch` then writes every row at once.
 */
async function prepareWrite(trx: Kysely<Database>, accepted: readonly Accepted[], results: (CoinRevealResult | AppError | undefined)[]): Promise<BatchRows> {
  const taken = new Map<number, number>();
  for (const purchase of accepted) for (const draw of purchase.draws) taken.set(draw.designId, (taken.get(draw.designId) ?? 0) + 1);
  const designIds = [...taken.keys()].sort(byNumber);
  const counts = designIds.map((id) => taken.get(id) ?? 0);
  const drawCount = counts.reduce((sum, count) => sum + count, 0);

  const rows = await readBatchSupply(trx, { purchaseCount: accepted.length, drawCount, designIds, counts });
  const [first] = rows;
  if (!first || rows.length !== designIds.length) throw new Error('the supply read answered no row for a design');
  const purchaseIds = arrayOf(first.purchase_ids);
  const purchaseItemIds = arrayOf(first.purchase_item_ids);
  const freshItemIds = arrayOf(first.key_item_ids);
  const supply = new Map(rows.map((row) => [row.id, { returned: arrayOf(row.returned), next: Number(row.top ?? 0) + 1 }]));

  const purchases = accepted.map((purchase, at) => ({ ...purchase, purchaseId: purchaseIds[at] as number }));
  const reused: { id: number; owner: number; at: Date }[] = [];
  const minted: { id: number; designId: number; serialNo: number; owner: number; at: Date }[] = [];
  const arrivals: { purchase: (typeof purchases)[number]; draw: Draw; keyItemId: number; purchaseItemId: number }[] = [];
  for (const purchase of purchases) {
    // drawKeys: per design in id order, the design's draws (in position order) get its items in serial order.
    for (const designId of unique(purchase.draws.map((draw) => draw.designId)).sort(byNumber)) {
      const design = supply.get(designId);
      if (!design) throw new Error(`design ${designId} has no supply row`);
      for (const draw of purchase.draws.filter((candidate) => candidate.designId === designId)) {
        const back = design.returned.shift();
        let keyItemId: number;
        if (back) {
          keyItemId = back[0];
          reused.push({ id: keyItemId, owner: purchase.order.user.id, at: purchase.order.now });
        } else {
          keyItemId = freshItemIds[minted.length] as number;
          minted.push({ id: keyItemId, designId, serialNo: design.next++, owner: purchase.order.user.id, at: purchase.order.now });
        }
        arrivals.push({ purchase, draw, keyItemId, purchaseItemId: 0 });
      }
    }
  }
  // Purchase items numbered in the order of the purchases and their draws.
  arrivals.sort((a, b) => a.purchase.index - b.purchase.index || a.draw.position - b.draw.position);
  arrivals.forEach((arrival, at) => (arrival.purchaseItemId = purchaseItemIds[at] as number));

  const spending = purchases.filter((purchase) => purchase.totalGold > 0);
  const debits = new Map<number, number>();
  for (const purchase of spending) debits.set(purchase.order.user.id, (debits.get(purchase.order.user.id) ?? 0) + purchase.totalGold);
  const debited = [...debits.keys()].sort(byNumber);
  const bought = new Map<number, number>();
  for (const purchase of purchases) bought.set(purchase.order.user.id, (bought.get(purchase.order.user.id) ?? 0) + 1);
  const buyers = [...bought.keys()].sort(byNumber);
  for (const purchase of purchases) {
    results[purchase.index] = {
      purchaseId: purchase.purchaseId,
      items: arrivals
        .filter((arrival) => arrival.purchase === purchase)
        .sort((a, b) => a.draw.position - b.draw.position)
        .map((arrival) => ({ purchaseItemId: arrival.purchaseItemId, revealed: false })),
    };
  }
  return {
    designIds,
    counts,
    reused,
    minted,
    purchases: purchases.map((purchase) => ({
      id: purchase.purchaseId,
      userId: purchase.order.user.id,
      projectId: purchase.project.id,
      quantity: purchase.order.quantity,
      unitPriceGold: purchase.project.price_gold,
      totalGold: purchase.totalGold,
      idempotency: purchase.order.idempotency,
      notice: purchaseNotice(purchase.project, { quantity: purchase.order.quantity, payMethod: 'GOLD', purchaseId: purchase.purchaseId }),
      at: purchase.order.now,
    })),
    debits: debited.map((user) => ({ userId: user, amount: debits.get(user) ?? 0 })),
    ledger: spending.map((purchase) => ({
      userId: purchase.order.user.id,
      amount: -purchase.totalGold,
      balanceAfter: purchase.balanceAfter ?? 0,
      reference: `purchase:${purchase.purchaseId}`,
      at: purchase.order.now,
    })),
    arrivals: arrivals.map((arrival) => ({
      purchaseItemId: arrival.purchaseItemId,
      purchaseId: arrival.purchase.purchaseId,
      keyItemId: arrival.keyItemId,
      designId: arrival.draw.designId,
      position: arrival.draw.position,
      designRemaining: arrival.draw.designRemaining,
      poolRemaining: arrival.draw.poolRemaining,
      ownerId: arrival.purchase.order.user.id,
      actor: arrival.purchase.order.user.nickname,
      priceGold: arrival.purchase.project.price_gold,
      at: arrival.purchase.order.now,
    })),
    buyers: buyers.map((user) => ({ userId: user, count: bought.get(user) ?? 0 })),
  };
}

/** A batch that accepted no order writes only its answers. */
const NOTHING_WRITTEN: BatchRows = {
  designIds: [],
  counts: [],
  reused: [],
  minted: [],
  purchases: [],
  debits: [],
  ledger: [],
  arrivals: [],
  buyers: [],
};

/** Every locked supply, Gold and returned KEY row moved (they are locked: anything else is a bug, and rolls back). */
function checkMoved(rows: BatchRows, moved: { designs: number; accounts: number; reused: number }[]) {
  const [check] = moved;
  if (!check || check.designs !== rows.designIds.length || check.accounts !== rows.debits.length || check.reused !== rows.reused.length) {
    throw new Error('a locked supply, Gold or returned KEY row did not move as counted');
  }
}

interface Waiting {
  order: GoldOrder;
  request: unknown;
  resolve: (answer: StoredAnswer<CoinRevealResult>) => void;
  reject: (error: unknown) => void;
}

export interface GoldPurchaseQueueOptions {
  /** Most purchases, and most KEYs, in one batch (bounds a statement's parameters). */
  maxOrders: number;
  maxKeys: number;
  /**
   * Longest a batch waits for the requests it expects (`batchMayStart`) before it starts with fewer: under load the
   * buyers the previous batch answered are on their way back, and one batch for all of them costs less than two.
   * 0 starts every batch at once.
   */
  lingerMs: number;
  /** Told when a batch failed as a whole (its purchases then run one by one). */
  onBatchFailure?: (error: unknown, size: number) => void;
  /** The batch's work (tests replace it). */
  purchase?: typeof goldPurchasesInTransaction;
}

const SCOPE = 'coinReveal';

/**
 * Whether the next batch starts now with the `waiting` requests: when they are as many as it expects (those the
 * previous batch answered and those that waited for it; a lone buyer's purchase never waits), or a full batch.
 */
export const batchMayStart = (waiting: number, expected: number, maxOrders: number) => waiting >= Math.min(expected, maxOrders);

/**
 * Group commit for Gold purchases: one batch at a time per process; the requests that arrive while it is written wait
 * for the next one, and a batch is ONE transaction (claims, purchases, answers, one commit) instead of one each. Every
 * request still gets exactly its own answer (its stored result or refusal); nothing is answered before its batch
 * committed, so a crash loses only unanswered requests, whose keys were never claimed. A batch that fails as a whole
 * (a deadlock with another transaction, a lost connection) is run again one purchase at a time, as before.
 * One batch in flight measured best on PostgreSQL too (the supply rows serialise batches; two in flight halve them).
 * A batch expects the buyers the previous one answered back, with those that waited for it, and waits for them up to
 * `lingerMs`: without that, 16 buyers settled into two alternating half batches, each paying a whole transaction.
 */
export class GoldPurchaseQueue {
  private readonly waiting: Waiting[] = [];
  private running = false;
  private expected = 1;
  private lingering: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: GoldPurchaseQueueOptions,
  ) {}

  /** Buys `order` (idempotent on its key within scope coinReveal): its stored answer, or its refusal thrown. */
  submit(order: GoldOrder, request: unknown): Promise<StoredAnswer<CoinRevealResult>> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ order, request, resolve, reject });
      if (this.lingering && batchMayStart(this.waiting.length, this.expected, this.options.maxOrders)) this.start();
      else this.drain();
    });
  }

  private drain() {
    if (this.running || this.waiting.length === 0) return;
    this.running = true;
    if (batchMayStart(this.waiting.length, this.expected, this.options.maxOrders) || this.options.lingerMs <= 0) {
      // The batch starts after the event loop has read the requests already on their way: PGlite answers a query
      // without giving the event loop a turn, so without this pause every batch would hold the one request that started it.
      setImmediate(() => this.start());
    } else {
      this.lingering = setTimeout(() => this.start(), this.options.lingerMs);
    }
  }

  /** Runs the next batch (once: a lingering batch may be started by its timer or by the request it waited for). */
  private start() {
    if (this.lingering) clearTimeout(this.lingering);
    this.lingering = undefined;
    const batch = this.take();
    void this.run(batch).finally(() => {
      this.running = false;
      this.drain();
    });
  }

  /** The next batch, in arrival order: a key already in it waits for the next batch (which then replays its answer). */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const keys = new Set<string>();
    let keyCount = 0;
    for (let index = 0; index < this.waiting.length && batch.length < this.options.maxOrders;) {
      const next = this.waiting[index] as Waiting;
      if (batch.length > 0 && keyCount + next.order.quantity > this.options.maxKeys) break;
      if (keys.has(next.order.idempotency)) {
        index += 1;
        continue;
      }
      keys.add(next.order.idempotency);
      keyCount += next.order.quantity;
      batch.push(next);
      this.waiting.splice(index, 1);
    }
    return batch;
  }

  private async run(batch: Waiting[]) {
    const purchase = this.options.purchase ?? goldPurchasesInTransaction;
    let results;
    try {
      results = await idempotentBatch<GoldOrder, CoinRevealResult>(
        this.db,
        batch.map(({ order, request }) => ({ scope: SCOPE, key: order.idempotency, userId: order.user.id, request, now: order.now, input: order })),
        async (trx, orders) => {
          const { outcomes, finish } = await purchase(trx, orders);
          return { outcomes: outcomes.map((outcome) => (outcome instanceof AppError ? outcome : { status: 200, body: outcome })), finish };
        },
      );
    } catch (error) {
      this.options.onBatchFailure?.(error, batch.length);
      this.expectAnswered(batch);
      // Nothing of the batch was written: each purchase again on its own transaction.
      await Promise.all(batch.map((waiting) => buyAlone(this.db, waiting.order, waiting.request).then(waiting.resolve, waiting.reject)));
      return;
    }
    this.expectAnswered(batch);
    for (const [index, result] of results.entries()) {
      const waiting = batch[index] as Waiting;
      if ('answer' in result) waiting.resolve(result.answer);
      else waiting.reject(result.error);
    }
  }

  /** Before `batch` is answered: the next batch expects its buyers back, and those waiting now (not those back already). */
  private expectAnswered(batch: readonly Waiting[]) {
    this.expected = batch.length + this.waiting.length;
  }
}

/** One Gold purchase in its own transaction (the path of a purchase with a coupon, and of a batch that failed as a whole). */
export function buyAlone(
  db: Kysely<Database>,
  order: GoldOrder & { memberCouponId?: number | undefined },
  request: unknown,
): Promise<StoredAnswer<CoinRevealResult>> {
  const { user, projectId, quantity, idempotency, now, memberCouponId } = order;
  return idempotent<CoinRevealResult>(db, { scope: SCOPE, key: idempotency, userId: user.id, request, now }, async (trx) => ({
    status: 200,
    body: await purchaseInTransaction(trx, { user, projectId, quantity, idempotency, now, memberCouponId, payMethod: 'GOLD' }),
  }));
}
