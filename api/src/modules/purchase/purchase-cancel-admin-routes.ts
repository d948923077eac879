import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PURCHASE_CANCEL_API, purchaseCancelInputSchema, purchaseCancelParamsSchema, purchaseSearchQuerySchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { requireMember } from '../members/request-member';
import { PurchaseCancelService } from './purchase-cancel-service';
import { staffActorOf } from '../audit/staff-actor';

/** Route patterns of PURCHASE_CANCEL_API (its builders filled with `:name`). */
export const PURCHASE_CANCEL_ROUTES = {
  purchases: PURCHASE_CANCEL_API.purchases,
  preview: PURCHASE_CANCEL_API.preview(':purchaseId'),
  cancel: PURCHASE_CANCEL_API.cancel(':purchaseId'),
} as const;

/**
 * Purchase cancellation for the staff console (issue 13 A): `/api/admin/purchases/*`, roles support and admin
 * (members 403, visitors 401). Answers are never cached; the cancel needs an Idempotency-Key.
 */
export async function registerPurchaseCancelAdminRoutes(app: FastifyInstance, context: AppContext) {
  const service = new PurchaseCancelService(context, app.log);
  const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  };
  const staff = { preHandler: requireMember(context, { staff: true }), onSend: noStore };
  const actorOf = staffActorOf;

  app.get(PURCHASE_CANCEL_ROUTES.purchases, staff, async (request) => ok(await service.search(parseWith(purchaseSearchQuerySchema, request.query))));

  app.get(PURCHASE_CANCEL_ROUTES.preview, staff, async (request) => {
    const { purchaseId } = parseWith(purchaseCancelParamsSchema, request.params);
    return ok(await service.preview(purchaseId));
  });

  app.post(PURCHASE_CANCEL_ROUTES.cancel, staff, async (request, reply) => {
    const { purchaseId } = parseWith(purchaseCancelParamsSchema, request.params);
    const input = parseWith(purchaseCancelInputSchema, request.body);
    const key = idempotencyKeyOf(request);
    return sendStored(reply, await service.cancel(actorOf(request), purchaseId, input, key));
  });
}
