import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema, STAFF_API, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { CSV_ANSWER, sendCsv } from '../../http/csv';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import { auditLog, exportAuditLog } from './audit-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['audit'];

/** The staff audit log in the console: read and export (the export itself is audited). Staff only. */
export async function registerAuditRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  // Access is checked before the route's schemas validate anything.
  const staff = { preValidation: requireMember(context, { staff: true }) };

  app.get(
    STAFF_API.audit,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: auditQuerySchema, response: { 200: successEnvelope(auditPageSchema) } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(ok(await auditLog(db, request.query))),
  );

  // A CSV file, not JSON.
  app.get(
    STAFF_API.auditCsv,
    { ...staff, schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: auditQuerySchema, produces: ['text/csv'], response: CSV_ANSWER } },
    async (request, reply) => {
      const { user } = memberOf(request);
      const { fileName, csv } = await exportAuditLog(db, request.query, { id: user.id, ip: request.ip }, context.clock.now());
      return sendCsv(reply, fileName, csv);
    },
  );
}
