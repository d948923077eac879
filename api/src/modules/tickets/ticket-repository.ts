import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { publishedBy } from '../catalog/catalog-repository';
import type { TicketTable } from './ticket-tables';

/** Every SQL statement of the tickets module. */
type DB = Kysely<Database>;
export type TicketRow = Selectable<TicketTable>;

/** Projects exchangeable now (for tickets of `kind` when given): active ticket_project, published, sale window open, KEYs released with supply left. */
export async function eligibleProjectRows(db: DB, now: Date, only: { projectId?: number; kind?: string } = {}) {
  let query = db
    .selectFrom('ticket_project')
    .innerJoin('project', 'project.id', 'ticket_project.project_id')
    .innerJoin('key_design', 'key_design.project_id', 'project.id')
    .select((eb) => [
      'project.id as id',
      'project.title_ko as titleKo',
      'project.title_en as titleEn',
      'ticket_project.kind as kind',
      eb.fn.sum<number>('key_design.supply_remaining').as('remaining'),
    ])
    .where('ticket_project.active', '=', true)
    .where(publishedBy('project', now))
    .where('project.sale_starts_at', '<=', now)
    .where((eb) => eb.or([eb('project.sale_ends_at', 'is', null), eb('project.sale_ends_at', '>', now)]))
    .where('key_design.released_at', '<=', now)
    .where('key_design.edition', '=', 'SALE')
    .groupBy(['project.id', 'project.title_ko', 'project.title_en', 'ticket_project.kind'])
    .having((eb) => eb.fn.sum('key_design.supply_remaining'), '>', 0)
    .orderBy('project.id');
  if (only.projectId !== undefined) query = query.where('project.id', '=', only.projectId);
  if (only.kind !== undefined) query = query.where('ticket_project.kind', '=', only.kind);
  return query.execute();
}

/** The member's tickets, newest first. */
export async function ticketsOf(db: DB, userId: number): Promise<TicketRow[]> {
  return db.selectFrom('ticket').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

export async function ticketToExchange(db: DB, ticketId: number, userId: number) {
  return db.selectFrom('ticket').select(['id', 'kind', 'status', 'expires_at']).where('id', '=', ticketId).where('user_id', '=', userId).executeTakeFirst();
}

/** AVAILABLE → IN_PROGRESS, conditionally: only one of concurrent exchanges takes the ticket. */
export async function takeTicket(db: DB, take: { ticketId: number; projectId: number; now: Date }): Promise<boolean> {
  const taken = await db
    .updateTable('ticket')
    .set({ status: 'IN_PROGRESS', project_id: take.projectId, exchanged_at: take.now })
    .where('id', '=', take.ticketId)
    .where('status', '=', 'AVAILABLE')
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function insertExchangeEvent(db: DB, event: { keyItemId: number; userId: number; now: Date }): Promise<void> {
  await db
    .insertInto('ownership_event')
    .values({ key_item_id: event.keyItemId, kind: 'EXCHANGE', from_user_id: null, to_user_id: event.userId, occurred_at: event.now })
    .execute();
}

export async function completeTicket(db: DB, completion: { ticketId: number; keyItemId: number; now: Date }): Promise<TicketRow> {
  return db
    .updateTable('ticket')
    .set({ status: 'COMPLETED', key_item_id: completion.keyItemId, completed_at: completion.now })
    .where('id', '=', completion.ticketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function ticketOf(db: DB, ticketId: number, userId: number): Promise<TicketRow | undefined> {
  return db.selectFrom('ticket').selectAll().where('id', '=', ticketId).where('user_id', '=', userId).executeTakeFirst();
}

/** Marks the ticket revealed the first time (a later reveal keeps the first date). */
export async function markRevealed(db: DB, ticketId: number, now: Date): Promise<TicketRow> {
  return db
    .updateTable('ticket')
    .set((eb) => ({ revealed_at: eb.fn.coalesce('revealed_at', eb.val(now)) }))
    .where('id', '=', ticketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Those of `userIds` that are members. */
export async function existingUsers(db: DB, userIds: readonly number[]) {
  return db.selectFrom('app_user').select('id').where('id', 'in', userIds).execute();
}

/** One ticket granted by an event; answers its id. */
export async function insertTicket(db: DB, row: { user_id: number; granted_at: Date; source: string }): Promise<number> {
  return (
    await db
      .insertInto('ticket')
      .values({ ...row, kind: 'STANDARD' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function insertTickets(db: DB, rows: ReadonlyArray<{ user_id: number; granted_at: Date; source: string }>): Promise<void> {
  await db.insertInto('ticket').values(rows).execute();
}

/** A member's AVAILABLE tickets: the `ticketCount` of GET /api/user/me. */
export async function availableTicketCount(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ticket')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'AVAILABLE')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
