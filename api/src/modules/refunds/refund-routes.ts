import type { FastifyInstance } from 'fastify';
import { REFUND_API } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { isKoreanIp } from '../geo/korean-ip';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { publicOrigin } from '../payments/payment-routes';
import { refundKeyRing } from './refund-crypto';
import { RefundService } from './refund-service';

/** The member's refund request (issue 10 B): REFUND_API. The rules are in RefundService. */
export async function registerRefundRoutes(app: FastifyInstance, context: AppContext) {
  // The bank-detail keys load (or are generated) at start: a broken key setting stops the server, not a member's submit.
  await refundKeyRing(context.config);
  const refunds = new RefundService(context, app.log);
  const member = { preHandler: requireMember(context) };

  app.get(REFUND_API.search, member, async (request, reply) => {
    const { user } = memberOf(request);
    return reply.header('cache-control', 'no-store').send(ok(await refunds.overview(user, isKoreanIp(context.config, request))));
  });

  app.post(REFUND_API.request, member, async (request, reply) => {
    const { user } = memberOf(request);
    const idempotencyKey = idempotencyKeyOf(request);
    const answer = await refunds.submit(user, request.body, { fromKoreanIp: isKoreanIp(context.config, request), idempotencyKey, origin: publicOrigin(context, request) });
    return sendStored(reply, answer);
  });

  app.post(REFUND_API.edit, member, async (request) => {
    const { user } = memberOf(request);
    return ok(await refunds.edit(user, request.body, { origin: publicOrigin(context, request) }));
  });
}
