import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PURCHASE_CANCEL_API,
  purchaseCancelInputSchema,
  purchaseCancelParamsSchema,
  purchaseCancelPreviewSchema,
  purchaseCancelResultSchema,
  purchaseSearchQuerySchema,
  purchaseSearchResultSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { requireMember } from '../members/request-member';
import { PurchaseCancelService } from './purchase-cancel-service';
import { staffActorOf } from '../audit/staff-actor';
import { MEMBER_TOKEN } from '../../http/openapi';

/** Route patterns of PURCHASE_CANCEL_API (its builders filled with `:name`). */
export const PURCHASE_CANCEL_ROUTES = {
  purchases: PURCHASE_CANCEL_API.purchases,
  preview: PURCHASE_CANCEL_API.preview(':purchaseId'),
  cancel: PURCHASE_CANCEL_API.cancel(':purchaseId'),
} as const;

const TAGS = ['purchase'];

/**
 * Purchase cancellation for the staff console (issue 13 A): `/api/admin/purchases/*`, roles support and admin
 * (members 403, visitors 401). Answers are never cached; the cancel needs an Idempotency-Key.
 */
export async function registerPurchaseCancelAdminRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new PurchaseCancelService(context, app.log);
  const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  };
  // Access is checked before the route's schemas validate anything, so whatever a member sends is 403.
  const staff = { preValidation: requireMember(context, { staff: true }), onSend: noStore };

  app.get(
    PURCHASE_CANCEL_ROUTES.purchases,
    {
      ...staff,
      schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: purchaseSearchQuerySchema, response: { 200: successEnvelope(purchaseSearchResultSchema) } },
    },
    async (request) => ok(await service.search(request.query)),
  );

  app.get(
    PURCHASE_CANCEL_ROUTES.preview,
    {
      ...staff,
      schema: { tags: TAGS, security: MEMBER_TOKEN, params: purchaseCancelParamsSchema, response: { 200: successEnvelope(purchaseCancelPreviewSchema) } },
    },
    async (request) => ok(await service.preview(request.params.purchaseId)),
  );

  app.post(
    PURCHASE_CANCEL_ROUTES.cancel,
    {
      ...staff,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: purchaseCancelParamsSchema,
        body: purchaseCancelInputSchema,
        response: { 200: successEnvelope(purchaseCancelResultSchema) },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return sendStored(reply, await service.cancel(staffActorOf(request), request.params.purchaseId, request.body, key));
    },
  );
}
