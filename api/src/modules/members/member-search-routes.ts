import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, nicknameSearchQuerySchema, nicknameSearchSchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { searchMembersByNickname } from './member-search';
import { requireMember } from './request-member';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['members'];

/**
 * `GET /api/search/nickname` (spec section 7), for the transfer form and the communities. Members only, with a
 * per-member limit (http/rate-limits.ts "lookup"): answered to visitors, it would let anyone list every member by
 * trying prefixes; tied to an account and capped, that costs a scraper accounts and time.
 */
export async function registerMemberSearchRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API.searchNickname,
    {
      preValidation: requireMember(context),
      schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: nicknameSearchQuerySchema, response: { 200: successEnvelope(nicknameSearchSchema) } },
    },
    async (request) => ok(await searchMembersByNickname(context.database.db, request.query.nickname)),
  );
}
