import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, AuditQuery, Role } from 'shared-contract';
import type { Database } from '../../db/schema';

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
  ip?: string | null;
  at: Date;
}

/** Writes one audit entry; pass the transaction of the action so the entry and the action commit together. */
export async function recordAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
      created_at: entry.at,
    })
    .execute();
}

type AuditFilter = Omit<AuditQuery, 'page' | 'size'>;

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('staff_audit as a').innerJoin('app_user as u', 'u.id', 'a.actor_id');
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.actorId) query = query.where('a.actor_id', '=', filter.actorId);
  if (filter.targetType) query = query.where('a.target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('a.target_id', '=', filter.targetId);
  return query;
}

const columns = [
  'a.id',
  'a.created_at',
  'a.action',
  'a.target_type',
  'a.target_id',
  'a.details',
  'a.ip',
  'u.id as actor_id',
  'u.email',
  'u.nickname',
  'u.role',
] as const;

type AuditRow = {
  id: number;
  created_at: Date;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
  ip: string | null;
  actor_id: number;
  email: string | null;
  nickname: string | null;
  role: Role;
};

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.created_at.toISOString(),
  actor: { id: row.actor_id, email: row.email, nickname: row.nickname, role: row.role },
  action: row.action as AuditEntry['action'],
  targetType: row.target_type,
  targetId: row.target_id,
  details: row.details,
  ip: row.ip,
});

/** A page of the log, newest first. */
export async function auditPage(db: Kysely<Database>, query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .select(columns)
      .orderBy('a.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toEntry), total: Number(count.n) };
}

/** Every entry the filter matches, newest first (the CSV export). */
export async function auditEntries(db: Kysely<Database>, filter: AuditFilter, limit = 100_000): Promise<AuditEntry[]> {
  const rows = await filtered(db, filter).select(columns).orderBy('a.id', 'desc').limit(limit).execute();
  return rows.map(toEntry);
}

/** The id, e-mail and nickname of each of `ids` that is a member. */
export async function memberRefs(db: Kysely<Database>, ids: readonly number[]): Promise<Array<{ id: number; email: string | null; nickname: string | null }>> {
  return ids.length === 0 ? [] : db.selectFrom('app_user').select(['id', 'email', 'nickname']).where('id', 'in', ids).execute();
}
