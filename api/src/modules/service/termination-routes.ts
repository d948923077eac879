import type { FastifyInstance } from 'fastify';
import { TERMINATION_API, terminationScheduleInputSchema } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { recordAudit } from '../audit/audit-repository';
import { memberOf, requireMember } from '../members/request-member';
import { insertSchedule, scheduleHistory } from './termination-repository';
import { toSchedule } from './termination-service';

/**
 * The termination schedule: everyone reads the one in force; staff read every version; an admin publishes a new one
 * (validated, audited with the previous and the new version, effective at once on every api instance within a second).
 */
export async function registerTerminationRoutes(app: FastifyInstance, context: AppContext) {
  const { clock, termination } = context;
  const { db } = context.database;

  app.get(TERMINATION_API.schedule, async (_request, reply) => reply.header('cache-control', 'no-store').send(ok(await termination.schedule())));

  app.get(TERMINATION_API.adminSchedule, { preHandler: requireMember(context, { staff: true }) }, async (_request, reply) => {
    const rows = await scheduleHistory(db);
    return reply.header('cache-control', 'no-store').send(ok(rows.map(toSchedule)));
  });

  app.put(TERMINATION_API.adminSchedule, { preHandler: requireMember(context, { admin: true }) }, async (request) => {
    const { user } = memberOf(request);
    const input = parseWith(terminationScheduleInputSchema, request.body);
    const now = clock.now();
    const previous = await termination.schedule();
    const version = await db.transaction().execute(async (trx) => {
      const id = await insertSchedule(trx, input, user.id, now);
      await recordAudit(trx, {
        actorId: user.id,
        action: 'SCHEDULE_PUBLISH',
        targetType: 'termination_schedule',
        targetId: id,
        details: { previousVersion: previous?.version ?? null, schedule: input },
        ip: request.ip,
        at: now,
      });
      return id;
    });
    termination.invalidate();
    const published = await termination.schedule();
    request.log.info({ version }, 'termination schedule published');
    return ok(published);
  });
}
