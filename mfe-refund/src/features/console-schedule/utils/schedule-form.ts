import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { specTerminationSchedule, terminationScheduleInputSchema, type TerminationScheduleInput } from 'shared-contract';
import { kstDay, kstLastDay, kstLastDayToExclusiveEnd, kstTime, kstToUtcIso, kstYear } from './kst-dates';

/** One round as the form edits it: KST days, the end day inclusive. */
export type RoundFormValues = { startDate: string; endDate: string; payByDate: string };

/** The schedule as the form edits it: KST wall-clock values, converted to UTC only for validation and the API. */
export type ScheduleFormValues = { salesStopDate: string; salesStopTime: string; rounds: RoundFormValues[] };

/** An API schedule (UTC instants, exclusive round ends) as the form's KST values. */
export function toFormValues(schedule: Pick<TerminationScheduleInput, 'salesStopAt' | 'rounds'>): ScheduleFormValues {
  return {
    salesStopDate: kstDay(schedule.salesStopAt),
    salesStopTime: kstTime(schedule.salesStopAt),
    rounds: schedule.rounds.map((round) => ({
      startDate: kstDay(round.startsAt),
      endDate: kstLastDay(round.endsAt),
      payByDate: kstDay(round.payBy),
    })),
  };
}

/** The form's KST values as the API's input: a round's last day D ends at D+1 00:00 KST; pay-by is its day's start. */
export function toScheduleInput(values: ScheduleFormValues): TerminationScheduleInput {
  return {
    salesStopAt: kstToUtcIso(values.salesStopDate, values.salesStopTime),
    rounds: values.rounds.map((round) => ({
      startsAt: kstToUtcIso(round.startDate),
      endsAt: kstLastDayToExclusiveEnd(round.endDate),
      payBy: kstToUtcIso(round.payByDate),
    })),
  };
}

const FIELD_BY_KEY: Record<string, keyof RoundFormValues> = { startsAt: 'startDate', endsAt: 'endDate', payBy: 'payByDate' };

/** The form field an issue of `terminationScheduleInputSchema` belongs to (`rounds.2.startsAt` → `rounds.2.startDate`). */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [head, index, key] = path;
  if (head === 'salesStopAt') return 'salesStopDate';
  if (head === 'rounds' && typeof index === 'number' && typeof key === 'string' && FIELD_BY_KEY[key]) return `rounds.${index}.${FIELD_BY_KEY[key]}`;
  if (head === 'rounds' && typeof index === 'number') return `rounds.${index}.startDate`;
  return 'rounds';
}

/**
 * Validates with the API's own `terminationScheduleInputSchema` on the converted (UTC) values; each issue's message
 * is a catalogue code, put on the row and field it names. Answers the API input as the form's output.
 */
export const scheduleResolver: Resolver<ScheduleFormValues, unknown, TerminationScheduleInput> = (values, _context, options) => {
  const result = terminationScheduleInputSchema.safeParse(toScheduleInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path);
    flat[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};

/**
 * The year the spec's defaults are offered for: the server clock's KST year, or the next one when that year's
 * window (sales stop, 4/15 KST) has already begun.
 */
export function defaultScheduleYear(now: Date): number {
  const year = kstYear(now);
  return now.getTime() >= Date.parse(specTerminationSchedule(year).salesStopAt) ? year + 1 : year;
}

/** The spec's schedule for a year, as form values. */
export const specFormValues = (year: number): ScheduleFormValues => toFormValues(specTerminationSchedule(year));
