import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, clientLogResultSchema, clientLogSchema, successEnvelope } from 'shared-contract';
import { ok } from '../../http/envelope';

const MAX_DATA_CHARS = 4000;

/** `POST /api/logger`: error reports from the pages, written to the server log with the request id. */
export async function registerClientLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    API.logger,
    { bodyLimit: 16 * 1024, schema: { tags: ['client-log'], body: clientLogSchema, response: { 200: successEnvelope(clientLogResultSchema) } } },
    async (request) => {
      const entry = request.body;
      const data = entry.data === undefined ? undefined : JSON.stringify(entry.data).slice(0, MAX_DATA_CHARS);
      const fields = { client: { ...entry, data, ip: request.ip, reportedIp: entry.ip } };
      if (entry.logType === 'error') request.log.error(fields, 'client error');
      else if (entry.logType === 'warn') request.log.warn(fields, 'client warning');
      else request.log.info(fields, 'client log');
      return ok(null);
    },
  );
}
