import type { Kysely } from 'kysely';
import {
  artPath,
  type Ticket,
  type TicketExchangeRequest,
  type TicketExchangeResult,
  type TicketGrantRequest,
  type TicketGrantResult,
  type TicketProject,
  type TicketRevealRequest,
  type TicketRevealResult,
} from 'shared-contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { drawnKeyItemsById } from '../catalog/drawn-key';
import { idempotent, type StoredAnswer } from '../idempotency/idempotent';
import { drawKeys } from '../purchase/key-draw';
import * as repository from './ticket-repository';

/*
 * Statuses: AVAILABLE, IN_PROGRESS (only inside the exchange transaction), COMPLETED (a KEY was drawn),
 * FAILED (a granted ticket that can no longer be exchanged, e.g. expired or its kind withdrawn; set by an admin
 * process, not by an exchange). No supply left is NOT a failure: the exchange answers an error and the ticket
 * stays AVAILABLE.
 */

type DB = Kysely<Database>;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

/** Projects exchangeable now (for tickets of `kind` when given). */
export async function eligibleProjects(db: DB, now: Date, only: { projectId?: number; kind?: string } = {}): Promise<TicketProject[]> {
  const rows = await repository.eligibleProjectRows(db, now, only);
  return rows.map((row) => ({
    id: row.id,
    title: { ko: row.titleKo, en: row.titleEn },
    kind: row.kind,
    imageUrl: artPath.project(row.id),
    remaining: Number(row.remaining),
  }));
}

/** The member's view of tickets, with the KEY each COMPLETED one gave. */
async function ticketViews(db: DB, rows: repository.TicketRow[]): Promise<Ticket[]> {
  const keys = await drawnKeyItemsById(
    db,
    rows.flatMap((row) => (row.key_item_id === null ? [] : [row.key_item_id])),
  );
  return rows.map((row) => {
    const drawn = row.key_item_id === null ? undefined : keys.get(row.key_item_id);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      source: row.source,
      grantedAt: iso(row.granted_at),
      expiresAt: isoOrNull(row.expires_at),
      projectId: row.project_id,
      exchangedAt: isoOrNull(row.exchanged_at),
      completedAt: isoOrNull(row.completed_at),
      revealedAt: isoOrNull(row.revealed_at),
      drawn: drawn ?? null,
    };
  });
}

async function ticketView(db: DB, row: repository.TicketRow): Promise<Ticket> {
  const [view] = await ticketViews(db, [row]);
  if (!view) throw new Error('ticket view expected');
  return view;
}

export async function ticketsOf(db: DB, userId: number): Promise<Ticket[]> {
  return ticketViews(db, await repository.ticketsOf(db, userId));
}

/**
 * Exchanges an AVAILABLE ticket of the member for one KEY of an eligible project, in one transaction, once per
 * Idempotency-Key. The ticket moves AVAILABLE → IN_PROGRESS through a conditional update (so only one of
 * concurrent exchanges proceeds), one KEY is drawn (atomic supply decrement), then the ticket is COMPLETED.
 * No supply: INSUFFICIENT_KEYS, rolled back, the ticket stays AVAILABLE.
 */
export async function exchangeTicket(
  db: DB,
  clock: Clock,
  { userId, key, input }: { userId: number; key: string; input: TicketExchangeRequest },
): Promise<StoredAnswer<TicketExchangeResult>> {
  return idempotent(db, { scope: 'ticket-exchange', key, userId, request: input, now: clock.now() }, async (base) => {
    const now = clock.now();
    const ticket = await repository.ticketToExchange(base, input.ticketId, userId);
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    if (ticket.status !== 'AVAILABLE' || (ticket.expires_at && new Date(ticket.expires_at) <= now)) throw new AppError('TICKET_UNUSABLE');
    const [project] = await eligibleProjects(base, now, { projectId: input.projectId, kind: ticket.kind });
    if (!project) throw new AppError('TICKET_PROJECT_NOT_ELIGIBLE');
    if (!(await repository.takeTicket(base, { ticketId: input.ticketId, projectId: input.projectId, now }))) throw new AppError('TICKET_UNUSABLE');
    const [drawn] = await drawKeys(base, { projectId: input.projectId, quantity: 1, ownerId: userId, now });
    if (!drawn) throw new AppError('INSUFFICIENT_KEYS');
    await repository.insertExchangeEvent(base, { keyItemId: drawn.keyItemId, userId, now });
    const completed = await repository.completeTicket(base, { ticketId: input.ticketId, keyItemId: drawn.keyItemId, now });
    const result: TicketExchangeResult = {
      ticket: await ticketView(base, completed),
      keyItemId: drawn.keyItemId,
      keyDesignId: drawn.keyDesignId,
      serialNo: drawn.serialNo,
    };
    return { status: 200, body: result };
  });
}

/** Reveals the KEY of the member's COMPLETED ticket (marks revealed_at the first time), once per Idempotency-Key. */
export async function revealTicket(
  db: DB,
  clock: Clock,
  { userId, key, input }: { userId: number; key: string; input: TicketRevealRequest },
): Promise<StoredAnswer<TicketRevealResult>> {
  return idempotent(db, { scope: 'ticket-reveal', key, userId, request: input, now: clock.now() }, async (base) => {
    const ticket = await repository.ticketOf(base, input.ticketId, userId);
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    if (ticket.status !== 'COMPLETED' || ticket.key_item_id === null) throw new AppError('TICKET_UNUSABLE');
    const revealed = await repository.markRevealed(base, ticket.id, clock.now());
    const view = await ticketView(base, revealed);
    if (!view.drawn) throw new Error('a COMPLETED ticket has its KEY');
    const result: TicketRevealResult = { ticket: view, ...view.drawn, keyDesignId: view.drawn.key.id, projectId: view.drawn.key.projectId };
    return { status: 200, body: result };
  });
}

/** Admin: grants `count` STANDARD tickets to each member. */
export async function grantTickets(db: DB, input: TicketGrantRequest, now: Date): Promise<TicketGrantResult> {
  const users = await repository.existingUsers(db, input.userIds);
  if (users.length !== new Set(input.userIds).size) throw new AppError('NOT_FOUND');
  const rows = users.flatMap((user) => Array.from({ length: input.count }, () => ({ user_id: user.id, granted_at: now, source: 'ADMIN' })));
  await repository.insertTickets(db, rows);
  return { granted: rows.length };
}
