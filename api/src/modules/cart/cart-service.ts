import type { Kysely } from 'kysely';
import {
  artPath,
  CART_CARD_RETURN,
  CART_KEEP_DAYS,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  PAYMENT_CALLBACK,
  type Cart,
  type CartCardCheckoutResult,
  type CartCardConfirmResult,
  type CartCheckoutResult,
} from 'shared-contract';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { saleStatusAt } from '../catalog/sale-status';
import { goldHoldings } from '../gold/gold-ledger';
import { idempotent, idempotentLeased, type StoredAnswer } from '../idempotency/idempotent';
import type { PaymentRow } from '../payments/confirm-payment';
import type { ConfirmRoute } from '../payments/payment-service';
import { setPaymentDetails } from '../payments/payment-repository';
import { openProviderCheckout, paymentProvider } from '../payments/payment-service';
import { saleShortfall } from '../purchase/purchase-transaction';
import { isCartOrder, type CartCardOrder } from './cart-card-order';
import { buyCartLines, checkoutCart } from './cart-checkout';
import * as repository from './cart-repository';

type DB = Kysely<Database>;

/** The member's cart as the page shows it: each line priced with the project's current price and sale state. */
export async function cartOf(db: DB, userId: number, now: Date): Promise<Cart> {
  await repository.dropExpiredLines(db, userId, now);
  const rows = await repository.cartRows(db, userId, now);
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
      expiresAt: new Date(row.added_at.getTime() + repository.KEEP_MS).toISOString(),
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

/** Adds to the project's line (or makes one); a project that cannot be bought now is refused as the buy panel would. */
export async function addToCart(
  db: DB,
  { userId, projectId, quantity: added, now }: { userId: number; projectId: number; quantity: number; now: Date },
): Promise<Cart> {
  await repository.dropExpiredLines(db, userId, now);
  const project = await repository.projectSaleWindow(db, projectId, now);
  if (!project) throw new AppError('PROJECT_NOT_FOUND');
  const lines = await repository.cartLines(db, userId, now);
  const existing = lines.find((line) => line.project_id === project.id);
  if (!existing && lines.length >= CART_MAX_LINES) throw new AppError('CART_FULL');
  const quantity = (existing?.quantity ?? 0) + added;
  if (quantity > CART_MAX_QUANTITY) throw new AppError('CART_QUANTITY_LIMIT');
  const shortfall = await saleShortfall(db, project, quantity, now);
  if (shortfall) throw new AppError(shortfall);
  await repository.addToLine(db, { userId, projectId: project.id, quantity: added, now });
  return cartOf(db, userId, now);
}

export async function changeQuantity(db: DB, change: { itemId: number; userId: number; quantity: number; now: Date }): Promise<Cart> {
  if (!(await repository.setLineQuantity(db, change))) throw new AppError('NOT_FOUND');
  return cartOf(db, change.userId, change.now);
}

export async function removeLine(db: DB, clock: Clock, { itemId, userId }: { itemId: number; userId: number }): Promise<Cart> {
  await repository.deleteLine(db, itemId, userId);
  return cartOf(db, userId, clock.now());
}

/** Every given line bought at once with Gold, once per Idempotency-Key (the same requirements as a KEY purchase). */
export async function checkout(
  db: DB,
  { user, input, key, now }: { user: AppUserRow; input: { itemIds: number[] }; key: string; now: Date },
): Promise<CartCheckoutResult> {
  await repository.dropExpiredLines(db, user.id, now);
  const answer = await idempotent<CartCheckoutResult>(db, { scope: 'cart-checkout', key, userId: user.id, request: input, now }, async (trx) => ({
    status: 200,
    body: await checkoutCart(trx, { user, itemIds: input.itemIds, idempotencyKey: key, now }),
  }));
  return answer.body;
}

/**
 * The cart paid by card (issue 4 D, "same rules as C"): the checkout checks what the Gold checkout checks, prices
 * every line in USD and opens ONE provider payment for the total, reserving nothing. The confirmation (server to
 * server) buys every paid line in one transaction and takes them out of the cart; when a line cannot be bought
 * then, nothing is bought, the payment fails, the charge is voided and the cart keeps its lines.
 */
export async function openCardCheckout(
  context: AppContext,
  { user, input, key, origin }: { user: AppUserRow; input: { itemIds: number[]; providerId: string }; key: string; origin: string },
): Promise<StoredAnswer<CartCardCheckoutResult>> {
  const { clock } = context;
  const db = context.database.db;
  const provider = paymentProvider(context, input.providerId);
  return idempotentLeased<CartCardCheckoutResult>(db, { scope: 'cart-card-checkout', key, userId: user.id, request: input, now: clock.now() }, async () => {
    const now = clock.now();
    await repository.dropExpiredLines(db, user.id, now);
    const rows = await repository.linesToPay(db, { userId: user.id, itemIds: input.itemIds, now });
    if (rows.length !== input.itemIds.length) throw new AppError('CART_CHANGED');
    for (const row of rows) {
      // Checked, not held: a line that cannot be bought now is refused before paying.
      const shortfall = await saleShortfall(db, { id: row.project_id, sale_starts_at: row.sale_starts_at, sale_ends_at: row.sale_ends_at }, row.quantity, now);
      if (shortfall) throw new AppError(shortfall, undefined, { projectId: row.project_id, itemId: row.id });
    }
    const usdCents = rows.reduce((sum, row) => sum + row.price_usd_cents * row.quantity, 0);
    const quantity = rows.reduce((sum, row) => sum + row.quantity, 0);
    const order: CartCardOrder = { kind: 'CART', lines: rows.map((row) => ({ itemId: row.id, projectId: row.project_id, quantity: row.quantity })) };
    const back = `?${new URLSearchParams({ [CART_CARD_RETURN.param]: CART_CARD_RETURN.value })}`;
    const { paymentId, checkoutUrl } = await openProviderCheckout(db, provider, {
      userId: user.id,
      purpose: 'KEY',
      usdCents,
      order,
      description: {
        ko: `장바구니 KEY ${quantity}개 (프로젝트 ${rows.length}개)`,
        en: `Cart: ${quantity} KEY${quantity > 1 ? 's' : ''} of ${rows.length} project${rows.length > 1 ? 's' : ''}`,
      },
      successPath: `${PAYMENT_CALLBACK.success}${back}`,
      errorPath: `${PAYMENT_CALLBACK.error}${back}`,
      origin,
      now,
    });
    return { status: 200, body: { paymentId, checkoutUrl, usdCents } };
  });
}

/** The answer of a settled cart payment: its purchases, or the error it ended with. */
const settledAnswer = (payment: PaymentRow): CartCardConfirmResult => {
  const order = payment.details as unknown as CartCardOrder;
  if (payment.status === 'CONFIRMED') return { purchaseIds: order.purchaseIds ?? [] };
  if (payment.status === 'CANCELLED') throw new AppError('PAYMENT_CANCELLED');
  if (payment.status === 'FAILED') throw new AppError(order.failure ?? 'PAYMENT_FAILED');
  throw new AppError('PAYMENT_FAILED');
};

/** The confirmation of a cart payment: every paid line bought in its transaction and taken out of the cart. */
export const cartCardConfirmation: ConfirmRoute<CartCardConfirmResult> = {
  scope: 'cart-card-confirm',
  purpose: 'KEY',
  accepts: (candidate) => isCartOrder(candidate.details),
  onApproved: async (trx, confirmed, now, user) => {
    const order = confirmed.details as unknown as CartCardOrder;
    const purchaseIds = await buyCartLines(trx, {
      user,
      lines: order.lines,
      idempotencyOf: (line) => `payment:${confirmed.id}:${line.itemId}`,
      now,
      payMethod: 'CARD',
    });
    await repository.takePaidLines(trx, user.id, order.lines);
    await setPaymentDetails(trx, confirmed.id, { ...order, purchaseIds });
  },
  answer: settledAnswer,
};
