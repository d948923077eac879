import { z } from 'zod';
import { idSchema, intSchema, localizedTextInput, queryId } from './input';
import { localizedTextSchema } from './i18n';
import { staffMemberRefSchema } from './refund';
import { eventRewardSchema } from './event-popups';

/**
 * Lotteries (issue 13 C): members enter during a window (one entry each, optionally only owners of a project's
 * KEY); at the draw time a durable job picks the winners with a committed random draw anyone can re-check: the
 * SHA-256 of the secret seed is published when the lottery is created, the seed itself once it is drawn, and
 * `drawWinners` below (the one the server runs) recomputes the winners from the seed and the published entry ids.
 */
export const LOTTERY_API = {
  /** `GET` (visitors too): lotteries, newest first, with the caller's entry (lotteryListSchema). */
  lotteries: '/api/event/lottery',
  /** `GET` one lottery with what anyone needs to verify its draw (lotteryDetailSchema). */
  lottery: (lotteryId: number | string) => `/api/event/lottery/${lotteryId}`,
  /** `POST` (member): enters the lottery, once (lotteryEntrySchema). */
  enter: (lotteryId: number | string) => `/api/event/lottery/${lotteryId}/entry`,
  /** `GET` (member): the caller's entry and result (lotteryEntrySchema). */
  check: (lotteryId: number | string) => `/api/event/check/${lotteryId}`,
  /** `POST` (member, winner): gives the prize, once (lotteryPrizeSchema). */
  provided: (lotteryId: number | string) => `/api/event/provided/${lotteryId}`,
  /** `GET` (member, winner): the prize given (lotteryPrizeSchema), to reveal a KEY on /reveal. */
  reveal: (lotteryId: number | string) => `/api/event/reveal/${lotteryId}`,
  /** `GET` (staff) every lottery; `POST` (admin) lotteryInputSchema creates one. */
  adminLotteries: '/api/admin/events/lotteries',
  /** `PUT` (admin) lotteryInputSchema changes one before entries open. */
  adminLottery: (lotteryId: number | string) => `/api/admin/events/lotteries/${lotteryId}`,
} as const;

export const LOTTERY_STATES = ['UPCOMING', 'OPEN', 'CLOSED', 'DRAWN'] as const;
export const lotteryStateSchema = z.enum(LOTTERY_STATES);
export type LotteryState = z.infer<typeof lotteryStateSchema>;

export const lotteryParamsSchema = z.object({ lotteryId: queryId });

/** SHA-256 of a text as lowercase hex; the server passes node:crypto, a browser WebCrypto. */
export type Sha256Hex = (text: string) => Promise<string>;

/** The published commitment: the SHA-256 of the seed (64 hex characters). */
export const seedCommitment = (seed: string, sha256: Sha256Hex) => sha256(seed);

/**
 * The draw: each entry's ticket is SHA-256(`<seed>:<entry id>`); the `prizes` entries with the lowest tickets win
 * (ties are impossible in practice; the entry id breaks them). Answers the winning entry ids in ticket order.
 */
export async function drawWinners(seed: string, entryIds: readonly number[], prizes: number, sha256: Sha256Hex): Promise<number[]> {
  const tickets = await Promise.all(entryIds.map(async (entryId) => ({ entryId, ticket: await sha256(`${seed}:${entryId}`) })));
  tickets.sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : a.entryId - b.entryId));
  return tickets.slice(0, Math.max(0, prizes)).map((entry) => entry.entryId);
}

export const lotteryEntrySchema = z.object({
  lotteryId: z.number().int(),
  entered: z.boolean(),
  entryId: z.number().int().nullable(),
  enteredAt: z.string().nullable(),
  /** Null until the draw. */
  won: z.boolean().nullable(),
  prizeClaimed: z.boolean(),
});
export type LotteryEntry = z.infer<typeof lotteryEntrySchema>;

export const lotterySummarySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  state: lotteryStateSchema,
  entryStartsAt: z.string(),
  entryEndsAt: z.string(),
  drawAt: z.string(),
  prizes: z.number().int(),
  prize: eventRewardSchema,
  /** Only owners of a revealed KEY of this project may enter. */
  eligibleProject: z.object({ id: z.number().int(), title: localizedTextSchema }).nullable(),
  entrants: z.number().int(),
  /** The caller's entry; null for a visitor. */
  mine: lotteryEntrySchema.nullable(),
});
export type LotterySummary = z.infer<typeof lotterySummarySchema>;
export const lotteryListSchema = z.object({ items: z.array(lotterySummarySchema) });

export const lotteryDetailSchema = lotterySummarySchema.extend({
  /** SHA-256 of the seed, published from the start. */
  seedHash: z.string(),
  /** The seed, published once drawn (null before). */
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  /** After the draw: every entry id with the entrant's masked nickname, in entry order. */
  entries: z.array(z.object({ entryId: z.number().int(), nickname: z.string() })),
  /** After the draw: the winning entry ids as stored at the draw, in entry order. */
  winners: z.array(z.number().int()),
});
export type LotteryDetail = z.infer<typeof lotteryDetailSchema>;

export const lotteryPrizeSchema = z.object({
  lotteryId: z.number().int(),
  kind: z.enum(['KEY', 'TICKET']),
  purchaseId: z.number().int().nullable(),
  ticketId: z.number().int().nullable(),
  claimedAt: z.string(),
});
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;

export const lotteryInputSchema = z
  .object({
    title: localizedTextInput(60),
    description: localizedTextInput(1000, { multiline: true }),
    entryStartsAt: z.iso.datetime({ offset: true }),
    entryEndsAt: z.iso.datetime({ offset: true }),
    drawAt: z.iso.datetime({ offset: true }),
    prizes: intSchema(1, 1000),
    prizeKind: z.enum(['KEY', 'TICKET']),
    prizeProjectId: idSchema.nullable(),
    eligibleProjectId: idSchema.nullable(),
  })
  .refine((input) => Date.parse(input.entryEndsAt) > Date.parse(input.entryStartsAt), { message: 'EVENT_WINDOW_INVALID', path: ['entryEndsAt'] })
  .refine((input) => Date.parse(input.drawAt) >= Date.parse(input.entryEndsAt), { message: 'LOTTERY_DRAW_BEFORE_END', path: ['drawAt'] })
  .refine((input) => input.prizeKind !== 'KEY' || input.prizeProjectId !== null, { message: 'EVENT_REWARD_PROJECT_REQUIRED', path: ['prizeProjectId'] });
export type LotteryInput = z.infer<typeof lotteryInputSchema>;

export const adminLotterySchema = lotteryDetailSchema.omit({ mine: true }).extend({
  updatedAt: z.string(),
  updatedBy: staffMemberRefSchema.nullable(),
  prizesClaimed: z.number().int(),
});
export type AdminLottery = z.infer<typeof adminLotterySchema>;
export const adminLotteriesSchema = z.object({ items: z.array(adminLotterySchema) });
