import type { FastifyInstance, FastifyRequest } from 'fastify';
import { awardDecisionInputSchema, awardParamsSchema, awardQuerySchema, MISSIONS_API, monthlySetupInputSchema, monthParamsSchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { staffActorOf, type TimedStaffActor } from '../audit/staff-actor';
import { requireMember } from '../members/request-member';
import * as admin from './missions-admin-service';

/** Route patterns of MISSIONS_API's staff paths (their builders filled with `:name`). */
export const MISSIONS_ADMIN_ROUTES = {
  months: MISSIONS_API.adminMonths,
  month: MISSIONS_API.adminMonth(':month'),
  awards: MISSIONS_API.adminAwards,
  decision: MISSIONS_API.adminAwardDecision(':awardId'),
} as const;

/**
 * The console's Monthly section (issue 13 A): support and admin read and decide on awards; setting up a month is
 * the admin's alone. Members 403, visitors 401. Answers are never cached.
 */
export async function registerMissionsAdminRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock } = context;
  const noStore = { 'cache-control': 'no-store' };
  const staff = { preHandler: requireMember(context, { staff: true }) };
  const adminOnly = { preHandler: requireMember(context, { admin: true }) };
  const actorOf = (request: FastifyRequest): TimedStaffActor => ({ ...staffActorOf(request), now: clock.now() });

  app.get(MISSIONS_ADMIN_ROUTES.months, staff, async (_request, reply) =>
    reply.headers(noStore).send(ok({ items: await admin.listMonths(database.db, clock.now()) })),
  );

  app.put(MISSIONS_ADMIN_ROUTES.month, adminOnly, async (request, reply) => {
    const { month } = parseWith(monthParamsSchema, request.params);
    const input = parseWith(monthlySetupInputSchema, request.body);
    return reply.headers(noStore).send(ok(await admin.setUpMonth(database.db, actorOf(request), month, input)));
  });

  app.get(MISSIONS_ADMIN_ROUTES.awards, staff, async (request, reply) => {
    const { status } = parseWith(awardQuerySchema, request.query);
    return reply.headers(noStore).send(ok({ items: await admin.listAwards(database.db, status) }));
  });

  app.post(MISSIONS_ADMIN_ROUTES.decision, staff, async (request, reply) => {
    const { awardId } = parseWith(awardParamsSchema, request.params);
    const decision = parseWith(awardDecisionInputSchema, request.body);
    return reply.headers(noStore).send(ok(await admin.decideAward(database.db, actorOf(request), awardId, decision)));
  });
}
