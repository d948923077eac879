import type { FastifyInstance } from 'fastify';
import { auditQuerySchema, STAFF_API, type AuditEntry } from 'shared-contract';
import type { AppContext } from '../../context';
import { sendCsv, toCsv } from '../../http/csv';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { memberOf, requireMember } from '../members/request-member';
import { auditEntries, auditPage, recordAudit } from './audit-repository';

/** The staff audit log in the console: read and export (the export itself is audited). Staff only. */
export async function registerAuditRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context.database;
  const staff = { preHandler: requireMember(context, { staff: true }) };

  app.get(STAFF_API.audit, staff, async (request, reply) => {
    const query = parseWith(auditQuerySchema, request.query);
    const { items, total } = await auditPage(db, query);
    return reply.header('cache-control', 'no-store').send(ok({ items, total, page: query.page, size: query.size }));
  });

  app.get(STAFF_API.auditCsv, staff, async (request, reply) => {
    const { user } = memberOf(request);
    const { page: _page, size: _size, ...filter } = parseWith(auditQuerySchema, request.query);
    const now = context.clock.now();
    const entries = await auditEntries(db, filter);
    await recordAudit(db, { actorId: user.id, action: 'AUDIT_EXPORT', targetType: 'audit', targetId: '*', details: { filter, rows: entries.length }, ip: request.ip, at: now });
    const csv = toCsv<AuditEntry>(entries, [
      { header: 'id', value: (entry) => entry.id },
      { header: 'at_utc', value: (entry) => entry.at },
      { header: 'actor_id', value: (entry) => entry.actor.id },
      { header: 'actor_email', value: (entry) => entry.actor.email },
      { header: 'actor_role', value: (entry) => entry.actor.role },
      { header: 'action', value: (entry) => entry.action },
      { header: 'target_type', value: (entry) => entry.targetType },
      { header: 'target_id', value: (entry) => entry.targetId },
      { header: 'details', value: (entry) => entry.details },
      { header: 'ip', value: (entry) => entry.ip },
    ]);
    return sendCsv(reply, `audit-${now.toISOString().slice(0, 10)}.csv`, csv);
  });
}
