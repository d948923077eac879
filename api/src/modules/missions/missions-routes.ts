import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MISSIONS_API, monthlyCurrentSchema, monthlyHistorySchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, optionalMember, requireMember } from '../members/request-member';
import * as service from './missions-service';
import { OPTIONAL_MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['missions'];

/** Monthly missions for members and visitors (issue 13 A): MISSIONS_API's `/api/monthly*`. Never cached: progress is per member and per day. */
export async function registerMissionsRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    MISSIONS_API.current,
    { schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, response: { 200: successEnvelope(monthlyCurrentSchema) } } },
    async (request, reply) => {
      const caller = await optionalMember(context, request);
      return reply.headers(noStore).send(ok(await service.currentMonth(database.db, caller?.user.id ?? null, clock.now())));
    },
  );

  app.get(
    MISSIONS_API.history,
    { schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, response: { 200: successEnvelope(monthlyHistorySchema) } } },
    async (request, reply) => {
      const caller = await optionalMember(context, request);
      return reply.headers(noStore).send(ok(await service.history(database.db, caller?.user.id ?? null, clock.now())));
    },
  );

  app.post(
    MISSIONS_API.checkin,
    { preValidation: requireMember(context), schema: { tags: TAGS, security: [{ member: [] }], response: { 200: successEnvelope(monthlyCurrentSchema) } } },
    async (request) => ok(await service.checkIn(database.db, memberOf(request).user.id, clock.now())),
  );
}
