import type { Kysely } from 'kysely';
import { CART_KEEP_DAYS } from 'shared-contract';
import type { Database } from '../../db/schema';
import { publishedBy } from '../catalog/catalog-repository';

/** How long a line is kept. */
export const KEEP_MS = CART_KEEP_DAYS * 24 * 60 * 60 * 1000;

/** Lines added at or before this moment are 90 days old: dropped, never shown nor bought. */
const keepCutoff = (now: Date) => new Date(now.getTime() - KEEP_MS);

/** Deletes the member's lines older than the keeping period (by the app clock). */
export async function dropExpiredLines(db: Kysely<Database>, userId: number, now: Date) {
  await db.deleteFrom('cart_item').where('user_id', '=', userId).where('added_at', '<=', keepCutoff(now)).execute();
}

/**
 * The member's lines with their project's current price and sale window and its released SALE KEYs left, newest first.
 * A line of a project members no longer see (taken back to draft) is left out, as everywhere a member reads the catalogue.
 */
export async function cartRows(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('cart_item as c')
    .innerJoin('project as p', 'p.id', 'c.project_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('key_design')
          .select((inner) => ['project_id', inner.fn.sum<number>('supply_remaining').as('remaining')])
          .where('released_at', '<=', now)
          .where('edition', '=', 'SALE')
          .groupBy('project_id')
          .as('s'),
      (join) => join.onRef('s.project_id', '=', 'c.project_id'),
    )
    .select([
      'c.id',
      'c.project_id',
      'c.quantity',
      'c.added_at',
      'p.title_ko',
      'p.title_en',
      'p.price_gold',
      'p.price_usd_cents',
      'p.sale_starts_at',
      'p.sale_ends_at',
      's.remaining',
    ])
    .where('c.user_id', '=', userId)
    .where(publishedBy('p', now))
    .orderBy('c.added_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** How many KEYs the member's cart holds (lines still kept), for the header's count. */
export async function cartItemCount(db: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('cart_item as c')
    .innerJoin('project as p', 'p.id', 'c.project_id')
    .select((eb) => eb.fn.sum<number | string | null>('c.quantity').as('total'))
    .where('c.user_id', '=', userId)
    .where('c.added_at', '>', keepCutoff(now))
    .where(publishedBy('p', now))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** What adding to the cart needs of the project: its sale window (undefined unless members see it at `now`). */
export async function projectSaleWindow(db: Kysely<Database>, projectId: number, now: Date) {
  return db
    .selectFrom('project as p')
    .select(['p.id', 'p.sale_starts_at', 'p.sale_ends_at'])
    .where('p.id', '=', projectId)
    .where(publishedBy('p', now))
    .executeTakeFirst();
}

/** The member's lines (every one, kept or not, of a project members see at `now`): their project and quantity. */
export async function cartLines(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('cart_item as c')
    .innerJoin('project as p', 'p.id', 'c.project_id')
    .select(['c.project_id', 'c.quantity'])
    .where('c.user_id', '=', userId)
    .where(publishedBy('p', now))
    .execute();
}

/** Adds to the project's line (or makes one); adding again restarts the keeping period of the line. */
export async function addToLine(
  db: Kysely<Database>,
  { userId, projectId, quantity, now }: { userId: number; projectId: number; quantity: number; now: Date },
) {
  await db
    .insertInto('cart_item')
    .values({ user_id: userId, project_id: projectId, quantity, added_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'project_id']).doUpdateSet((eb) => ({
        quantity: eb('cart_item.quantity', '+', eb.ref('excluded.quantity')),
        added_at: eb.ref('excluded.added_at'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Sets the quantity of the member's kept line; answers whether it matched. */
export async function setLineQuantity(
  db: Kysely<Database>,
  { itemId, userId, quantity, now }: { itemId: number; userId: number; quantity: number; now: Date },
): Promise<boolean> {
  const updated = await db
    .updateTable('cart_item')
    .set({ quantity, updated_at: now })
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .where('added_at', '>', keepCutoff(now))
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function deleteLine(db: Kysely<Database>, itemId: number, userId: number) {
  await db.deleteFrom('cart_item').where('id', '=', itemId).where('user_id', '=', userId).execute();
}

/** These kept lines of the member with their project's USD price and sale window, in line order. */
export async function linesToPay(db: Kysely<Database>, { userId, itemIds, now }: { userId: number; itemIds: number[]; now: Date }) {
  return db
    .selectFrom('cart_item as c')
    .innerJoin('project as p', 'p.id', 'c.project_id')
    .select(['c.id', 'c.project_id', 'c.quantity', 'p.price_usd_cents', 'p.sale_starts_at', 'p.sale_ends_at'])
    .where('c.user_id', '=', userId)
    .where('c.id', 'in', itemIds)
    .where(publishedBy('p', now))
    .where('c.added_at', '>', keepCutoff(now))
    .orderBy('c.id')
    .execute();
}

/** The paid lines leave the cart: what was paid of each (a line grown since keeps the rest). */
export async function takePaidLines(trx: Kysely<Database>, userId: number, lines: { itemId: number; quantity: number }[]) {
  for (const line of lines) {
    await trx.deleteFrom('cart_item').where('id', '=', line.itemId).where('user_id', '=', userId).where('quantity', '<=', line.quantity).execute();
    await trx
      .updateTable('cart_item')
      .set((eb) => ({ quantity: eb('quantity', '-', line.quantity) }))
      .where('id', '=', line.itemId)
      .where('user_id', '=', userId)
      .execute();
  }
}

/** Takes these kept lines out of the member's cart; answers the lines taken. */
export async function takeKeptLines(trx: Kysely<Database>, { userId, itemIds, now }: { userId: number; itemIds: number[]; now: Date }) {
  return trx
    .deleteFrom('cart_item')
    .where('user_id', '=', userId)
    .where('id', 'in', itemIds)
    .where('added_at', '>', keepCutoff(now))
    .returning(['id', 'project_id', 'quantity'])
    .execute();
}

/** What these purchases cost in Gold. */
export async function purchaseTotals(trx: Kysely<Database>, purchaseIds: number[]) {
  return trx.selectFrom('purchase').select('total_gold').where('id', 'in', purchaseIds).execute();
}
