import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REFUND_ADMIN_API,
  refundBankDetailsSchema,
  refundBatchInputSchema,
  refundBatchListSchema,
  refundBatchPathSchema,
  refundBatchSchema,
  refundPathSchema,
  refundQueuePageSchema,
  refundQueueQuerySchema,
  refundReasonInputSchema,
  refundRequestDetailSchema,
  refundSummarySchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { CSV_ANSWER, sendCsv } from '../../http/csv';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import { publicOrigin } from '../payments/payment-routes';
import { RefundService, type StaffAction } from './refund-service';
import { MEMBER_TOKEN } from '../../http/openapi';

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

const TAGS = ['refunds'];

/**
 * The support team's refund console (issue 10 C): REFUND_ADMIN_API, roles support and admin only (members 403,
 * visitors 401). Answers are never cached: they hold members' personal and financial data. An id that cannot name a
 * row answers like one that names none (its params schema says so).
 */
export async function registerRefundAdminRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const refunds = new RefundService(context, app.log);
  const staffOnly = requireMember(context, { staff: true });
  const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  };
  // Access is checked before the route's schemas validate anything, so whatever a member sends is 403.
  const staff = { preValidation: staffOnly, onSend: noStore };
  const actionOf = (request: FastifyRequest): StaffAction => ({ actorId: memberOf(request).user.id, ip: request.ip, origin: publicOrigin(context, request) });
  const detail = { 200: successEnvelope(refundRequestDetailSchema) };

  app.get(
    REFUND_ADMIN_ROUTES.requests,
    {
      ...staff,
      schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: refundQueueQuerySchema, response: { 200: successEnvelope(refundQueuePageSchema) } },
    },
    async (request) => ok(await refunds.queue(request.query)),
  );

  app.get(
    REFUND_ADMIN_ROUTES.summary,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(refundSummarySchema) } } },
    async () => ok(await refunds.summary()),
  );

  app.get(
    REFUND_ADMIN_ROUTES.request,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: refundPathSchema, response: detail } },
    async (request) => ok(await refunds.detail(request.params.id)),
  );

  app.get(
    REFUND_ADMIN_ROUTES.bankDetails,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: refundPathSchema, response: { 200: successEnvelope(refundBankDetailsSchema) } } },
    async (request) => ok(await refunds.bankDetails(actionOf(request), request.params.id)),
  );

  app.post(
    REFUND_ADMIN_ROUTES.review,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: refundPathSchema, response: detail } },
    async (request) => ok(await refunds.review(actionOf(request), request.params.id)),
  );

  app.post(
    REFUND_ADMIN_ROUTES.incorrect,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: refundPathSchema, body: refundReasonInputSchema, response: detail } },
    async (request) => ok(await refunds.markIncorrect(actionOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    REFUND_ADMIN_ROUTES.fail,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: refundPathSchema, body: refundReasonInputSchema, response: detail } },
    async (request) => ok(await refunds.markFailed(actionOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    REFUND_ADMIN_ROUTES.approve,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: refundPathSchema, response: detail } },
    async (request) => ok(await refunds.approve(actionOf(request), request.params.id)),
  );

  app.get(
    REFUND_ADMIN_ROUTES.batches,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(refundBatchListSchema) } } },
    async () => ok(await refunds.batches()),
  );

  app.post(
    REFUND_ADMIN_ROUTES.batches,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, body: refundBatchInputSchema, response: { 200: successEnvelope(refundBatchSchema) } } },
    async (request) => ok(await refunds.createBatch(actionOf(request), request.body)),
  );

  // The bank's CSV file, not JSON.
  app.get(
    REFUND_ADMIN_ROUTES.batchCsv,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: refundBatchPathSchema, produces: ['text/csv'], response: CSV_ANSWER } },
    async (request, reply) => {
      const { fileName, csv } = await refunds.batchCsv(actionOf(request), request.params.id);
      return sendCsv(reply, fileName, csv);
    },
  );

  app.post(
    REFUND_ADMIN_ROUTES.batchPaid,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: refundBatchPathSchema, response: { 200: successEnvelope(refundBatchSchema) } } },
    async (request) => ok(await refunds.markBatchPaid(actionOf(request), request.params.id)),
  );
}
