import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EVENT_API, preBookSettingsInputSchema, preBookSettingsSchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { staffActorOf } from '../audit/staff-actor';
import { requireMember } from '../members/request-member';
import { PreRegistrationService } from './pre-registration-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['events'];

/**
 * The pre-registration settings in the staff console (issue 13 B): support and admin read them, only an admin
 * changes them (members 403, visitors 401); every change is audited. Answers are never cached.
 */
export async function registerPreRegistrationAdminRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new PreRegistrationService(context);
  const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  };
  // Access is checked before the route's schemas validate anything, so whatever a member sends is 403.
  const staff = { preValidation: requireMember(context, { staff: true }), onSend: noStore };
  const admin = { preValidation: requireMember(context, { admin: true }), onSend: noStore };

  app.get(
    EVENT_API.adminPreBook,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(preBookSettingsSchema) } } },
    async () => ok(await service.settings()),
  );

  app.put(
    EVENT_API.adminPreBook,
    { ...admin, schema: { tags: TAGS, security: MEMBER_TOKEN, body: preBookSettingsInputSchema, response: { 200: successEnvelope(preBookSettingsSchema) } } },
    async (request) => ok(await service.updateSettings(staffActorOf(request), request.body)),
  );
}
