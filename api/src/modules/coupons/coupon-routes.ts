import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COUPON_API,
  couponDiscountRequestSchema,
  couponDiscountResultSchema,
  couponExchangeRequestSchema,
  couponExchangeResultSchema,
  couponListSchema,
  couponRegisterRequestSchema,
  couponRevealRequestSchema,
  couponRevealResultSchema,
  memberCouponSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import * as coupons from './coupon-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['coupons'];

/** Coupons (spec sections 3, 4 and 8): register by code, the member's list, a KEY for an EXCHANGE coupon, a discount quote. */
export async function registerCouponRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { clock } = context;
  const db = context.database.db;
  // The member is checked before the schemas validate anything.
  const preValidation = requireMember(context);

  app.post(
    COUPON_API.register,
    {
      // A missing code answers COUPON_INVALID_CODE, as before the schema moved onto the route.
      preValidation,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: couponRegisterRequestSchema, response: { 200: successEnvelope(memberCouponSchema) } },
    },
    async (request) => ok(await coupons.registerCoupon(db, { user: memberOf(request).user, code: request.body.code, now: clock.now() })),
  );

  app.get(
    COUPON_API.list,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(couponListSchema) } } },
    async (request) => ok(await coupons.couponsOf(db, memberOf(request).user.id, clock.now())),
  );

  app.post(
    COUPON_API.exchange,
    {
      preValidation,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: couponExchangeRequestSchema, response: { 200: successEnvelope(couponExchangeResultSchema) } },
    },
    async (request, reply) =>
      sendStored(reply, await coupons.exchangeCoupon(db, clock, { user: memberOf(request).user, key: idempotencyKeyOf(request), input: request.body })),
  );

  app.post(
    COUPON_API.reveal,
    {
      preValidation,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: couponRevealRequestSchema, response: { 200: successEnvelope(couponRevealResultSchema) } },
    },
    async (request, reply) =>
      sendStored(reply, await coupons.revealCoupon(db, clock, { user: memberOf(request).user, key: idempotencyKeyOf(request), input: request.body })),
  );

  app.post(
    COUPON_API.discount,
    {
      preValidation,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: couponDiscountRequestSchema, response: { 200: successEnvelope(couponDiscountResultSchema) } },
    },
    async (request) => ok(await coupons.quoteDiscount(db, { userId: memberOf(request).user.id, ...request.body, now: clock.now() })),
  );
}
