import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  banInputSchema,
  banQuerySchema,
  COMMUNITY_API,
  communityBanParamsSchema,
  communityProjectParamsSchema,
  communitySettingsInputSchema,
  communityTargetParamsSchema,
  moderationNoteSchema,
  reportQuerySchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { requireMember } from '../members/request-member';
import { ModerationService } from './moderation-service';
import { staffActorOf } from '../audit/staff-actor';

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

/**
 * Moderation for the staff console (issue 11 C): COMMUNITY_API's `/api/admin/community/*`. Roles support and admin
 * (members 403, visitors 401); community settings are the admin's alone. Answers are never cached.
 */
export async function registerCommunityAdminRoutes(app: FastifyInstance, context: AppContext) {
  const moderation = new ModerationService(context);
  const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', 'no-store');
    return payload;
  };
  const staff = { preHandler: requireMember(context, { staff: true }), onSend: noStore };
  const admin = { preHandler: requireMember(context, { admin: true }), onSend: noStore };
  const actorOf = staffActorOf;
  const targetOf = (request: FastifyRequest) => {
    const { targetType, targetId } = parseWith(communityTargetParamsSchema, request.params);
    return { type: targetType, id: targetId };
  };

  app.get(COMMUNITY_ADMIN_ROUTES.reports, staff, async (request) => ok(await moderation.reports(parseWith(reportQuerySchema, request.query))));

  app.get(COMMUNITY_ADMIN_ROUTES.target, staff, async (request) => ok(await moderation.target(targetOf(request))));

  app.post(COMMUNITY_ADMIN_ROUTES.hide, staff, async (request) => {
    const key = targetOf(request);
    const { note } = parseWith(moderationNoteSchema, request.body);
    return ok(await moderation.hide(actorOf(request), key, note));
  });

  app.post(COMMUNITY_ADMIN_ROUTES.dismiss, staff, async (request) => {
    const key = targetOf(request);
    const { note } = parseWith(moderationNoteSchema, request.body);
    return ok(await moderation.dismiss(actorOf(request), key, note));
  });

  app.get(COMMUNITY_ADMIN_ROUTES.bans, staff, async (request) => ok(await moderation.bans(parseWith(banQuerySchema, request.query))));

  app.post(COMMUNITY_ADMIN_ROUTES.bans, staff, async (request) => ok(await moderation.ban(actorOf(request), parseWith(banInputSchema, request.body))));

  app.delete(COMMUNITY_ADMIN_ROUTES.ban, staff, async (request) => {
    const { banId } = parseWith(communityBanParamsSchema, request.params);
    return ok(await moderation.lift(actorOf(request), banId));
  });

  app.get(COMMUNITY_ADMIN_ROUTES.communities, staff, async () => ok({ items: await moderation.communities() }));

  app.put(COMMUNITY_ADMIN_ROUTES.community, admin, async (request) => {
    const { projectId } = parseWith(communityProjectParamsSchema, request.params);
    return ok(await moderation.updateCommunity(actorOf(request), projectId, parseWith(communitySettingsInputSchema, request.body)));
  });
}
