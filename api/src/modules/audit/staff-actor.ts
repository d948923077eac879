import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffMemberRef } from 'shared-contract';
import type { Database } from '../../db/schema';
import { memberOf } from '../members/request-member';
import { memberRefs } from './audit-repository';

/** Who does a staff action and from where (the audit log keeps both). */
export interface StaffActor {
  actorId: number;
  ip: string | null;
}

/** A staff action at one moment of the server clock. */
export interface TimedStaffActor extends StaffActor {
  now: Date;
}

/** The staff member a `requireMember(context, { staff: true })` route runs for. */
export const staffActorOf = (request: FastifyRequest): StaffActor => ({ actorId: memberOf(request).user.id, ip: request.ip });

/** Looks staff members up once; answers a lookup from id to reference (null for none or unknown). */
export async function staffRefs(db: Kysely<Database>, ids: readonly (number | null)[]): Promise<(id: number | null) => StaffMemberRef | null> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = await memberRefs(db, wanted);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id) => (id === null ? null : (byId.get(id) ?? null));
}
