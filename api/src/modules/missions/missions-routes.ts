import type { FastifyInstance } from 'fastify';
import { MISSIONS_API } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, optionalMember, requireMember } from '../members/request-member';
import * as service from './missions-service';

/** Monthly missions for members and visitors (issue 13 A): MISSIONS_API's `/api/monthly*`. Never cached: progress is per member and per day. */
export async function registerMissionsRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock } = context;
  const noStore = { 'cache-control': 'no-store' };

  app.get(MISSIONS_API.current, async (request, reply) => {
    const caller = await optionalMember(context, request);
    return reply.headers(noStore).send(ok(await service.currentMonth(database.db, caller?.user.id ?? null, clock.now())));
  });

  app.get(MISSIONS_API.history, async (request, reply) => {
    const caller = await optionalMember(context, request);
    return reply.headers(noStore).send(ok(await service.history(database.db, caller?.user.id ?? null, clock.now())));
  });

  app.post(MISSIONS_API.checkin, { preHandler: requireMember(context) }, async (request) =>
    ok(await service.checkIn(database.db, memberOf(request).user.id, clock.now())),
  );
}
