import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  successEnvelope,
  TICKET_API,
  ticketExchangeRequestSchema,
  ticketExchangeResultSchema,
  ticketGrantRequestSchema,
  ticketGrantResultSchema,
  ticketListSchema,
  ticketProjectListSchema,
  ticketRevealRequestSchema,
  ticketRevealResultSchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf, sendStored } from '../idempotency/idempotent';
import { memberOf, requireMember } from '../members/request-member';
import * as tickets from './ticket-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['tickets'];

export async function registerTicketRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = context.database.db;
  const { clock } = context;
  // Access is checked before the schemas validate anything.
  const member = requireMember(context);
  const admin = requireMember(context, { admin: true });

  app.get(TICKET_API.projectList, { schema: { tags: TAGS, response: { 200: successEnvelope(ticketProjectListSchema) } } }, async () =>
    ok(await tickets.eligibleProjects(db, clock.now())),
  );

  app.get(
    TICKET_API.mine,
    { preValidation: member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(ticketListSchema) } } },
    async (request) => ok(await tickets.ticketsOf(db, memberOf(request).user.id)),
  );

  app.post(
    TICKET_API.exchange,
    {
      preValidation: member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: ticketExchangeRequestSchema, response: { 200: successEnvelope(ticketExchangeResultSchema) } },
    },
    async (request, reply) =>
      sendStored(reply, await tickets.exchangeTicket(db, clock, { userId: memberOf(request).user.id, key: idempotencyKeyOf(request), input: request.body })),
  );

  app.post(
    TICKET_API.reveal,
    {
      preValidation: member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: ticketRevealRequestSchema, response: { 200: successEnvelope(ticketRevealResultSchema) } },
    },
    async (request, reply) =>
      sendStored(reply, await tickets.revealTicket(db, clock, { userId: memberOf(request).user.id, key: idempotencyKeyOf(request), input: request.body })),
  );

  app.post(
    TICKET_API.adminGrant,
    {
      preValidation: admin,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: ticketGrantRequestSchema, response: { 200: successEnvelope(ticketGrantResultSchema) } },
    },
    async (request) => ok(await tickets.grantTickets(db, request.body, clock.now())),
  );
}
