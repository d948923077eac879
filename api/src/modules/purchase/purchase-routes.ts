import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  coinRevealRequestSchema,
  paymentHistoryQuerySchema,
  projectOddsQuerySchema,
  PURCHASE_API,
  revealAllParamsSchema,
  revealItemParamsSchema,
  revealTotalQuerySchema,
  testGoldSchema,
  type MyKey,
  type Page,
  type PendingReveal,
  type ProjectOdds,
  type PurchaseHistoryItem,
  type RevealedItem,
  type RevealTotal,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { keyItemRevealed } from '../ownership/revealed-key';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { keyDesignFace } from '../catalog/catalog-mappers';
import { DRAWN_KEY_COLUMNS, drawnKeyOf } from '../catalog/drawn-key';
import { saleStatusAt } from '../catalog/sale-status';
import { goldBalance, moveGold } from '../gold/gold-ledger';
import { idempotencyKeyOf } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { registerCardPurchaseRoutes } from './card-purchase-routes';
import { buyAlone, GoldPurchaseQueue } from './gold-purchase-batch';
import { wasCancelledItem } from './purchase-cancel-repository';
import { purchaseRequirementsOf } from './purchase-requirements';
import type { Database } from '../../db/schema';

/** Most Gold purchases, and KEYs, written in one batch (a statement's parameters grow with them). */
const GOLD_BATCH_MAX_ORDERS = 100;
const GOLD_BATCH_MAX_KEYS = 1000;

/** The purchase's items joined to their KEY item and design (for reveal, total and my KEYs). */
const itemsWithKeys = (db: Kysely<Database>) =>
  db
    .selectFrom('purchase_item as pi')
    .innerJoin('purchase as pu', 'pu.id', 'pi.purchase_id')
    .innerJoin('key_item as ki', 'ki.id', 'pi.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'pi.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select([...DRAWN_KEY_COLUMNS, 'pi.id as purchase_item_id', 'pi.purchase_id', 'pi.revealed_at', 'pi.draw_position', 'ki.id as key_item_id', 'ki.serial_no', 'pu.user_id']);

/** KEY purchase with Gold (random draw), the reveal of drawn KEYs, the member's KEYs and purchase history. */
export async function registerPurchaseRoutes(app: FastifyInstance, context: AppContext) {
  const { config, clock } = context;
  const db = context.database.db;
  const member = { preHandler: requireMember(context) };

  app.get(PURCHASE_API.projectOdds, async (request, reply) => {
    const { id } = parseWith(projectOddsQuerySchema, request.query);
    const now = clock.now();
    const project = await db.selectFrom('project').selectAll().where('id', '=', id).executeTakeFirst();
    if (!project) throw new AppError('PROJECT_NOT_FOUND');
    const designs = await db
      .selectFrom('key_design')
      .select(['id', 'name_ko', 'name_en', 'rarity', 'supply_total', 'supply_remaining'])
      .where('project_id', '=', id)
      .where('edition', '=', 'SALE')
      .where('released_at', '<=', now)
      .orderBy('id')
      .execute();
    const remaining = designs.reduce((sum, design) => sum + design.supply_remaining, 0);
    const body: ProjectOdds = {
      projectId: project.id,
      priceGold: project.price_gold,
      saleStatus: saleStatusAt({ saleStartsAt: project.sale_starts_at, saleEndsAt: project.sale_ends_at, supplyRemaining: remaining }, now),
      supplyRemaining: remaining,
      keys: designs.map((design) => ({
        keyId: design.id,
        ...keyDesignFace(design.id, design),
        supplyTotal: design.supply_total,
        supplyRemaining: design.supply_remaining,
        probability: remaining > 0 ? design.supply_remaining / remaining : 0,
      })),
    };
    return reply.header('cache-control', 'no-store').send(ok(body));
  });

  const purchaseRequirements = purchaseRequirementsOf(context);

  // Gold purchases without a coupon are written in batches (group commit); with a coupon, each on its own transaction.
  const goldPurchases = new GoldPurchaseQueue(context.database.db, {
    maxOrders: GOLD_BATCH_MAX_ORDERS,
    maxKeys: GOLD_BATCH_MAX_KEYS,
    onBatchFailure: (error, size) => app.log.warn({ err: error, size }, 'a batch of Gold purchases failed as a whole; its purchases run one by one'),
  });

  app.post(PURCHASE_API.coinReveal, async (request) => {
    const { user, input } = await purchaseRequirements(request, (body) => parseWith(coinRevealRequestSchema, body));
    const order = { user, projectId: input.projectId, quantity: input.quantity, idempotency: idempotencyKeyOf(request), now: clock.now() };
    const answer =
      input.memberCouponId === undefined
        ? await goldPurchases.submit(order, input)
        : await buyAlone(context.database.db, { ...order, memberCouponId: input.memberCouponId }, input);
    return ok(answer.body);
  });

  registerCardPurchaseRoutes(app, context, purchaseRequirements);

  app.get(PURCHASE_API.revealPending, member, async (request) => {
    const userId = memberOf(request).user.id;
    const rows = await db
      .selectFrom('purchase_item as pi')
      .innerJoin('purchase as pu', 'pu.id', 'pi.purchase_id')
      .innerJoin('project as p', 'p.id', 'pu.project_id')
      .select(['pi.id', 'pi.purchase_id', 'pu.project_id', 'p.title_ko', 'p.title_en', 'pu.created_at'])
      .where('pu.user_id', '=', userId)
      .where('pi.revealed_at', 'is', null)
      .orderBy('pu.id')
      .orderBy('pi.draw_position')
      .execute();
    const body: PendingReveal = {
      items: rows.map((row) => ({
        purchaseItemId: row.id,
        purchaseId: row.purchase_id,
        projectId: row.project_id,
        projectTitle: { ko: row.title_ko, en: row.title_en },
        createdAt: row.created_at.toISOString(),
      })),
    };
    return ok(body);
  });

  app.post(PURCHASE_API.reveal(':purchaseItemId'), member, async (request) => {
    const { purchaseItemId } = parseWith(revealItemParamsSchema, request.params);
    const userId = memberOf(request).user.id;
    const own = await db
      .selectFrom('purchase_item as pi')
      .innerJoin('purchase as pu', 'pu.id', 'pi.purchase_id')
      .select('pi.id')
      .where('pi.id', '=', purchaseItemId)
      .where('pu.user_id', '=', userId)
      .executeTakeFirst();
    if (!own) throw new AppError((await wasCancelledItem(context.database.db, purchaseItemId, userId)) ? 'PURCHASE_CANCELLED' : 'NOT_FOUND');
    await db.updateTable('purchase_item').set({ revealed_at: clock.now() }).where('id', '=', purchaseItemId).where('revealed_at', 'is', null).execute();
    // A cancellation that won the race took the item away: nothing was revealed.
    const row = await itemsWithKeys(db).where('pi.id', '=', purchaseItemId).executeTakeFirst();
    if (!row) throw new AppError('PURCHASE_CANCELLED');
    const body: RevealedItem = {
      purchaseItemId: row.purchase_item_id,
      purchaseId: row.purchase_id,
      keyItemId: row.key_item_id,
      serialNo: row.serial_no,
      revealedAt: (row.revealed_at ?? clock.now()).toISOString(),
      key: drawnKeyOf(row),
    };
    return ok(body);
  });

  /** The caller's purchase summed up, each KEY shown once revealed; NOT_FOUND when it is not theirs. */
  const revealTotalOf = async (userId: number, purchaseId: number): Promise<RevealTotal> => {
    const purchase = await db
      .selectFrom('purchase as pu')
      .innerJoin('project as p', 'p.id', 'pu.project_id')
      .select(['pu.id', 'pu.project_id', 'pu.quantity', 'pu.unit_price_gold', 'pu.total_gold', 'pu.pay_method', 'pu.created_at', 'p.title_ko', 'p.title_en'])
      .where('pu.id', '=', purchaseId)
      .where('pu.user_id', '=', userId)
      .executeTakeFirst();
    if (!purchase) throw new AppError('NOT_FOUND');
    const items = await itemsWithKeys(db).where('pi.purchase_id', '=', purchaseId).orderBy('pi.draw_position').execute();
    return {
      purchaseId: purchase.id,
      projectId: purchase.project_id,
      projectTitle: { ko: purchase.title_ko, en: purchase.title_en },
      quantity: purchase.quantity,
      unitPriceGold: purchase.unit_price_gold,
      totalGold: purchase.total_gold,
      payMethod: purchase.pay_method,
      createdAt: purchase.created_at.toISOString(),
      items: items.map((item) => {
        const revealed = item.revealed_at !== null;
        return {
          purchaseItemId: item.purchase_item_id,
          revealed,
          keyItemId: revealed ? item.key_item_id : null,
          serialNo: revealed ? item.serial_no : null,
          key: revealed ? drawnKeyOf(item) : null,
        };
      }),
    };
  };

  app.get(PURCHASE_API.revealTotal, member, async (request) => {
    const { purchaseId } = parseWith(revealTotalQuerySchema, request.query);
    return ok(await revealTotalOf(memberOf(request).user.id, purchaseId));
  });

  /**
   * Reveal all: every unrevealed KEY of the caller's purchase in ONE statement (atomic: all of them or none, and a
   * repeat reveals nothing more, so it is idempotent), under the rules of the one-by-one reveal: only the buyer's
   * purchase, never a cancelled one. A cancellation racing it locks and deletes the items first (then this matches
   * none and answers PURCHASE_CANCELLED) or finds them revealed and refuses to cancel.
   */
  app.post(PURCHASE_API.revealAll(':purchaseId'), member, async (request) => {
    const { purchaseId } = parseWith(revealAllParamsSchema, request.params);
    const userId = memberOf(request).user.id;
    const purchase = await db.selectFrom('purchase').select(['id', 'status']).where('id', '=', purchaseId).where('user_id', '=', userId).executeTakeFirst();
    if (!purchase) throw new AppError('NOT_FOUND');
    if (purchase.status === 'CANCELLED') throw new AppError('PURCHASE_CANCELLED');
    await db
      .updateTable('purchase_item')
      .set({ revealed_at: clock.now() })
      .where('purchase_id', '=', purchaseId)
      .where('revealed_at', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('purchase as pu').select('pu.id').where('pu.id', '=', purchaseId).where('pu.user_id', '=', userId).where('pu.status', '<>', 'CANCELLED')))
      .execute();
    const total = await revealTotalOf(userId, purchaseId);
    if (total.items.length === 0) throw new AppError('PURCHASE_CANCELLED');
    return ok(total);
  });

  app.get(PURCHASE_API.keyMy, member, async (request) => {
    const userId = memberOf(request).user.id;
    const rows = await db
      .selectFrom('key_item as ki')
      .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
      .innerJoin('project as p', 'p.id', 'd.project_id')
      .select([...DRAWN_KEY_COLUMNS, 'ki.id as key_item_id', 'ki.serial_no', 'ki.acquired_at'])
      .where('ki.owner_id', '=', userId)
      // A drawn KEY is shown once it is revealed.
      .where(keyItemRevealed('ki.id'))
      .orderBy('ki.acquired_at', 'desc')
      .orderBy('ki.id', 'desc')
      .execute();
    const items: MyKey[] = rows.map((row) => ({
      keyItemId: row.key_item_id,
      serialNo: row.serial_no,
      acquiredAt: row.acquired_at.toISOString(),
      key: drawnKeyOf(row),
    }));
    return ok({ items });
  });

  app.get(PURCHASE_API.paymentHistory, member, async (request) => {
    const { page, size } = parseWith(paymentHistoryQuerySchema, request.query);
    const userId = memberOf(request).user.id;
    const [rows, total] = await Promise.all([
      db
        .selectFrom('purchase as pu')
        .innerJoin('project as p', 'p.id', 'pu.project_id')
        .select(['pu.id', 'pu.project_id', 'pu.quantity', 'pu.unit_price_gold', 'pu.total_gold', 'pu.pay_method', 'pu.status', 'pu.created_at', 'p.title_ko', 'p.title_en'])
        .select((eb) =>
          eb
            .selectFrom('purchase_item as pi')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('pi.purchase_id', '=', 'pu.id')
            .where('pi.revealed_at', 'is not', null)
            .as('revealed_count'),
        )
        .where('pu.user_id', '=', userId)
        .orderBy('pu.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      db.selectFrom('purchase').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    const body: Page<PurchaseHistoryItem> = {
      items: rows.map((row) => ({
        purchaseId: row.id,
        projectId: row.project_id,
        projectTitle: { ko: row.title_ko, en: row.title_en },
        quantity: row.quantity,
        unitPriceGold: row.unit_price_gold,
        totalGold: row.total_gold,
        payMethod: row.pay_method,
        status: row.status,
        revealedCount: Number(row.revealed_count ?? 0),
        createdAt: row.created_at.toISOString(),
      })),
      page,
      size,
      total: Number(total.count),
    };
    return ok(body);
  });

  // Test mode only: give (or take) Gold so journeys can buy without the card flow.
  if (config.testMode) {
    app.post(PURCHASE_API.testGold, async (request) => {
      const { userId, amount } = parseWith(testGoldSchema, request.body);
      const now = clock.now();
      await context.database.db.transaction().execute((trx) => moveGold(trx, { userId, kind: 'ADJUSTMENT', amount, reference: 'test:gold', now }));
      return ok({ balance: await goldBalance(context.database.db, userId) });
    });
  }
}
