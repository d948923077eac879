import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { invalidateCatalogCache } from '../catalog/catalog-cache';
import { requireMember } from '../members/request-member';
import { drawKeys } from '../purchases/key-draw';
import type { PurchaseDatabase } from '../purchases/purchase-tables';
import { withTickets, type TicketDatabase } from './ticket-tables';
import type { Kysely } from 'kysely';

/** Ticket endpoints (issue 4 section F). Paths live here until the contract gets a TICKET_API block. */
export const TICKET_PATHS = {
  projectList: '/api/ticket/getProjectList',
  mine: '/api/ticket',
  exchange: '/api/ticket/exchange',
  reveal: '/api/ticket/reveal',
  adminGrant: '/api/admin/ticket',
} as const;

const exchangeSchema = z.object({ ticketId: z.number().int().positive(), projectId: z.number().int().positive() });
const revealSchema = z.object({ ticketId: z.number().int().positive() });
const grantSchema = z.object({ userIds: z.array(z.number().int().positive()).min(1).max(1000), count: z.number().int().min(1).max(100) });

/*
 * Statuses: AVAILABLE, IN_PROGRESS (only inside the exchange transaction), COMPLETED (a KEY was drawn),
 * FAILED (a granted ticket that can no longer be exchanged, e.g. expired or its kind withdrawn; set by an admin
 * process, not by an exchange). No supply left is NOT a failure: the exchange answers an error and the ticket
 * stays AVAILABLE.
 */

/** Projects exchangeable now: active ticket_project, sale window open, KEYs released with supply left. */
async function eligibleProjects(db: Kysely<TicketDatabase>, now: Date, projectId?: number) {
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
    .groupBy(['project.id', 'project.title_ko', 'project.title_en', 'ticket_project.kind'])
    .having((eb) => eb.fn.sum('key_design.supply_remaining'), '>', 0)
    .orderBy('project.id');
  if (projectId !== undefined) query = query.where('project.id', '=', projectId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, remaining: Number(row.remaining) }));
}

const ticketView = (row: {
  id: number;
  kind: string;
  status: string;
  source: string;
  granted_at: Date;
  expires_at: Date | null;
  project_id: number | null;
  key_item_id: number | null;
  exchanged_at: Date | null;
  completed_at: Date | null;
  revealed_at: Date | null;
}) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  source: row.source,
  grantedAt: new Date(row.granted_at).toISOString(),
  expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  projectId: row.project_id,
  keyItemId: row.key_item_id,
  exchangedAt: row.exchanged_at ? new Date(row.exchanged_at).toISOString() : null,
  completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  revealedAt: row.revealed_at ? new Date(row.revealed_at).toISOString() : null,
});

export async function registerTicketRoutes(app: FastifyInstance, context: AppContext) {
  const db = withTickets(context.database.db);
  const { clock } = context;
  const member = { preHandler: requireMember(context) };
  const admin = { preHandler: requireMember(context, { admin: true }) };
  const memberId = (request: FastifyRequest) => {
    if (!request.member) throw new AppError('TOKEN_MISSING');
    return request.member.user.id;
  };

  app.get(TICKET_PATHS.projectList, async () => ok(await eligibleProjects(db, clock.now())));

  app.get(TICKET_PATHS.mine, member, async (request) => {
    const rows = await db.selectFrom('ticket').selectAll().where('user_id', '=', memberId(request)).orderBy('id', 'desc').execute();
    return ok(rows.map(ticketView));
  });

  /**
   * Exchanges an AVAILABLE ticket of the member for one KEY of an eligible project, in one transaction. The ticket
   * moves AVAILABLE → IN_PROGRESS through a conditional update (so only one of concurrent exchanges proceeds), one
   * KEY is drawn (atomic supply decrement), then the ticket is COMPLETED. No supply: INSUFFICIENT_KEYS, rolled back,
   * the ticket stays AVAILABLE.
   */
  app.post(TICKET_PATHS.exchange, member, async (request) => {
    const input = parseWith(exchangeSchema, request.body);
    const userId = memberId(request);
    const now = clock.now();
    const result = await db.transaction().execute(async (trx) => {
      const ticket = await trx.selectFrom('ticket').select(['id', 'status', 'expires_at']).where('id', '=', input.ticketId).where('user_id', '=', userId).executeTakeFirst();
      if (!ticket) throw new AppError('TICKET_NOT_FOUND');
      if (ticket.status !== 'AVAILABLE' || (ticket.expires_at && new Date(ticket.expires_at) <= now)) throw new AppError('TICKET_UNUSABLE');
      const [project] = await eligibleProjects(trx, now, input.projectId);
      if (!project) throw new AppError('TICKET_PROJECT_NOT_ELIGIBLE');
      const taken = await trx
        .updateTable('ticket')
        .set({ status: 'IN_PROGRESS', project_id: input.projectId, exchanged_at: now })
        .where('id', '=', input.ticketId)
        .where('status', '=', 'AVAILABLE')
        .returning('id')
        .executeTakeFirst();
      if (!taken) throw new AppError('TICKET_UNUSABLE');
      const [drawn] = await drawKeys(trx as unknown as Kysely<PurchaseDatabase>, { projectId: input.projectId, quantity: 1, ownerId: userId, now });
      if (!drawn) throw new AppError('INSUFFICIENT_KEYS');
      await trx
        .insertInto('ownership_event')
        .values({ key_item_id: drawn.keyItemId, kind: 'EXCHANGE', from_user_id: null, to_user_id: userId, occurred_at: now })
        .execute();
      const completed = await trx
        .updateTable('ticket')
        .set({ status: 'COMPLETED', key_item_id: drawn.keyItemId, completed_at: now })
        .where('id', '=', input.ticketId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ticket: ticketView(completed), keyItemId: drawn.keyItemId, keyDesignId: drawn.keyDesignId, serialNo: drawn.serialNo };
    });
    invalidateCatalogCache();
    return ok(result);
  });

  /** Reveals the KEY of the member's COMPLETED ticket (marks revealed_at the first time). */
  app.post(TICKET_PATHS.reveal, member, async (request) => {
    const input = parseWith(revealSchema, request.body);
    const userId = memberId(request);
    const ticket = await db.selectFrom('ticket').selectAll().where('id', '=', input.ticketId).where('user_id', '=', userId).executeTakeFirst();
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    if (ticket.status !== 'COMPLETED' || ticket.key_item_id === null) throw new AppError('TICKET_UNUSABLE');
    const key = await db
      .selectFrom('key_item')
      .innerJoin('key_design', 'key_design.id', 'key_item.key_design_id')
      .select(['key_item.id as keyItemId', 'key_item.serial_no as serialNo', 'key_design.id as keyDesignId', 'key_design.project_id as projectId'])
      .where('key_item.id', '=', ticket.key_item_id)
      .executeTakeFirstOrThrow();
    const revealed = await db
      .updateTable('ticket')
      .set((eb) => ({ revealed_at: eb.fn.coalesce('revealed_at', eb.val(clock.now())) }))
      .where('id', '=', ticket.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok({ ticket: ticketView(revealed), ...key });
  });

  /** Admin: grants `count` STANDARD tickets to each member. */
  app.post(TICKET_PATHS.adminGrant, admin, async (request) => {
    const input = parseWith(grantSchema, request.body);
    const now = clock.now();
    const users = await db.selectFrom('app_user').select('id').where('id', 'in', input.userIds).execute();
    if (users.length !== new Set(input.userIds).size) throw new AppError('NOT_FOUND');
    const rows = users.flatMap((user) => Array.from({ length: input.count }, () => ({ user_id: user.id, granted_at: now, source: 'ADMIN' })));
    await db.insertInto('ticket').values(rows).execute();
    return ok({ granted: rows.length });
  });
}
