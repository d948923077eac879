import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A member's AVAILABLE tickets: the `ticketCount` of GET /api/user/me. */
export async function availableTicketCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ticket')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'AVAILABLE')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
