import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API, type Health } from 'shared-contract';
import type { AppContext } from '../../context';
import { API_VERSION } from '../../version';

/** Not enveloped: load balancers and scripts read it as is. */
export async function registerHealthRoutes(app: FastifyInstance, { database }: AppContext) {
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
