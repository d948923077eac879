import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import {
  artPath,
  TICKET_API,
  ticketExchangeRequestSchema,
  ticketGrantRequestSchema,
  ticketRevealRequestSchema,
  type Ticket,
  type TicketExchangeResult,
  type TicketGrantResult,
  type TicketProject,
  type TicketRevealResult,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { drawnKeyItemsById } from '../catalog/drawn-key';
import { idempotencyKeyOf, idempotent, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import { drawKeys } from '../purchase/key-draw';
import type { TicketTable } from './ticket-tables';
import type { Database } from '../../db/schema';

/*
 * Statuses: AVAILABLE, IN_PROGRESS (only inside the exchange transaction), COMPLETED (a KEY was drawn),
 * FAILED (a granted ticket that can no longer be exchanged, e.g. expired or its kind withdrawn; set by an admin
 * process, not by an exchange). No supply left is NOT a failure: the exchange answers an error and the ticket
 * stays AVAILABLE.
 */

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

/** Projects exchangeable now (for tickets of `kind` when given): active ticket_project, sale window open, KEYs released with supply left. */
async function eligibleProjects(db: Kysely<Database>, now: Date, only: { projectId?: number; kind?: string } = {}): Promise<TicketProject[]> {
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
    .where('project.sale_starts_at', '<=', now)
    .where((eb) => eb.or([eb('project.sale_ends_at', 'is', null), eb('project.sale_ends_at', '>', now)]))
    .where('key_design.released_at', '<=', now)
    .where('key_design.edition', '=', 'SALE')
    .groupBy(['project.id', 'project.title_ko', 'project.title_en', 'ticket_project.kind'])
    .having((eb) => eb.fn.sum('key_design.supply_remaining'), '>', 0)
    .orderBy('project.id');
  if (only.projectId !== undefined) query = query.where('project.id', '=', only.projectId);
  if (only.kind !== undefined) query = query.where('ticket_project.kind', '=', only.kind);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    title: { ko: row.titleKo, en: row.titleEn },
    kind: row.kind,
    imageUrl: artPath.project(row.id),
    remaining: Number(row.remaining),
  }));
}

/** The member's view of tickets, with the KEY each COMPLETED one gave. */
async function ticketViews(db: Kysely<Database>, rows: Selectable<TicketTable>[]): Promise<Ticket[]> {
  const keys = await drawnKeyItemsById(db, rows.flatMap((row) => (row.key_item_id === null ? [] : [row.key_item_id])));
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

async function ticketView(db: Kysely<Database>, row: Selectable<TicketTable>): Promise<Ticket> {
  const [view] = await ticketViews(db, [row]);
  if (!view) throw new Error('ticket view expected');
  return view;
}

export async function registerTicketRoutes(app: FastifyInstance, context: AppContext) {
  const db = context.database.db;
  const { clock } = context;
  const member = { preHandler: requireMember(context) };
  const admin = { preHandler: requireMember(context, { admin: true }) };

  app.get(TICKET_API.projectList, async () => ok(await eligibleProjects(db, clock.now())));

  app.get(TICKET_API.mine, member, async (request) => {
    const rows = await db.selectFrom('ticket').selectAll().where('user_id', '=', memberOf(request).user.id).orderBy('id', 'desc').execute();
    return ok(await ticketViews(db, rows));
  });

  /**
   * Exchanges an AVAILABLE ticket of the member for one KEY of an eligible project, in one transaction, once per
   * Idempotency-Key. The ticket moves AVAILABLE → IN_PROGRESS through a conditional update (so only one of
   * concurrent exchanges proceeds), one KEY is drawn (atomic supply decrement), then the ticket is COMPLETED.
   * No supply: INSUFFICIENT_KEYS, rolled back, the ticket stays AVAILABLE.
   */
  app.post(TICKET_API.exchange, member, async (request, reply) => {
    const { user } = memberOf(request);
    const input = parseWith(ticketExchangeRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const answer = await idempotent(context.database.db, { scope: 'ticket-exchange', key, userId: user.id, request: input, now: clock.now() }, async (base) => {
      const now = clock.now();
      const result = await (async (): Promise<TicketExchangeResult> => {
        const ticket = await base.selectFrom('ticket').select(['id', 'kind', 'status', 'expires_at']).where('id', '=', input.ticketId).where('user_id', '=', user.id).executeTakeFirst();
        if (!ticket) throw new AppError('TICKET_NOT_FOUND');
        if (ticket.status !== 'AVAILABLE' || (ticket.expires_at && new Date(ticket.expires_at) <= now)) throw new AppError('TICKET_UNUSABLE');
        const [project] = await eligibleProjects(base, now, { projectId: input.projectId, kind: ticket.kind });
        if (!project) throw new AppError('TICKET_PROJECT_NOT_ELIGIBLE');
        const taken = await base
          .updateTable('ticket')
          .set({ status: 'IN_PROGRESS', project_id: input.projectId, exchanged_at: now })
          .where('id', '=', input.ticketId)
          .where('status', '=', 'AVAILABLE')
          .returning('id')
          .executeTakeFirst();
        if (!taken) throw new AppError('TICKET_UNUSABLE');
        const [drawn] = await drawKeys(base, { projectId: input.projectId, quantity: 1, ownerId: user.id, now });
        if (!drawn) throw new AppError('INSUFFICIENT_KEYS');
        await base
          .insertInto('ownership_event')
          .values({ key_item_id: drawn.keyItemId, kind: 'EXCHANGE', from_user_id: null, to_user_id: user.id, occurred_at: now })
          .execute();
        const completed = await base
          .updateTable('ticket')
          .set({ status: 'COMPLETED', key_item_id: drawn.keyItemId, completed_at: now })
          .where('id', '=', input.ticketId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { ticket: await ticketView(base, completed), keyItemId: drawn.keyItemId, keyDesignId: drawn.keyDesignId, serialNo: drawn.serialNo };
      })();
      return { status: 200, body: result };
    });
    return sendStored(reply, answer);
  });

  /** Reveals the KEY of the member's COMPLETED ticket (marks revealed_at the first time), once per Idempotency-Key. */
  app.post(TICKET_API.reveal, member, async (request, reply) => {
    const { user } = memberOf(request);
    const input = parseWith(ticketRevealRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const answer = await idempotent(context.database.db, { scope: 'ticket-reveal', key, userId: user.id, request: input, now: clock.now() }, async (base) => {
      const ticket = await base.selectFrom('ticket').selectAll().where('id', '=', input.ticketId).where('user_id', '=', user.id).executeTakeFirst();
      if (!ticket) throw new AppError('TICKET_NOT_FOUND');
      if (ticket.status !== 'COMPLETED' || ticket.key_item_id === null) throw new AppError('TICKET_UNUSABLE');
      const revealed = await base
        .updateTable('ticket')
        .set((eb) => ({ revealed_at: eb.fn.coalesce('revealed_at', eb.val(clock.now())) }))
        .where('id', '=', ticket.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const view = await ticketView(base, revealed);
      if (!view.drawn) throw new Error('a COMPLETED ticket has its KEY');
      const result: TicketRevealResult = { ticket: view, ...view.drawn, keyDesignId: view.drawn.key.id, projectId: view.drawn.key.projectId };
      return { status: 200, body: result };
    });
    return sendStored(reply, answer);
  });

  /** Admin: grants `count` STANDARD tickets to each member. */
  app.post(TICKET_API.adminGrant, admin, async (request) => {
    const input = parseWith(ticketGrantRequestSchema, request.body);
    const now = clock.now();
    const users = await db.selectFrom('app_user').select('id').where('id', 'in', input.userIds).execute();
    if (users.length !== new Set(input.userIds).size) throw new AppError('NOT_FOUND');
    const rows = users.flatMap((user) => Array.from({ length: input.count }, () => ({ user_id: user.id, granted_at: now, source: 'ADMIN' })));
    await db.insertInto('ticket').values(rows).execute();
    const result: TicketGrantResult = { granted: rows.length };
    return ok(result);
  });
}
