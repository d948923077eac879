import type { Kysely } from 'kysely';
import type { AuditEntry, AuditQuery, Page } from 'shared-contract';
import type { Database } from '../../db/schema';
import { toCsv } from '../../http/csv';
import { auditEntries, auditPage, recordAudit } from './audit-repository';

/** One page of the staff audit log. */
export async function auditLog(db: Kysely<Database>, query: AuditQuery): Promise<Page<AuditEntry>> {
  const { items, total } = await auditPage(db, query);
  return { items, total, page: query.page, size: query.size };
}

/** Every entry matching the filter as CSV; the export itself is audited. */
export async function exportAuditLog(
  db: Kysely<Database>,
  query: AuditQuery,
  exporter: { id: number; ip: string | null },
  now: Date,
): Promise<{ fileName: string; csv: string }> {
  const { page: _page, size: _size, ...filter } = query;
  const entries = await auditEntries(db, filter);
  await recordAudit(db, {
    actorId: exporter.id,
    action: 'AUDIT_EXPORT',
    targetType: 'audit',
    targetId: '*',
    details: { filter, rows: entries.length },
    ip: exporter.ip,
    at: now,
  });
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
  return { fileName: `audit-${now.toISOString().slice(0, 10)}.csv`, csv };
}
