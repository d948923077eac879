import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API, type Health } from 'shared-contract';
import type { AppContext } from '../../context';
import { API_VERSION } from '../../version';

export const LIVE_PATH = '/_/live';

/** Not enveloped: load balancers and scripts read them as is. */
export async function registerHealthRoutes(app: FastifyInstance, { database }: AppContext) {
  // Liveness: the process answers; touches nothing else (the database check is /_/health).
  app.get(LIVE_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get(API.health, async (request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', db: database.kind, version: API_VERSION });
    }
    const health: Health = { status: 'ok', db: database.kind, version: API_VERSION };
    return reply.header('cache-control', 'no-store').send(health);
  });
}
