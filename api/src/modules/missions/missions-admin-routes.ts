import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAwardSchema,
  adminAwardsSchema,
  adminMonthSchema,
  adminMonthsSchema,
  awardDecisionInputSchema,
  awardParamsSchema,
  awardQuerySchema,
  MISSIONS_API,
  monthlySetupInputSchema,
  monthParamsSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { staffActorOf, type TimedStaffActor } from '../audit/staff-actor';
import { requireMember } from '../members/request-member';
import * as admin from './missions-admin-service';
import { MEMBER_TOKEN } from '../../http/openapi';

/** Route patterns of MISSIONS_API's staff paths (their builders filled with `:name`). */
export const MISSIONS_ADMIN_ROUTES = {
  months: MISSIONS_API.adminMonths,
  month: MISSIONS_API.adminMonth(':month'),
  awards: MISSIONS_API.adminAwards,
  decision: MISSIONS_API.adminAwardDecision(':awardId'),
} as const;

const TAGS = ['missions'];

/**
 * The console's Monthly section (issue 13 A): support and admin read and decide on awards; setting up a month is
 * the admin's alone. Members 403, visitors 401. Answers are never cached.
 */
export async function registerMissionsAdminRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  const noStore = { 'cache-control': 'no-store' };
  // Access is checked before the route's schemas validate anything, so whatever a member sends is 403.
  const staffOnly = requireMember(context, { staff: true });
  const staff = { preValidation: staffOnly };
  const adminsOnly = { preValidation: requireMember(context, { admin: true }) };
  const actorOf = (request: FastifyRequest): TimedStaffActor => ({ ...staffActorOf(request), now: clock.now() });

  app.get(
    MISSIONS_ADMIN_ROUTES.months,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(adminMonthsSchema) } } },
    async (_request, reply) => reply.headers(noStore).send(ok({ items: await admin.listMonths(database.db, clock.now()) })),
  );

  app.put(
    MISSIONS_ADMIN_ROUTES.month,
    {
      ...adminsOnly,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: monthParamsSchema,
        body: monthlySetupInputSchema,
        response: { 200: successEnvelope(adminMonthSchema) },
      },
    },
    async (request, reply) => reply.headers(noStore).send(ok(await admin.setUpMonth(database.db, actorOf(request), request.params.month, request.body))),
  );

  app.get(
    MISSIONS_ADMIN_ROUTES.awards,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: awardQuerySchema, response: { 200: successEnvelope(adminAwardsSchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok({ items: await admin.listAwards(database.db, request.query.status) })),
  );

  app.post(
    MISSIONS_ADMIN_ROUTES.decision,
    {
      ...staff,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: awardParamsSchema,
        body: awardDecisionInputSchema,
        response: { 200: successEnvelope(adminAwardSchema) },
      },
    },
    async (request, reply) => reply.headers(noStore).send(ok(await admin.decideAward(database.db, actorOf(request), request.params.awardId, request.body))),
  );
}
