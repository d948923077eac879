import type { FastifyInstance } from 'fastify';
import { API, languageSchema, userMeProxyRequestSchema } from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { bearerToken } from '../../http/bearer-token';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { loadMe } from './load-me';
import { authenticateToken, memberOf, requireMember } from './request-member';

const languageParams = z.object({ language: languageSchema });

/** `GET /api/user/me` (the page-load user fetch), its frontend-origin proxy `POST /user/me`, and `PUT /api/user/{language}`. */
export async function registerMeRoutes(app: FastifyInstance, context: AppContext) {
  const { database } = context;

  app.get(API.userMe, { preHandler: requireMember(context, { allowSigningUp: true }) }, async (request) => {
    return ok(await loadMe(context, request, memberOf(request).user));
  });

  // The spec's frontend proxy, token in and member out, the same member as above (also a suspended or signing-up one).
  // Outside /api, where the no-store hook does not look, so this personal answer says it itself.
  app.post(API.userMeProxy, async (request, reply) => {
    const { token } = parseWith(userMeProxyRequestSchema, request.body ?? {});
    const { user } = await authenticateToken(context, token || bearerToken(request));
    reply.header('cache-control', 'no-store');
    return ok(await loadMe(context, request, user));
  });

  /** The account's language: it wins after sign-in on any browser. */
  app.put(API.userLanguage(':language'), { preHandler: requireMember(context) }, async (request) => {
    const { language } = parseWith(languageParams, request.params);
    await database.db.updateTable('app_user').set({ language_type: language }).where('id', '=', memberOf(request).user.id).execute();
    return ok({ languageType: language });
  });
}
