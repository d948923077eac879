import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, cabinetResetCheckSchema, cabinetResetResultSchema, cabinetResetSchema, resetMailResultSchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import * as cabinetResets from './cabinet-reset-service';
import { bodyReadByTheService, MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['cabinet-reset'];

/**
 * Cabinet password reset by e-mail (spec sections 4, 7, 8, 9): a signed-in member asks for a link
 * valid one hour; the link (userId + uuid) is the proof for checking it and setting the new password.
 */
export async function registerCabinetResetRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config, mailer } = context;

  app.post(
    API.mailResetPassword,
    { preValidation: requireMember(context), schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(resetMailResultSchema) } } },
    async (request) =>
      ok(await cabinetResets.mailResetLink(database.db, { mailer, publicUrl: config.publicUrl, log: request.log }, memberOf(request).user, clock.now())),
  );

  // A malformed link answers NO_MATCHING_ACCOUNT (not VALIDATION_FAILED), before the password rules: the service reads the body.
  fastify.post(
    API.cabinetCheck,
    {
      validatorCompiler: bodyReadByTheService,
      schema: { tags: TAGS, body: cabinetResetCheckSchema, response: { 200: successEnvelope(cabinetResetResultSchema) } },
    },
    async (request) => {
      await cabinetResets.checkResetLink(database.db, request.body, clock.now());
      return ok('SUCCESS' as const);
    },
  );

  fastify.put(
    API.cabinetResetPassword,
    { validatorCompiler: bodyReadByTheService, schema: { tags: TAGS, body: cabinetResetSchema, response: { 200: successEnvelope(cabinetResetResultSchema) } } },
    async (request) => {
      await cabinetResets.resetCabinetPassword(database.db, clock, request.body);
      return ok('SUCCESS' as const);
    },
  );
}
