import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REFUND_ADMIN_API,
  refundBatchInputSchema,
  refundIdParamsSchema,
  refundQueueQuerySchema,
  refundReasonInputSchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { sendCsv } from '../../http/csv';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { memberOf, requireMember } from '../members/request-member';
import { publicOrigin } from '../payments/payment-routes';
import { RefundService, type StaffAction } from './refund-service';

/** Route patterns of REFUND_ADMIN_API (its builders filled with `:id`). */
export const REFUND_ADMIN_ROUTES = {
  requests: REFUND_ADMIN_API.requests,
  summary: REFUND_ADMIN_API.summary,
  request: REFUND_ADMIN_API.request(':id'),
  bankDetails: REFUND_ADMIN_API.bankDetails(':id'),
  review: REFUND_ADMIN_API.review(':id'),
  incorrect: REFUND_ADMIN_API.incorrect(':id'),
  fail: REFUND_ADMIN_API.fail(':id'),
  approve: REFUND_ADMIN_API.approve(':id'),
  batches: REFUND_ADMIN_API.batches,
  batchCsv: REFUND_ADMIN_API.batchCsv(':id'),
  batchPaid: REFUND_ADMIN_API.batchPaid(':id'),
} as const;

/**
 * The support team's refund console (issue 10 C): REFUND_ADMIN_API, roles support and admin only (members 403,
 * visitors 401). Answers are never cached: they hold members' personal and financial data.
 */
export async function registerRefundAdminRoutes(app: FastifyInstance, context: AppContext) {
  const refunds = new RefundService(context, app.log);
  const staff = {
    preHandler: requireMember(context, { staff: true }),
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      reply.header('cache-control', 'no-store');
      return payload;
    },
  };
  const actionOf = (request: FastifyRequest): StaffAction => ({ actorId: memberOf(request).user.id, ip: request.ip, origin: publicOrigin(context, request) });
  /** An id that cannot name a row answers like one that names none. */
  const idOf = (request: FastifyRequest, notFound: 'REFUND_NOT_FOUND' | 'REFUND_BATCH_NOT_FOUND' = 'REFUND_NOT_FOUND') => {
    const parsed = refundIdParamsSchema.safeParse(request.params);
    if (!parsed.success) throw new AppError(notFound);
    return parsed.data.id;
  };

  app.get(REFUND_ADMIN_ROUTES.requests, staff, async (request) => ok(await refunds.queue(parseWith(refundQueueQuerySchema, request.query))));

  app.get(REFUND_ADMIN_ROUTES.summary, staff, async () => ok(await refunds.summary()));

  app.get(REFUND_ADMIN_ROUTES.request, staff, async (request) => ok(await refunds.detail(idOf(request))));

  app.get(REFUND_ADMIN_ROUTES.bankDetails, staff, async (request) => ok(await refunds.bankDetails(actionOf(request), idOf(request))));

  app.post(REFUND_ADMIN_ROUTES.review, staff, async (request) => ok(await refunds.review(actionOf(request), idOf(request))));

  app.post(REFUND_ADMIN_ROUTES.incorrect, staff, async (request) => {
    const id = idOf(request);
    const { reason } = parseWith(refundReasonInputSchema, request.body);
    return ok(await refunds.markIncorrect(actionOf(request), id, reason));
  });

  app.post(REFUND_ADMIN_ROUTES.fail, staff, async (request) => {
    const id = idOf(request);
    const { reason } = parseWith(refundReasonInputSchema, request.body);
    return ok(await refunds.markFailed(actionOf(request), id, reason));
  });

  app.post(REFUND_ADMIN_ROUTES.approve, staff, async (request) => ok(await refunds.approve(actionOf(request), idOf(request))));

  app.get(REFUND_ADMIN_ROUTES.batches, staff, async () => ok(await refunds.batches()));

  app.post(REFUND_ADMIN_ROUTES.batches, staff, async (request) => ok(await refunds.createBatch(actionOf(request), parseWith(refundBatchInputSchema, request.body))));

  app.get(REFUND_ADMIN_ROUTES.batchCsv, staff, async (request, reply) => {
    const id = idOf(request, 'REFUND_BATCH_NOT_FOUND');
    const { fileName, csv } = await refunds.batchCsv(actionOf(request), id);
    return sendCsv(reply, fileName, csv);
  });

  app.post(REFUND_ADMIN_ROUTES.batchPaid, staff, async (request) => ok(await refunds.markBatchPaid(actionOf(request), idOf(request, 'REFUND_BATCH_NOT_FOUND'))));
}
