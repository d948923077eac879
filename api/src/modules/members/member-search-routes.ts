import type { FastifyInstance } from 'fastify';
import { API, nicknameSearchQuerySchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { searchMembersByNickname } from './member-search';
import { requireMember } from './request-member';

/**
 * `GET /api/search/nickname` (spec section 7), for the transfer form and the communities. Members only, with a
 * per-member limit (http/rate-limits.ts "lookup"): answered to visitors, it would let anyone list every member by
 * trying prefixes; tied to an account and capped, that costs a scraper accounts and time.
 */
export async function registerMemberSearchRoutes(app: FastifyInstance, context: AppContext) {
  app.get(API.searchNickname, { preHandler: requireMember(context) }, async (request) => {
    const { nickname } = parseWith(nicknameSearchQuerySchema, request.query);
    return ok(await searchMembersByNickname(context.database.db, nickname));
  });
}
