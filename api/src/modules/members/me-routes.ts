import type { FastifyInstance } from 'fastify';
import { API, languageSchema } from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { loadMe } from './load-me';
import { memberOf, requireMember } from './request-member';

const languageParams = z.object({ language: languageSchema });

/** `GET /api/user/me` (the page-load user fetch) and `PUT /api/user/{language}`. */
export async function registerMeRoutes(app: FastifyInstance, context: AppContext) {
  const { database } = context;

  app.get(API.userMe, { preHandler: requireMember(context, { allowSigningUp: true }) }, async (request) => {
    return ok(await loadMe(context, request, memberOf(request).user));
  });

  /** The account's language: it wins after sign-in on any browser. */
  app.put(API.userLanguage(':language'), { preHandler: requireMember(context) }, async (request) => {
    const { language } = parseWith(languageParams, request.params);
    await database.db.updateTable('app_user').set({ language_type: language }).where('id', '=', memberOf(request).user.id).execute();
    return ok({ languageType: language });
  });
}
