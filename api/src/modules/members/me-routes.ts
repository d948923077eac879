import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, meSchema, successEnvelope, userLanguageParamsSchema, userLanguageResultSchema, userMeProxyRequestSchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { bearerToken } from '../../http/bearer-token';
import { ok } from '../../http/envelope';
import { loadMe } from './load-me';
import { changeLanguage } from './member-service';
import { authenticateToken, memberOf, requireMember } from './request-member';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['members'];
const ME_RESPONSE = { 200: successEnvelope(meSchema) };

/** `GET /api/user/me` (the page-load user fetch), its frontend-origin proxy `POST /user/me`, and `PUT /api/user/{language}`. */
export async function registerMeRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  app.get(
    API.userMe,
    { preValidation: requireMember(context, { allowSigningUp: true }), schema: { tags: TAGS, security: MEMBER_TOKEN, response: ME_RESPONSE } },
    async (request) => ok(await loadMe(context, request, memberOf(request).user)),
  );

  // The spec's frontend proxy, token in and member out, the same member as above (also a suspended or signing-up one).
  // Outside /api, where the no-store hook does not look, so this personal answer says it itself.
  app.post(
    API.userMeProxy,
    // The token comes in the body (or the bearer header); a request without a body is read as `{}`, as before.
    { schema: { tags: TAGS, security: [{}, { member: [] }], body: userMeProxyRequestSchema, response: ME_RESPONSE } },
    async (request, reply) => {
      const { user } = await authenticateToken(context, request.body.token || bearerToken(request));
      reply.header('cache-control', 'no-store');
      return ok(await loadMe(context, request, user));
    },
  );

  /** The account's language: it wins after sign-in on any browser. */
  app.put(
    API.userLanguage(':language'),
    {
      preValidation: requireMember(context),
      schema: { tags: TAGS, security: MEMBER_TOKEN, params: userLanguageParamsSchema, response: { 200: successEnvelope(userLanguageResultSchema) } },
    },
    async (request) => ok(await changeLanguage(database.db, memberOf(request).user.id, request.params.language)),
  );
}
