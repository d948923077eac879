import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  artPath,
  coinRevealRequestSchema,
  MEMBER_STATUS,
  paymentHistoryQuerySchema,
  projectOddsQuerySchema,
  PURCHASE_API,
  revealItemParamsSchema,
  revealTotalQuerySchema,
  testGoldSchema,
  type CoinRevealResult,
  type DrawnKey,
  type MyKey,
  type Page,
  type PendingReveal,
  type ProjectOdds,
  type PurchaseHistoryItem,
  type RevealedItem,
  type RevealTotal,
} from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { invalidateCatalogCache } from '../catalog/catalog-cache';
import { saleStatusAt } from '../catalog/sale-status';
import { claimCoupon, discountQuote } from '../coupons/coupon-discount';
import { goldBalance, moveGold } from '../gold/gold-ledger';
import { idempotencyKeyOf, idempotent } from '../idempotency/idempotent';
import { authenticate, memberOf, requireMember } from '../members/request-member';
import { notify } from '../notifications/notify';
import { servicePhaseAt } from '../service/service-routes';
import { drawKeys } from './key-draw';
import { asDatabase, withPurchases, type PurchaseDatabase } from './purchase-tables';

/** Verified: identity checked through the provider (DI) or adult-verified in either country. */
export const isIdentityVerified = (user: AppUserRow) =>
  user.di !== null || user.adult_verified_en_at !== null || user.adult_verified_ko_at !== null;

interface DesignRow {
  id: number;
  project_id: number;
  name_ko: string;
  name_en: string;
  rarity: DrawnKey['rarity'];
  title_ko: string;
  title_en: string;
}

const toDrawnKey = (row: DesignRow): DrawnKey => ({
  id: row.id,
  projectId: row.project_id,
  projectTitle: { ko: row.title_ko, en: row.title_en },
  name: { ko: row.name_ko, en: row.name_en },
  rarity: row.rarity,
  imageUrl: artPath.key(row.id),
});

const designColumns = ['d.id', 'd.project_id', 'd.name_ko', 'd.name_en', 'd.rarity', 'p.title_ko', 'p.title_en'] as const;

/** The purchase's items joined to their KEY item and design (for reveal, total and my KEYs). */
const itemsWithKeys = (db: Kysely<PurchaseDatabase>) =>
  db
    .selectFrom('purchase_item as pi')
    .innerJoin('purchase as pu', 'pu.id', 'pi.purchase_id')
    .innerJoin('key_item as ki', 'ki.id', 'pi.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'pi.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select([...designColumns, 'pi.id as purchase_item_id', 'pi.purchase_id', 'pi.revealed_at', 'pi.draw_position', 'ki.id as key_item_id', 'ki.serial_no', 'pu.user_id']);

/** KEY purchase with Gold (random draw), the reveal of drawn KEYs, the member's KEYs and purchase history. */
export async function registerPurchaseRoutes(app: FastifyInstance, context: AppContext) {
  const { config, clock } = context;
  const db = withPurchases(context.database.db);
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
        name: { ko: design.name_ko, en: design.name_en },
        rarity: design.rarity,
        imageUrl: artPath.key(design.id),
        supplyTotal: design.supply_total,
        supplyRemaining: design.supply_remaining,
        probability: remaining > 0 ? design.supply_remaining / remaining : 0,
      })),
    };
    return reply.header('cache-control', 'no-store').send(ok(body));
  });

  /** Signed in: a request without a token is told to log in (not TOKEN_MISSING). */
  const buyer = async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new AppError('LOGIN_NEEDED');
    const { user } = await authenticate(context, request);
    if (user.status === MEMBER_STATUS.pending) throw new AppError('SIGN_UP_REQUIRED');
    return user;
  };

  app.post(PURCHASE_API.coinReveal, async (request) => {
    const user = await buyer(request);
    if (!isIdentityVerified(user)) throw new AppError('IDENTITY_VERIFICATION_REQUIRED');
    if (!user.is_adult) throw new AppError('ADULT_ONLY');
    const input = parseWith(coinRevealRequestSchema, request.body);
    if (user.status === MEMBER_STATUS.suspended) throw new AppError('ACCOUNT_SUSPENDED');
    if (servicePhaseAt(config, clock.now()) !== 'operating') throw new AppError('SERVICE_PURCHASE_CLOSED');
    const key = idempotencyKeyOf(request);
    const now = clock.now();
    const answer = await idempotent<CoinRevealResult>(
      context.database.db,
      { scope: 'coinReveal', key, userId: user.id, request: input, now },
      async () => ({ status: 200, body: await buyWithGold(db, user, input.projectId, input.quantity, key, now, input.memberCouponId) }),
    );
    if ('error' in answer) throw answer.error;
    return ok(answer.body);
  });

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
    if (!own) throw new AppError('NOT_FOUND');
    await db.updateTable('purchase_item').set({ revealed_at: clock.now() }).where('id', '=', purchaseItemId).where('revealed_at', 'is', null).execute();
    const row = await itemsWithKeys(db).where('pi.id', '=', purchaseItemId).executeTakeFirstOrThrow();
    const body: RevealedItem = {
      purchaseItemId: row.purchase_item_id,
      purchaseId: row.purchase_id,
      keyItemId: row.key_item_id,
      serialNo: row.serial_no,
      revealedAt: (row.revealed_at ?? clock.now()).toISOString(),
      key: toDrawnKey(row),
    };
    return ok(body);
  });

  app.get(PURCHASE_API.revealTotal, member, async (request) => {
    const { purchaseId } = parseWith(revealTotalQuerySchema, request.query);
    const userId = memberOf(request).user.id;
    const purchase = await db
      .selectFrom('purchase as pu')
      .innerJoin('project as p', 'p.id', 'pu.project_id')
      .select(['pu.id', 'pu.project_id', 'pu.quantity', 'pu.unit_price_gold', 'pu.total_gold', 'pu.pay_method', 'pu.created_at', 'p.title_ko', 'p.title_en'])
      .where('pu.id', '=', purchaseId)
      .where('pu.user_id', '=', userId)
      .executeTakeFirst();
    if (!purchase) throw new AppError('NOT_FOUND');
    const items = await itemsWithKeys(db).where('pi.purchase_id', '=', purchaseId).orderBy('pi.draw_position').execute();
    const body: RevealTotal = {
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
          key: revealed ? toDrawnKey(item) : null,
        };
      }),
    };
    return ok(body);
  });

  app.get(PURCHASE_API.keyMy, member, async (request) => {
    const userId = memberOf(request).user.id;
    const rows = await db
      .selectFrom('key_item as ki')
      .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
      .innerJoin('project as p', 'p.id', 'd.project_id')
      .select([...designColumns, 'ki.id as key_item_id', 'ki.serial_no', 'ki.acquired_at'])
      .where('ki.owner_id', '=', userId)
      // A drawn KEY is shown once it is revealed.
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('purchase_item as pi').select('pi.id').whereRef('pi.key_item_id', '=', 'ki.id').where('pi.revealed_at', 'is', null))),
      )
      .orderBy('ki.acquired_at', 'desc')
      .orderBy('ki.id', 'desc')
      .execute();
    const items: MyKey[] = rows.map((row) => ({
      keyItemId: row.key_item_id,
      serialNo: row.serial_no,
      acquiredAt: row.acquired_at.toISOString(),
      key: toDrawnKey(row),
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

/** One transaction: check the sale, draw, take the Gold, record the purchase, notify. */
async function buyWithGold(
  db: Kysely<PurchaseDatabase>,
  user: AppUserRow,
  projectId: number,
  quantity: number,
  idempotencyKey: string,
  now: Date,
  memberCouponId?: number,
): Promise<CoinRevealResult> {
  const result = await db.transaction().execute(async (trx) => {
    const project = await trx.selectFrom('project').selectAll().where('id', '=', projectId).executeTakeFirst();
    if (!project) throw new AppError('PROJECT_NOT_FOUND');
    const pool = await trx
      .selectFrom('key_design')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('supply_remaining'), eb.lit(0)).as('remaining'),
        eb.fn.coalesce(eb.fn.sum<number>('supply_total'), eb.lit(0)).as('total'),
      ])
      .where('project_id', '=', projectId)
      .where('released_at', '<=', now)
      .executeTakeFirstOrThrow();
    const remaining = Number(pool.remaining);
    // Outside its sale window, or withdrawn (nothing was ever on sale): no longer available. A pool bought
    // empty (also by a concurrent buyer) answers INSUFFICIENT_KEYS like any shortfall.
    const inWindow = now >= project.sale_starts_at && (!project.sale_ends_at || now < project.sale_ends_at);
    if (!inWindow || Number(pool.total) === 0) throw new AppError('KEY_NO_LONGER_AVAILABLE');
    if (remaining < quantity) throw new AppError('INSUFFICIENT_KEYS');

    // A DISCOUNT coupon lowers the price as the quote computes it, and is used in this same transaction.
    const quote = memberCouponId === undefined ? null : await discountQuote(asDatabase(trx), { userId: user.id, memberCouponId, projectId, quantity, now });
    const totalGold = quote ? quote.totalGold : project.price_gold * quantity;
    const purchase = await trx
      .insertInto('purchase')
      .values({
        user_id: user.id,
        project_id: projectId,
        quantity,
        unit_price_gold: project.price_gold,
        total_gold: totalGold,
        pay_method: 'GOLD',
        status: 'PAID',
        idempotency: idempotencyKey,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (memberCouponId !== undefined) await claimCoupon(asDatabase(trx), { userId: user.id, memberCouponId, usedFor: `purchase:${purchase.id}`, now });
    if (totalGold > 0) await moveGold(asDatabase(trx), { userId: user.id, kind: 'SPEND', amount: -totalGold, reference: `purchase:${purchase.id}`, now });

    const drawn = await drawKeys(trx, { projectId, quantity, ownerId: user.id, now });
    await trx
      .insertInto('ownership_event')
      .values(drawn.map((item) => ({ key_item_id: item.keyItemId, kind: 'PURCHASE' as const, from_user_id: null, to_user_id: user.id, occurred_at: now })))
      .execute();
    const items = await trx
      .insertInto('purchase_item')
      .values(
        drawn.map((item) => ({
          purchase_id: purchase.id,
          key_item_id: item.keyItemId,
          key_design_id: item.keyDesignId,
          draw_position: item.position,
          design_remaining: item.designRemaining,
          pool_remaining: item.poolRemaining,
          revealed_at: null,
        })),
      )
      .returning(['id', 'draw_position'])
      .execute();
    await trx
      .insertInto('key_activity')
      .values(drawn.map((item) => ({ key_design_id: item.keyDesignId, type: 'PURCHASE' as const, actor: user.nickname, price_gold: project.price_gold, occurred_at: now })))
      .execute();
    await notify(
      asDatabase(trx),
      user.id,
      {
        type: 'PURCHASE',
        title: { ko: 'KEY 구매 완료', en: 'KEY purchase complete' },
        body: {
          ko: `${project.title_ko} KEY ${quantity}개를 구매했습니다. 지금 공개해 보세요.`,
          en: `You bought ${quantity} KEY${quantity > 1 ? 's' : ''} of ${project.title_en}. Reveal them now.`,
        },
        linkUrl: `/reveal?purchaseId=${purchase.id}`,
      },
      now,
    );
    await trx.updateTable('app_user').set((eb) => ({ purchase_count: eb('purchase_count', '+', 1) })).where('id', '=', user.id).execute();
    return {
      purchaseId: purchase.id,
      items: items.sort((a, b) => a.draw_position - b.draw_position).map((item) => ({ purchaseItemId: item.id, revealed: false })),
    };
  });
  invalidateCatalogCache();
  return result;
}
