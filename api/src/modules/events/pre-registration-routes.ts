import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EVENT_API, preBookCheckSchema, preBookClaimResultSchema, preBookStatusSchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import { PreRegistrationService } from './pre-registration-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['events'];

/**
 * The pre-registration event for members and visitors (issue 13 B): the public status (with the menu switch),
 * entering once, the caller's entry and reward, and the claim. No route takes input beyond the caller.
 */
export async function registerPreRegistrationRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new PreRegistrationService(context);
  const member = { preValidation: requireMember(context) };

  app.get(EVENT_API.preBook, { schema: { tags: TAGS, response: { 200: successEnvelope(preBookStatusSchema) } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(ok(await service.status())),
  );

  app.post(
    EVENT_API.userPreBook,
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(preBookCheckSchema) } } },
    async (request) => ok(await service.enter(memberOf(request).user)),
  );

  app.get(
    EVENT_API.userCheckPreBook,
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(preBookCheckSchema) } } },
    async (request) => ok(await service.check(memberOf(request).user.id)),
  );

  app.post(
    EVENT_API.userPreBookClaim,
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(preBookClaimResultSchema) } } },
    async (request) => ok(await service.claim(memberOf(request).user)),
  );
}
