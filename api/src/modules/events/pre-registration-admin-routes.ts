import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_API, preBookSettingsInputSchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { staffActorOf } from '../audit/staff-actor';
import { requireMember } from '../members/request-member';
import { PreRegistrationService } from './pre-registration-service';

/**
 * The pre-registration settings in the staff console (issue 13 B): support and admin read them, only an admin
 * changes them (members 403, visitors 401); every change is audited. Answers are never cached.
 */
export async function registerPreRegistrationAdminRoutes(app: FastifyInstance, context: AppContext) {
  const service = new PreRegistrationService(context);
  const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  };
  const staff = { preHandler: requireMember(context, { staff: true }), onSend: noStore };
  const admin = { preHandler: requireMember(context, { admin: true }), onSend: noStore };

  app.get(EVENT_API.adminPreBook, staff, async () => ok(await service.settings()));

  app.put(EVENT_API.adminPreBook, admin, async (request) =>
    ok(await service.updateSettings(staffActorOf(request), parseWith(preBookSettingsInputSchema, request.body))),
  );
}
