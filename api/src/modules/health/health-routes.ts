import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, healthSchema, healthUnavailableSchema, type Health } from 'shared-contract';
import type { AppContext } from '../../context';
import { API_VERSION } from '../../version';
import { pingDatabase } from './health-repository';

export const LIVE_PATH = '/_/live';

const TAGS = ['health'];

/** Not enveloped: load balancers and scripts read them as is. */
export async function registerHealthRoutes(fastify: FastifyInstance, { database }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Liveness: the process answers; touches nothing else (the database check is /_/health).
  app.get(LIVE_PATH, { schema: { tags: TAGS, response: { 200: healthSchema.pick({ status: true }) } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(API.health, { schema: { tags: TAGS, response: { 200: healthSchema, 503: healthUnavailableSchema } } }, async (request, reply) => {
    try {
      await pingDatabase(database.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', db: database.kind, version: API_VERSION });
    }
    const health: Health = { status: 'ok', db: database.kind, version: API_VERSION };
    return reply.header('cache-control', 'no-store').send(health);
  });
}
