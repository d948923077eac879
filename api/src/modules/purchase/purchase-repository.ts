import type { Kysely } from 'kysely';
import type { PayMethod } from 'shared-contract';
import type { Database } from '../../db/schema';
import { DRAWN_KEY_COLUMNS, publishedBy } from '../catalog/catalog-repository';
import { keyItemRevealed } from '../ownership/ownership-repository';

/** The SQL of the purchase routes: the odds, the reveal, the member's KEYs and purchase history, card checkouts; and of a purchase itself. */
type DB = Kysely<Database>;

/** The project, if members see it at `now` (a draft or a project scheduled later is not found). */
export async function projectById(db: DB, projectId: number, now: Date) {
  return db.selectFrom('project as p').selectAll('p').where('p.id', '=', projectId).where(publishedBy('p', now)).executeTakeFirst();
}

/** The project's KEY designs on sale and released by `now`, with their supply. */
export async function releasedSaleDesigns(db: DB, projectId: number, now: Date) {
  return db
    .selectFrom('key_design')
    .select(['id', 'name_ko', 'name_en', 'rarity', 'supply_total', 'supply_remaining'])
    .where('project_id', '=', projectId)
    .where('edition', '=', 'SALE')
    .where('released_at', '<=', now)
    .orderBy('id')
    .execute();
}

/** The purchase's items joined to their KEY item and design (for reveal, total and my KEYs). */
const itemsWithKeys = (db: DB) =>
  db
    .selectFrom('purchase_item as pi')
    .innerJoin('purchase as pu', 'pu.id', 'pi.purchase_id')
    .innerJoin('key_item as ki', 'ki.id', 'pi.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'pi.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select([
      ...DRAWN_KEY_COLUMNS,
      'pi.id as purchase_item_id',
      'pi.purchase_id',
      'pi.revealed_at',
      'pi.draw_position',
      'ki.id as key_item_id',
      'ki.serial_no',
      'pu.user_id',
    ]);

export async function itemWithKey(db: DB, purchaseItemId: number) {
  return itemsWithKeys(db).where('pi.id', '=', purchaseItemId).executeTakeFirst();
}

export async function purchaseItemsWithKeys(db: DB, purchaseId: number) {
  return itemsWithKeys(db).where('pi.purchase_id', '=', purchaseId).orderBy('pi.draw_position').execute();
}

/** The member's drawn KEYs still waiting to be revealed, oldest purchase first, in draw order. */
export async function pendingRevealItems(db: DB, userId: number) {
  return db
    .selectFrom('purchase_item as pi')
    .innerJoin('purchase as pu', 'pu.id', 'pi.purchase_id')
    .innerJoin('project as p', 'p.id', 'pu.project_id')
    .select(['pi.id', 'pi.purchase_id', 'pu.project_id', 'p.title_ko', 'p.title_en', 'pu.created_at'])
    .where('pu.user_id', '=', userId)
    .where('pi.revealed_at', 'is', null)
    .orderBy('pu.id')
    .orderBy('pi.draw_position')
    .execute();
}

/** The item, when it belongs to a purchase of the member. */
export async function ownPurchaseItem(db: DB, purchaseItemId: number, userId: number) {
  return db
    .selectFrom('purchase_item as pi')
    .innerJoin('purchase as pu', 'pu.id', 'pi.purchase_id')
    .select('pi.id')
    .where('pi.id', '=', purchaseItemId)
    .where('pu.user_id', '=', userId)
    .executeTakeFirst();
}

export async function markItemRevealed(db: DB, purchaseItemId: number, now: Date): Promise<void> {
  await db.updateTable('purchase_item').set({ revealed_at: now }).where('id', '=', purchaseItemId).where('revealed_at', 'is', null).execute();
}

/** The member's purchase with its project's title. */
export async function ownPurchaseWithProject(db: DB, purchaseId: number, userId: number) {
  return db
    .selectFrom('purchase as pu')
    .innerJoin('project as p', 'p.id', 'pu.project_id')
    .select(['pu.id', 'pu.project_id', 'pu.quantity', 'pu.unit_price_gold', 'pu.total_gold', 'pu.pay_method', 'pu.created_at', 'p.title_ko', 'p.title_en'])
    .where('pu.id', '=', purchaseId)
    .where('pu.user_id', '=', userId)
    .executeTakeFirst();
}

export async function ownPurchaseStatus(db: DB, purchaseId: number, userId: number) {
  return db.selectFrom('purchase').select(['id', 'status']).where('id', '=', purchaseId).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Every unrevealed item of the member's purchase revealed in ONE statement, and only while the purchase is theirs
 * and not cancelled (a cancellation racing it deletes the items first, or finds them revealed).
 */
export async function markPurchaseRevealed(db: DB, purchaseId: number, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('purchase_item')
    .set({ revealed_at: now })
    .where('purchase_id', '=', purchaseId)
    .where('revealed_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('purchase as pu').select('pu.id').where('pu.id', '=', purchaseId).where('pu.user_id', '=', userId).where('pu.status', '<>', 'CANCELLED'),
      ),
    )
    .execute();
}

/** The member's KEYs shown on my KEYs, newest first. */
export async function ownedRevealedKeys(db: DB, userId: number) {
  return (
    db
      .selectFrom('key_item as ki')
      .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
      .innerJoin('project as p', 'p.id', 'd.project_id')
      .select([...DRAWN_KEY_COLUMNS, 'ki.id as key_item_id', 'ki.serial_no', 'ki.acquired_at'])
      .where('ki.owner_id', '=', userId)
      // A drawn KEY is shown once it is revealed.
      .where(keyItemRevealed('ki.id'))
      .orderBy('ki.acquired_at', 'desc')
      .orderBy('ki.id', 'desc')
      .execute()
  );
}

/** One page of the member's purchases, newest first, with how many of each purchase's KEYs are revealed. */
export async function purchaseHistoryPage(db: DB, userId: number, { page, size }: { page: number; size: number }) {
  return db
    .selectFrom('purchase as pu')
    .innerJoin('project as p', 'p.id', 'pu.project_id')
    .select([
      'pu.id',
      'pu.project_id',
      'pu.quantity',
      'pu.unit_price_gold',
      'pu.total_gold',
      'pu.pay_method',
      'pu.status',
      'pu.created_at',
      'p.title_ko',
      'p.title_en',
    ])
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
    .execute();
}

export async function countPurchases(db: DB, userId: number) {
  return db
    .selectFrom('purchase')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The purchase a confirmed card payment made (its idempotency is `payment:<id>`). */
export async function purchaseOfPayment(db: DB, paymentId: string, userId: number) {
  return db.selectFrom('purchase').select('id').where('idempotency', '=', `payment:${paymentId}`).where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function purchaseItemStates(db: DB, purchaseId: number) {
  return db.selectFrom('purchase_item').select(['id', 'revealed_at']).where('purchase_id', '=', purchaseId).orderBy('draw_position').execute();
}

/** The supply of the project's designs on sale and released by `now`: what remains and what there ever was. */
export async function salePoolTotals(db: DB, projectId: number, now: Date) {
  return db
    .selectFrom('key_design')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('supply_remaining'), eb.lit(0)).as('remaining'),
      eb.fn.coalesce(eb.fn.sum<number>('supply_total'), eb.lit(0)).as('total'),
    ])
    .where('project_id', '=', projectId)
    .where('edition', '=', 'SALE')
    .where('released_at', '<=', now)
    .executeTakeFirstOrThrow();
}

/** A PAID purchase; answers its id. */
export async function insertPaidPurchase(
  trx: DB,
  purchase: {
    userId: number;
    projectId: number;
    quantity: number;
    unitPriceGold: number;
    totalGold: number;
    payMethod: PayMethod;
    idempotency: string;
    now: Date;
  },
) {
  return trx
    .insertInto('purchase')
    .values({
      user_id: purchase.userId,
      project_id: purchase.projectId,
      quantity: purchase.quantity,
      unit_price_gold: purchase.unitPriceGold,
      total_gold: purchase.totalGold,
      pay_method: purchase.payMethod,
      status: 'PAID',
      idempotency: purchase.idempotency,
      created_at: purchase.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** One more purchase on the member's count. */
export async function countMemberPurchase(trx: DB, userId: number): Promise<void> {
  await trx
    .updateTable('app_user')
    .set((eb) => ({ purchase_count: eb('purchase_count', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
