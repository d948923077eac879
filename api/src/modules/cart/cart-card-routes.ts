import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CART_API,
  cartCardCheckoutRequestSchema,
  cartCardCheckoutResultSchema,
  cartCardConfirmRequestSchema,
  cartCardConfirmResultSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { confirmOnce } from '../payments/payment-service';
import { publicOrigin } from '../payments/payment-routes';
import * as carts from './cart-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['cart'];

/**
 * The cart paid by card (issue 4 D): the checkout opens ONE provider payment for the lines (see
 * `openCardCheckout`), the confirmation buys them all at once. `purchaser` checks the KEY purchase's requirements
 * before the order is validated.
 */
export function registerCartCardRoutes(fastify: FastifyInstance, context: AppContext, purchaser: preValidationAsyncHookHandler) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    CART_API.cardCheckout,
    {
      preValidation: purchaser,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        body: cartCardCheckoutRequestSchema,
        response: { 200: successEnvelope(cartCardCheckoutResultSchema) },
      },
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const key = idempotencyKeyOf(request);
      return sendStored(reply, await carts.openCardCheckout(context, { user, input: request.body, key, origin: publicOrigin(context, request) }));
    },
  );

  app.post(
    CART_API.cardConfirm,
    {
      preValidation: requireMember(context),
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        body: cartCardConfirmRequestSchema,
        response: { 200: successEnvelope(cartCardConfirmResultSchema) },
      },
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const key = idempotencyKeyOf(request);
      return sendStored(reply, await confirmOnce(context, carts.cartCardConfirmation, { user, input: request.body, key }));
    },
  );
}
