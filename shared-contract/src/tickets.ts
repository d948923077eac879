import { z } from 'zod';
import { idSchema, intSchema } from './input';
import { localizedTextSchema } from './i18n';
import { drawnKeySchema } from './purchase';

/**
 * AVAILABLE (usable), IN_PROGRESS (inside the exchange), COMPLETED (a KEY was drawn), FAILED (granted but can no
 * longer be exchanged, e.g. expired or its kind withdrawn; "no supply left" is not a failure).
 */
export const TICKET_STATUSES = ['AVAILABLE', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

const isoDate = z.string();

/** The KEY a COMPLETED ticket gave. */
export const ticketKeySchema = z.object({ keyItemId: idSchema, serialNo: z.number().int(), key: drawnKeySchema });
export type TicketKey = z.infer<typeof ticketKeySchema>;

export const ticketSchema = z.object({
  id: idSchema,
  /** The ticket kind (`STANDARD`); a project is eligible for the kinds listed for it. */
  kind: z.string(),
  status: ticketStatusSchema,
  /** How it was granted (`ADMIN`, `SEED`, …). */
  source: z.string(),
  grantedAt: isoDate,
  expiresAt: isoDate.nullable(),
  projectId: idSchema.nullable(),
  exchangedAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  revealedAt: isoDate.nullable(),
  drawn: ticketKeySchema.nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.array(ticketSchema);
export type TicketList = z.infer<typeof ticketListSchema>;

/** A project a ticket can be exchanged for: on sale, KEYs released, supply left. */
export const ticketProjectSchema = z.object({
  id: idSchema,
  title: localizedTextSchema,
  kind: z.string(),
  imageUrl: z.string(),
  remaining: z.number().int(),
});
export type TicketProject = z.infer<typeof ticketProjectSchema>;
export const ticketProjectListSchema = z.array(ticketProjectSchema);
export type TicketProjectList = z.infer<typeof ticketProjectListSchema>;

export const ticketExchangeRequestSchema = z.object({ ticketId: idSchema, projectId: idSchema });
export type TicketExchangeRequest = z.infer<typeof ticketExchangeRequestSchema>;
export const ticketExchangeResultSchema = z.object({
  ticket: ticketSchema,
  keyItemId: idSchema,
  keyDesignId: idSchema,
  serialNo: z.number().int(),
});
export type TicketExchangeResult = z.infer<typeof ticketExchangeResultSchema>;

export const ticketRevealRequestSchema = z.object({ ticketId: idSchema });
export type TicketRevealRequest = z.infer<typeof ticketRevealRequestSchema>;
export const ticketRevealResultSchema = ticketKeySchema.extend({ ticket: ticketSchema, keyDesignId: idSchema, projectId: idSchema });
export type TicketRevealResult = z.infer<typeof ticketRevealResultSchema>;

export const ticketGrantRequestSchema = z.object({
  userIds: z.array(idSchema).min(1).max(1000),
  count: intSchema(1, 100),
});
export type TicketGrantRequest = z.infer<typeof ticketGrantRequestSchema>;
export const ticketGrantResultSchema = z.object({ granted: z.number().int() });
export type TicketGrantResult = z.infer<typeof ticketGrantResultSchema>;
