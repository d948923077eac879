import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCommunityListSchema,
  adminCommunitySchema,
  banInputSchema,
  banPageSchema,
  banQuerySchema,
  banSchema,
  COMMUNITY_API,
  communityBanParamsSchema,
  communityProjectParamsSchema,
  communitySettingsInputSchema,
  communityTargetParamsSchema,
  moderationNoteSchema,
  reportGroupPageSchema,
  reportQuerySchema,
  reportTargetSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { requireMember } from '../members/request-member';
import { ModerationService } from './moderation-service';
import { staffActorOf } from '../audit/staff-actor';
import { MEMBER_TOKEN } from '../../http/openapi';

/** Route patterns of COMMUNITY_API's staff paths (their builders filled with `:name`). */
export const COMMUNITY_ADMIN_ROUTES = {
  reports: COMMUNITY_API.adminReports,
  target: COMMUNITY_API.adminReportTarget(':targetType', ':targetId'),
  hide: COMMUNITY_API.adminHide(':targetType', ':targetId'),
  dismiss: COMMUNITY_API.adminDismiss(':targetType', ':targetId'),
  bans: COMMUNITY_API.adminBans,
  ban: COMMUNITY_API.adminBan(':banId'),
  communities: COMMUNITY_API.adminCommunities,
  community: COMMUNITY_API.adminCommunity(':projectId'),
} as const;

const TAGS = ['community'];

/**
 * Moderation for the staff console (issue 11 C): COMMUNITY_API's `/api/admin/community/*`. Roles support and admin
 * (members 403, visitors 401); community settings are the admin's alone. Answers are never cached.
 */
export async function registerCommunityAdminRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const moderation = new ModerationService(context);
  const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  };
  // Access is checked before the route's schemas validate anything, so whatever a member sends is 403.
  const staffOnly = requireMember(context, { staff: true });
  const staff = { preValidation: staffOnly, onSend: noStore };
  const admin = { preValidation: requireMember(context, { admin: true }), onSend: noStore };
  const actorOf = staffActorOf;
  const targetOf = ({ targetType, targetId }: { targetType: 'post' | 'comment'; targetId: number }) => ({ type: targetType, id: targetId });

  app.get(
    COMMUNITY_ADMIN_ROUTES.reports,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: reportQuerySchema, response: { 200: successEnvelope(reportGroupPageSchema) } } },
    async (request) => ok(await moderation.reports(request.query)),
  );

  app.get(
    COMMUNITY_ADMIN_ROUTES.target,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: communityTargetParamsSchema, response: { 200: successEnvelope(reportTargetSchema) } } },
    async (request) => ok(await moderation.target(targetOf(request.params))),
  );

  const moderationSchema = {
    tags: TAGS,
    security: MEMBER_TOKEN,
    params: communityTargetParamsSchema,
    body: moderationNoteSchema,
    response: { 200: successEnvelope(reportTargetSchema) },
  };

  app.post(COMMUNITY_ADMIN_ROUTES.hide, { ...staff, schema: moderationSchema }, async (request) =>
    ok(await moderation.hide(actorOf(request), targetOf(request.params), request.body.note)),
  );

  app.post(COMMUNITY_ADMIN_ROUTES.dismiss, { ...staff, schema: moderationSchema }, async (request) =>
    ok(await moderation.dismiss(actorOf(request), targetOf(request.params), request.body.note)),
  );

  app.get(
    COMMUNITY_ADMIN_ROUTES.bans,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: banQuerySchema, response: { 200: successEnvelope(banPageSchema) } } },
    async (request) => ok(await moderation.bans(request.query)),
  );

  app.post(
    COMMUNITY_ADMIN_ROUTES.bans,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, body: banInputSchema, response: { 200: successEnvelope(banSchema) } } },
    async (request) => ok(await moderation.ban(actorOf(request), request.body)),
  );

  app.delete(
    COMMUNITY_ADMIN_ROUTES.ban,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, params: communityBanParamsSchema, response: { 200: successEnvelope(banSchema) } } },
    async (request) => ok(await moderation.lift(actorOf(request), request.params.banId)),
  );

  app.get(
    COMMUNITY_ADMIN_ROUTES.communities,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(adminCommunityListSchema) } } },
    async () => ok({ items: await moderation.communities() }),
  );

  app.put(
    COMMUNITY_ADMIN_ROUTES.community,
    {
      ...admin,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: communityProjectParamsSchema,
        body: communitySettingsInputSchema,
        response: { 200: successEnvelope(adminCommunitySchema) },
      },
    },
    async (request) => ok(await moderation.updateCommunity(actorOf(request), request.params.projectId, request.body)),
  );
}
