import type { Kysely } from 'kysely';
import { artPath, CART_KEEP_DAYS, CART_MAX_LINES, CART_MAX_QUANTITY, type Cart } from 'shared-contract';
import { saleStatusAt } from '../catalog/sale-status';
import { goldHoldings } from '../gold/gold-ledger';
import type { Database } from '../../db/schema';

const KEEP_MS = CART_KEEP_DAYS * 24 * 60 * 60 * 1000;

/** Lines added at or before this moment are 90 days old: dropped, never shown nor bought. */
export const keepCutoff = (now: Date) => new Date(now.getTime() - KEEP_MS);

/** Deletes the member's lines older than the keeping period (by the app clock). */
export async function dropExpiredLines(db: Kysely<Database>, userId: number, now: Date) {
  await db.deleteFrom('cart_item').where('user_id', '=', userId).where('added_at', '<=', keepCutoff(now)).execute();
}

/** The member's cart as the page shows it: each line priced with the project's current price and sale state. */
export async function cartOf(db: Kysely<Database>, userId: number, now: Date): Promise<Cart> {
  await dropExpiredLines(db, userId, now);
  const rows = await db
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
    .select(['c.id', 'c.project_id', 'c.quantity', 'c.added_at', 'p.title_ko', 'p.title_en', 'p.price_gold', 'p.price_usd_cents', 'p.sale_starts_at', 'p.sale_ends_at', 's.remaining'])
    .where('c.user_id', '=', userId)
    .orderBy('c.added_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  const items = rows.map((row) => {
    const supplyRemaining = Number(row.remaining ?? 0);
    return {
      itemId: row.id,
      projectId: row.project_id,
      projectTitle: { ko: row.title_ko, en: row.title_en },
      imageUrl: artPath.project(row.project_id),
      unitPriceGold: row.price_gold,
      unitPriceUsdCents: row.price_usd_cents,
      quantity: row.quantity,
      lineTotalGold: row.price_gold * row.quantity,
      lineTotalUsdCents: row.price_usd_cents * row.quantity,
      saleStatus: saleStatusAt({ saleStartsAt: row.sale_starts_at, saleEndsAt: row.sale_ends_at, supplyRemaining }, now),
      supplyRemaining,
      addedAt: row.added_at.toISOString(),
      expiresAt: new Date(row.added_at.getTime() + KEEP_MS).toISOString(),
    };
  });
  return {
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    totalGold: items.reduce((sum, item) => sum + item.lineTotalGold, 0),
    totalUsdCents: items.reduce((sum, item) => sum + item.lineTotalUsdCents, 0),
    // What the cart may spend: Gold reserved by pending offers is not.
    goldBalance: (await goldHoldings(db, userId)).available,
    keepDays: CART_KEEP_DAYS,
    maxLines: CART_MAX_LINES,
    maxQuantity: CART_MAX_QUANTITY,
  };
}

/** How many KEYs the member's cart holds (lines still kept), for the header's count. */
export async function cartItemCount(db: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('total'))
    .where('user_id', '=', userId)
    .where('added_at', '>', keepCutoff(now))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
