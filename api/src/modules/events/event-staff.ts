import type { Kysely } from 'kysely';
import type { StaffMemberRef } from 'shared-contract';
import type { Database } from '../../db/schema';

/** Who does a staff action on events, from where and when (for the audit). */
export interface EventStaffActor {
  actorId: number;
  ip: string | null;
  now: Date;
}

/** Looks the staff members up once; answers a lookup from id to reference (null for none). */
export async function staffRef(db: Kysely<Database>, ids: readonly (number | null)[]): Promise<(id: number | null) => StaffMemberRef | null> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length === 0 ? [] : await db.selectFrom('app_user').select(['id', 'email', 'nickname']).where('id', 'in', wanted).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id) => (id === null ? null : (byId.get(id) ?? null));
}
