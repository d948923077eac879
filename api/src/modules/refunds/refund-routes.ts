import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REFUND_API, refundOverviewSchema, refundRequestInputSchema, refundRequestViewSchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { isKoreanIp } from '../geo/korean-ip';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { publicOrigin } from '../payments/payment-routes';
import { refundKeyRing } from './refund-crypto';
import { RefundService } from './refund-service';
import { bodyReadByTheService, MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['refunds'];

/**
 * The member's refund request (issue 10 B): REFUND_API. The rules are in RefundService, the body's too: which
 * fields it needs depends on the account's currency and the open round, so the service parses it after those checks.
 */
export async function registerRefundRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The bank-detail keys load (or are generated) at start: a broken key setting stops the server, not a member's submit.
  await refundKeyRing(context.config);
  const refunds = new RefundService(context, app.log);
  const member = { preValidation: requireMember(context) };

  app.get(
    REFUND_API.search,
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(refundOverviewSchema) } } },
    async (request, reply) => {
      const { user } = memberOf(request);
      return reply.header('cache-control', 'no-store').send(ok(await refunds.overview(user, isKoreanIp(context.config, request))));
    },
  );

  // A repeat with the same Idempotency-Key is answered the stored reply.
  // The body is documented and read by the service, after the round and the account are checked.
  const readBody = { validatorCompiler: bodyReadByTheService };
  const bodySchema = { tags: TAGS, security: MEMBER_TOKEN, body: refundRequestInputSchema, response: { 200: successEnvelope(refundRequestViewSchema) } };

  fastify.post(REFUND_API.request, { ...member, ...readBody, schema: bodySchema }, async (request, reply) => {
    const { user } = memberOf(request);
    const idempotencyKey = idempotencyKeyOf(request);
    const answer = await refunds.submit(user, request.body, {
      fromKoreanIp: isKoreanIp(context.config, request),
      idempotencyKey,
      origin: publicOrigin(context, request),
    });
    return sendStored(reply, answer);
  });

  fastify.post(REFUND_API.edit, { ...member, ...readBody, schema: bodySchema }, async (request) => {
    const { user } = memberOf(request);
    return ok(await refunds.edit(user, request.body, { origin: publicOrigin(context, request) }));
  });
}
