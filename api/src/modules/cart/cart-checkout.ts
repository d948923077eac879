import type { Kysely } from 'kysely';
import type { CartCheckoutResult } from 'shared-contract';
import type { AppUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { invalidateCatalogCache } from '../catalog/catalog-cache';
import { purchaseInTransaction } from '../purchases/purchase-transaction';
import { dropExpiredLines, keepCutoff } from './cart-queries';
import { asPurchaseDatabase, type CartDatabase } from './cart-tables';

/**
 * Buys the given lines with Gold in ONE transaction, each line one purchase (its own draw), and removes them from
 * the cart. All or nothing: a line that cannot be bought (too few KEYs, not on sale, not enough Gold) rolls
 * everything back and the error names that line's project. Taking the lines out first also makes a concurrent
 * checkout of the same lines find them gone (CART_CHANGED) instead of buying twice.
 */
export async function checkoutCart(
  db: Kysely<CartDatabase>,
  { user, itemIds, idempotencyKey, now }: { user: AppUserRow; itemIds: number[]; idempotencyKey: string; now: Date },
): Promise<CartCheckoutResult> {
  await dropExpiredLines(db, user.id, now);
  const result = await db.transaction().execute(async (trx) => {
    const lines = await trx
      .deleteFrom('cart_item')
      .where('user_id', '=', user.id)
      .where('id', 'in', itemIds)
      .where('added_at', '>', keepCutoff(now))
      .returning(['id', 'project_id', 'quantity'])
      .execute();
    if (lines.length !== itemIds.length) throw new AppError('CART_CHANGED');
    const purchaseIds: number[] = [];
    for (const line of lines.sort((a, b) => a.id - b.id)) {
      try {
        const bought = await purchaseInTransaction(asPurchaseDatabase(trx), {
          user,
          projectId: line.project_id,
          quantity: line.quantity,
          idempotency: `cart:${idempotencyKey}:${line.id}`,
          now,
          payMethod: 'GOLD',
        });
        purchaseIds.push(bought.purchaseId);
      } catch (error) {
        if (error instanceof AppError) throw new AppError(error.code, error.issues, { ...error.details, projectId: line.project_id, itemId: line.id });
        throw error;
      }
    }
    const totals = await trx.selectFrom('purchase').select('total_gold').where('id', 'in', purchaseIds).execute();
    return { purchaseIds, totalGold: totals.reduce((sum, row) => sum + row.total_gold, 0) };
  });
  invalidateCatalogCache();
  return result;
}
