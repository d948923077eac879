import type { Kysely } from 'kysely';
import type { CartCheckoutResult, PayMethod } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { purchaseInTransaction } from '../purchase/purchase-transaction';
import { purchaseTotals, takeKeptLines } from './cart-repository';

/** A cart line as it is bought: the line, its project and how many. */
export interface CartLineOrder {
  itemId: number;
  projectId: number;
  quantity: number;
}

/**
 * Buys the lines inside the caller's transaction, each line one purchase (its own draw), in the cart's order.
 * A line that cannot be bought throws its AppError naming that line's project (the caller's transaction rolls
 * everything back). Answers the purchase ids in the lines' order.
 */
export async function buyCartLines(
  trx: Kysely<Database>,
  {
    user,
    lines,
    idempotencyOf,
    now,
    payMethod,
  }: { user: AppUserRow; lines: CartLineOrder[]; idempotencyOf: (line: CartLineOrder) => string; now: Date; payMethod: PayMethod },
): Promise<number[]> {
  const purchaseIds: number[] = [];
  for (const line of [...lines].sort((a, b) => a.itemId - b.itemId)) {
    try {
      const bought = await purchaseInTransaction(trx, {
        user,
        projectId: line.projectId,
        quantity: line.quantity,
        idempotency: idempotencyOf(line),
        now,
        payMethod,
      });
      purchaseIds.push(bought.purchaseId);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, error.issues, { ...error.details, projectId: line.projectId, itemId: line.itemId });
      throw error;
    }
  }
  return purchaseIds;
}

/**
 * Buys the given lines with Gold inside the caller's transaction `trx` and removes them from the cart. All or
 * nothing: a line that cannot be bought (too few KEYs, not on sale, not enough Gold) throws, and the caller rolls
 * everything back; the error names that line's project. Taking the lines out first also makes a concurrent checkout
 * of the same lines find them gone (CART_CHANGED) instead of buying twice. The caller drops the catalog cache after
 * the commit (and may drop expired lines before, with `dropExpiredLines`).
 */
export async function checkoutCart(
  trx: Kysely<Database>,
  { user, itemIds, idempotencyKey, now }: { user: AppUserRow; itemIds: number[]; idempotencyKey: string; now: Date },
): Promise<CartCheckoutResult> {
  const result = await (async () => {
    const lines = await takeKeptLines(trx, { userId: user.id, itemIds, now });
    if (lines.length !== itemIds.length) throw new AppError('CART_CHANGED');
    const purchaseIds = await buyCartLines(trx, {
      user,
      lines: lines.map((line) => ({ itemId: line.id, projectId: line.project_id, quantity: line.quantity })),
      idempotencyOf: (line) => `cart:${idempotencyKey}:${line.itemId}`,
      now,
      payMethod: 'GOLD',
    });
    const totals = await purchaseTotals(trx, purchaseIds);
    return { purchaseIds, totalGold: totals.reduce((sum, row) => sum + row.total_gold, 0) };
  })();
  return result;
}
