import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  myShowcaseSchema,
  publicShowcaseSchema,
  SHOWCASE_API,
  showcaseCollectorParamsSchema,
  showcaseUpdateRequestSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import * as showcase from './showcase-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const tags = ['showcase'];

/** The public showcase (issue 15 B): the member's setting, and the public page's answer by nickname. */
export async function registerShowcaseRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = context.database.db;
  // The member is checked before the schemas validate anything.
  const preValidation = requireMember(context);

  app.get(
    SHOWCASE_API.mine,
    { preValidation, schema: { tags, security: MEMBER_TOKEN, response: { 200: successEnvelope(myShowcaseSchema) } } },
    async (request) => ok(await showcase.myShowcase(db, memberOf(request).user)),
  );

  app.put(
    SHOWCASE_API.mine,
    { preValidation, schema: { tags, security: MEMBER_TOKEN, body: showcaseUpdateRequestSchema, response: { 200: successEnvelope(myShowcaseSchema) } } },
    async (request) => ok(await showcase.saveShowcase(db, memberOf(request).user, request.body, context.clock.now())),
  );

  /** Public: the same answer for everyone (no session), never stored by a shared cache (a change shows at once). */
  app.get(
    SHOWCASE_API.collector(':nickname'),
    { schema: { tags, params: showcaseCollectorParamsSchema, response: { 200: successEnvelope(publicShowcaseSchema) } } },
    async (request, reply) => reply.header('cache-control', 'no-cache').send(ok(await showcase.publicShowcase(db, request.params.nickname))),
  );
}
