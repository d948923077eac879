import { TICKET_API, type TicketExchangeRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** One Idempotency-Key per exchange attempt: a retry of the same attempt never draws a second KEY. */
export const exchangeTicket = (request: TicketExchangeRequest, idempotencyKey: string) =>
  apiSend('post', TICKET_API.exchange, schema('ticketExchangeResultSchema'), request, { headers: { 'Idempotency-Key': idempotencyKey } });
