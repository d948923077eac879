import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CART_API,
  cartAddRequestSchema,
  cartCheckoutRequestSchema,
  cartCheckoutResultSchema,
  cartItemParamsSchema,
  cartQuantityRequestSchema,
  cartSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { requirePurchaser } from '../purchase/purchase-requirements';
import { registerCartCardRoutes } from './cart-card-routes';
import * as carts from './cart-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['cart'];

/** The member's cart (issue 4 section D): add, change quantity, remove, and buy every line at once with Gold or by card. */
export async function registerCartRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { clock } = context;
  const db = context.database.db;
  // The member is checked before the schemas validate anything.
  const member = requireMember(context);
  // A checkout meets the KEY purchase's requirements, in the same order, before its order is validated.
  const purchaser = requirePurchaser(context);

  app.get(
    CART_API.cart,
    { preValidation: member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(cartSchema) } } },
    async (request) => ok(await carts.cartOf(db, memberOf(request).user.id, clock.now())),
  );

  app.post(
    CART_API.cart,
    {
      preValidation: member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: cartAddRequestSchema, response: { 200: successEnvelope(cartSchema) } },
    },
    async (request) => ok(await carts.addToCart(db, { userId: memberOf(request).user.id, ...request.body, now: clock.now() })),
  );

  app.patch(
    CART_API.item(':itemId'),
    {
      preValidation: member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: cartItemParamsSchema,
        body: cartQuantityRequestSchema,
        response: { 200: successEnvelope(cartSchema) },
      },
    },
    async (request) =>
      ok(
        await carts.changeQuantity(db, { itemId: request.params.itemId, userId: memberOf(request).user.id, quantity: request.body.quantity, now: clock.now() }),
      ),
  );

  app.delete(
    CART_API.item(':itemId'),
    { preValidation: member, schema: { tags: TAGS, security: MEMBER_TOKEN, params: cartItemParamsSchema, response: { 200: successEnvelope(cartSchema) } } },
    async (request) => ok(await carts.removeLine(db, clock, { itemId: request.params.itemId, userId: memberOf(request).user.id })),
  );

  /** The same requirements, in the same order, as a KEY purchase; then every line at once (Idempotency-Key). */
  app.post(
    CART_API.checkout,
    {
      preValidation: purchaser,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: cartCheckoutRequestSchema, response: { 200: successEnvelope(cartCheckoutResultSchema) } },
    },
    async (request) => {
      const { user } = memberOf(request);
      const key = idempotencyKeyOf(request);
      return ok(await carts.checkout(db, { user, input: request.body, key, now: clock.now() }));
    },
  );

  registerCartCardRoutes(app, context, purchaser);
}
