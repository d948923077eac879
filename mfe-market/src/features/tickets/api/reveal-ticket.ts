import { TICKET_API, ticketRevealResultSchema } from 'shared-contract';
import { apiSend } from 'shared-session';

/** The KEY of a completed ticket, marked revealed (one Idempotency-Key per attempt). */
export const revealTicket = (ticketId: number, idempotencyKey: string) =>
  apiSend('post', TICKET_API.reveal, ticketRevealResultSchema, { ticketId }, { headers: { 'Idempotency-Key': idempotencyKey } });
