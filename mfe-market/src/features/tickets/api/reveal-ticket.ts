import { TICKET_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** The KEY of a completed ticket, marked revealed (one Idempotency-Key per attempt). */
export const revealTicket = (ticketId: number, idempotencyKey: string) =>
  apiSend('post', TICKET_API.reveal, schema('ticketRevealResultSchema'), { ticketId }, { headers: { 'Idempotency-Key': idempotencyKey } });
