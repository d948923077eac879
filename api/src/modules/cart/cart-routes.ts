import type { FastifyInstance } from 'fastify';
import {
  CART_API,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  cartAddRequestSchema,
  cartCheckoutRequestSchema,
  cartItemParamsSchema,
  cartQuantityRequestSchema,
  type CartCheckoutResult,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { idempotencyKeyOf, idempotent } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { purchaseRequirementsOf } from '../purchase/purchase-requirements';
import { saleShortfall } from '../purchase/purchase-transaction';
import { registerCartCardRoutes } from './cart-card-routes';
import { checkoutCart } from './cart-checkout';
import { cartOf, dropExpiredLines, keepCutoff } from './cart-queries';

/** The member's cart (issue 4 section D): add, change quantity, remove, and buy every line at once with Gold or by card. */
export async function registerCartRoutes(app: FastifyInstance, context: AppContext) {
  const { clock } = context;
  const db = context.database.db;
  const member = { preHandler: requireMember(context) };
  const requirements = purchaseRequirementsOf(context);

  app.get(CART_API.cart, member, async (request) => ok(await cartOf(db, memberOf(request).user.id, clock.now())));

  /** Adds to the project's line (or makes one); a project that cannot be bought now is refused as the buy panel would. */
  app.post(CART_API.cart, member, async (request) => {
    const input = parseWith(cartAddRequestSchema, request.body);
    const userId = memberOf(request).user.id;
    const now = clock.now();
    await dropExpiredLines(db, userId, now);
    const project = await db.selectFrom('project').select(['id', 'sale_starts_at', 'sale_ends_at']).where('id', '=', input.projectId).executeTakeFirst();
    if (!project) throw new AppError('PROJECT_NOT_FOUND');
    const lines = await db.selectFrom('cart_item').select(['project_id', 'quantity']).where('user_id', '=', userId).execute();
    const existing = lines.find((line) => line.project_id === project.id);
    if (!existing && lines.length >= CART_MAX_LINES) throw new AppError('CART_FULL');
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    if (quantity > CART_MAX_QUANTITY) throw new AppError('CART_QUANTITY_LIMIT');
    const shortfall = await saleShortfall(db, project, quantity, now);
    if (shortfall) throw new AppError(shortfall);
    // Adding again restarts the keeping period of the line.
    await db
      .insertInto('cart_item')
      .values({ user_id: userId, project_id: project.id, quantity: input.quantity, added_at: now, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'project_id']).doUpdateSet((eb) => ({
          quantity: eb('cart_item.quantity', '+', eb.ref('excluded.quantity')),
          added_at: eb.ref('excluded.added_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    return ok(await cartOf(db, userId, now));
  });

  app.patch(CART_API.item(':itemId'), member, async (request) => {
    const { itemId } = parseWith(cartItemParamsSchema, request.params);
    const { quantity } = parseWith(cartQuantityRequestSchema, request.body);
    const userId = memberOf(request).user.id;
    const now = clock.now();
    const updated = await db
      .updateTable('cart_item')
      .set({ quantity, updated_at: now })
      .where('id', '=', itemId)
      .where('user_id', '=', userId)
      .where('added_at', '>', keepCutoff(now))
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND');
    return ok(await cartOf(db, userId, now));
  });

  app.delete(CART_API.item(':itemId'), member, async (request) => {
    const { itemId } = parseWith(cartItemParamsSchema, request.params);
    const userId = memberOf(request).user.id;
    await db.deleteFrom('cart_item').where('id', '=', itemId).where('user_id', '=', userId).execute();
    return ok(await cartOf(db, userId, clock.now()));
  });

  /** The same requirements, in the same order, as a KEY purchase; then every line at once (Idempotency-Key). */
  app.post(CART_API.checkout, async (request) => {
    const { user, input } = await requirements(request, (body) => parseWith(cartCheckoutRequestSchema, body));
    const key = idempotencyKeyOf(request);
    const now = clock.now();
    await dropExpiredLines(db, user.id, now);
    const answer = await idempotent<CartCheckoutResult>(
      context.database.db,
      { scope: 'cart-checkout', key, userId: user.id, request: input, now },
      async (trx) => ({ status: 200, body: await checkoutCart(trx, { user, itemIds: input.itemIds, idempotencyKey: key, now }) }),
    );
    return ok(answer.body);
  });

  registerCartCardRoutes(app, context, requirements);
}
