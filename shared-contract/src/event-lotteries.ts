import { z } from 'zod';
import { idSchema, intSchema, localizedTextInput, queryId } from './input';
import { localizedTextSchema } from './i18n';
import { staffMemberRefSchema } from './staff';
import { eventRewardSchema } from './event-popups';

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
