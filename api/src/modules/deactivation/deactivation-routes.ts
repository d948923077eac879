import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, deactivateResultSchema, deactivateSchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import { deactivateMember } from './deactivation-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['deactivation'];

/** `POST /api/user/deactivate` (spec sections 4, 5 and 9): the member's account closed, its personal data erased. */
export async function registerDeactivationRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock, storage, tokens } = context;

  app.post(
    API.userDeactivate,
    {
      // The member is checked before the schema validates anything; a missing body answers DEACTIVATION_REASON_REQUIRED, as before.
      preValidation: requireMember(context),
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: deactivateSchema, response: { 200: successEnvelope(deactivateResultSchema) } },
    },
    async (request) => {
      await deactivateMember(database.db, { tokens, storage, log: request.log }, { user: memberOf(request).user, input: request.body, now: clock.now() });
      return ok('SUCCESS' as const);
    },
  );
}
