import type { FastifyInstance } from 'fastify';
import { EVENT_API } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import { PreRegistrationService } from './pre-registration-service';

/**
 * The pre-registration event for members and visitors (issue 13 B): the public status (with the menu switch),
 * entering once, the caller's entry and reward, and the claim. No route takes input beyond the caller.
 */
export async function registerPreRegistrationRoutes(app: FastifyInstance, context: AppContext) {
  const service = new PreRegistrationService(context);
  const member = { preHandler: requireMember(context) };

  app.get(EVENT_API.preBook, async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(await service.status())));

  app.post(EVENT_API.userPreBook, member, async (request) => ok(await service.enter(memberOf(request).user)));

  app.get(EVENT_API.userCheckPreBook, member, async (request) => ok(await service.check(memberOf(request).user.id)));

  app.post(EVENT_API.userPreBookClaim, member, async (request) => ok(await service.claim(memberOf(request).user)));
}
