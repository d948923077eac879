import { z } from 'zod';
import type { ErrorCode } from './errors';

const instant = z.iso.datetime({ offset: true, error: 'SCHEDULE_DATE_INVALID' });

export const refundRoundInputSchema = z.object({
  startsAt: instant,
  /** Exclusive: the first instant after the round. */
  endsAt: instant,
  /** The day the round's approved refunds are paid by (an instant at the start of that KST day). */
  payBy: instant,
});
export type RefundRoundInput = z.infer<typeof refundRoundInputSchema>;

/** A round as answered: its number (1-based) added. */
export const refundRoundSchema = refundRoundInputSchema.extend({ round: z.number().int().min(1) });
export type RefundRound = z.infer<typeof refundRoundSchema>;

/**
 * The first rule a schedule breaks, as a catalogue code, or null. Rounds are in order and contiguous (each starts
 * where the one before ends), each ends after it starts and is paid by no earlier than its end; sales stop no later
 * than the refund window opens (the first round's start). The window is the first round's start up to the last
 * round's end, which is the deadline.
 */
export function terminationScheduleProblem(input: { salesStopAt: string; rounds: RefundRoundInput[] }): { code: ErrorCode; path: (string | number)[] } | null {
  const rounds = input.rounds;
  if (rounds.length === 0) return { code: 'SCHEDULE_ROUNDS_REQUIRED', path: ['rounds'] };
  for (const [index, round] of rounds.entries()) {
    const starts = Date.parse(round.startsAt);
    const ends = Date.parse(round.endsAt);
    if (!(ends > starts)) return { code: 'SCHEDULE_ROUND_EMPTY', path: ['rounds', index, 'endsAt'] };
    if (Date.parse(round.payBy) < ends) return { code: 'SCHEDULE_PAY_BY_BEFORE_END', path: ['rounds', index, 'payBy'] };
    const previous = rounds[index - 1];
    if (previous) {
      const previousEnds = Date.parse(previous.endsAt);
      if (starts < previousEnds) return { code: 'SCHEDULE_ROUNDS_ORDER', path: ['rounds', index, 'startsAt'] };
      if (starts > previousEnds) return { code: 'SCHEDULE_ROUNDS_GAP', path: ['rounds', index, 'startsAt'] };
    }
  }
  const first = rounds[0];
  if (first && Date.parse(input.salesStopAt) > Date.parse(first.startsAt)) return { code: 'SCHEDULE_SALES_STOP_AFTER_WINDOW', path: ['salesStopAt'] };
  return null;
}

/** `PUT /api/admin/termination/schedule`: the api derives the window and the deadline from the rounds. */
export const terminationScheduleInputSchema = z
  .object({
    salesStopAt: instant,
    rounds: z.array(refundRoundInputSchema).min(1, { error: 'SCHEDULE_ROUNDS_REQUIRED' }).max(12, { error: 'SCHEDULE_ROUNDS_TOO_MANY' }),
  })
  .superRefine((value, ctx) => {
    const problem = terminationScheduleProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.code, path: problem.path });
  });
export type TerminationScheduleInput = z.infer<typeof terminationScheduleInputSchema>;

export const terminationScheduleSchema = z.object({
  /** 1, 2, ... for published versions; 0 for a schedule made from SERVICE_TERMINATES_AT / SERVICE_CLOSES_AT alone. */
  version: z.number().int().min(0),
  salesStopAt: z.string(),
  /** The refund window opens: the first round's start. */
  refundOpensAt: z.string(),
  /** The refund window closes: the last round's end (exclusive). The spec's "06-15 23:59 KST". */
  deadline: z.string(),
  rounds: z.array(refundRoundSchema),
  publishedAt: z.string().nullable(),
  /** Who published it (staff nickname or e-mail), null for an environment-made schedule. */
  publishedBy: z.string().nullable(),
});
export type TerminationSchedule = z.infer<typeof terminationScheduleSchema>;

export const terminationScheduleHistorySchema = z.array(terminationScheduleSchema);

const KST_OFFSET = '+09:00';
const kst = (year: number, month: number, day: number) =>
  new Date(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00:00${KST_OFFSET}`).toISOString();

/**
 * The spec's schedule (section 9) for a year: rounds 4/15-4/30 paid by 5/16, 5/1-5/14 by 5/30, 5/15-5/31 by 6/13,
 * 6/1-6/15 by 6/27; deadline 06-15 23:59 KST; sales stop when the first round opens. The console form offers it.
 */
export function specTerminationSchedule(year: number): TerminationScheduleInput {
  return {
    salesStopAt: kst(year, 4, 15),
    rounds: [
      { startsAt: kst(year, 4, 15), endsAt: kst(year, 5, 1), payBy: kst(year, 5, 16) },
      { startsAt: kst(year, 5, 1), endsAt: kst(year, 5, 15), payBy: kst(year, 5, 30) },
      { startsAt: kst(year, 5, 15), endsAt: kst(year, 6, 1), payBy: kst(year, 6, 13) },
      { startsAt: kst(year, 6, 1), endsAt: kst(year, 6, 16), payBy: kst(year, 6, 27) },
    ],
  };
}

/** The round a moment falls in (start inclusive, end exclusive), or null outside the window. */
export function roundAt(rounds: RefundRound[], at: Date): RefundRound | null {
  const time = at.getTime();
  return rounds.find((round) => time >= Date.parse(round.startsAt) && time < Date.parse(round.endsAt)) ?? null;
}
