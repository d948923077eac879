/**
 * Korean Standard Time, where missions, check-ins and "today" are counted (spec 9: KST). Asia/Seoul is UTC+9 all
 * year (no daylight saving since 1988), so a fixed offset is exact.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `YYYY-MM-DD` of the KST day `at` falls in. */
export const kstDay = (at: Date): string => new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/** `YYYY-MM` of the KST month `at` falls in. */
export const kstMonth = (at: Date): string => kstDay(at).slice(0, 7);

export const isMonthKey = (value: string): boolean => MONTH_PATTERN.test(value);

/** The instants a KST month starts (inclusive) and ends (exclusive). */
export function kstMonthRange(month: string): { start: Date; end: Date } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  return {
    start: new Date(Date.UTC(year, monthIndex, 1) - KST_OFFSET_MS),
    end: new Date(Date.UTC(year, monthIndex + 1, 1) - KST_OFFSET_MS),
  };
}

/** The month after (or before, with -1) a `YYYY-MM` month. */
export function shiftMonth(month: string, by: number): string {
  const { start } = kstMonthRange(month);
  const shifted = new Date(start.getTime() + KST_OFFSET_MS);
  shifted.setUTCMonth(shifted.getUTCMonth() + by);
  return shifted.toISOString().slice(0, 7);
}

/** Every `YYYY-MM-DD` of a KST month, in order. */
export function daysOfMonth(month: string): string[] {
  const { start, end } = kstMonthRange(month);
  const days: string[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += 24 * 60 * 60 * 1000) days.push(kstDay(new Date(at)));
  return days;
}
