import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope, TERMINATION_API, terminationScheduleHistorySchema, terminationScheduleInputSchema, terminationScheduleSchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['service'];

/**
 * The termination schedule: everyone reads the one in force; staff read every version; an admin publishes a new one
 * (validated, audited with the previous and the new version, effective at once on every api instance within a second).
 */
export async function registerTerminationRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { clock, termination } = context;

  app.get(
    TERMINATION_API.schedule,
    { schema: { tags: TAGS, response: { 200: successEnvelope(terminationScheduleSchema.nullable()) } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(await termination.schedule())),
  );

  // Access is checked before the route's schemas validate anything, so whatever a member sends is 403.
  app.get(
    TERMINATION_API.adminSchedule,
    {
      preValidation: requireMember(context, { staff: true }),
      schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(terminationScheduleHistorySchema) } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(await termination.history())),
  );

  app.put(
    TERMINATION_API.adminSchedule,
    {
      preValidation: requireMember(context, { admin: true }),
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        body: terminationScheduleInputSchema,
        response: { 200: successEnvelope(terminationScheduleSchema.nullable()) },
      },
    },
    async (request) => {
      const { user } = memberOf(request);
      const { version, published } = await termination.publish(request.body, { id: user.id, ip: request.ip }, clock.now());
      request.log.info({ version }, 'termination schedule published');
      return ok(published);
    },
  );
}
