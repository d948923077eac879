import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { KST } from 'shared-ui';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const toUtcIso = (date: Date) => new Date(date.getTime()).toISOString();

/**
 * A KST wall-clock day and time, as `<input type="date">` and `<input type="time">` give them, as the UTC ISO
 * instant the API takes; '' when it is not a real day or time (the schema then answers SCHEDULE_DATE_INVALID).
 */
export function kstToUtcIso(day: string, time = '00:00'): string {
  const dayParts = DAY.exec(day);
  const timeParts = TIME.exec(time);
  if (!dayParts || !timeParts) return '';
  const [year, month, date] = [Number(dayParts[1]), Number(dayParts[2]), Number(dayParts[3])];
  const instant = new TZDate(year, month - 1, date, Number(timeParts[1]), Number(timeParts[2]), KST);
  // TZDate rolls 02-30 over to 03-02: that is not the day that was typed.
  if (instant.getFullYear() !== year || instant.getMonth() !== month - 1 || instant.getDate() !== date) return '';
  return toUtcIso(instant);
}

/** The KST day (`yyyy-MM-dd`) of a UTC instant. */
export const kstDay = (iso: string): string => format(new TZDate(Date.parse(iso), KST), 'yyyy-MM-dd');

/** The last KST day (`yyyy-MM-dd`, a form value) an exclusive end includes: a round ending 5/1 00:00 KST ends on 4/30. */
export const kstLastDay = (exclusiveEnd: string): string => kstDay(new Date(Date.parse(exclusiveEnd) - 1).toISOString());

/** The KST time (`HH:mm`) of a UTC instant. */
export const kstTime = (iso: string): string => format(new TZDate(Date.parse(iso), KST), 'HH:mm');

/** A round's last KST day D (inclusive, as people say "4/15-4/30") as its exclusive end: D+1 00:00 KST, in UTC. */
export function kstLastDayToExclusiveEnd(day: string): string {
  const start = kstToUtcIso(day);
  return start ? toUtcIso(addDays(new TZDate(Date.parse(start), KST), 1)) : '';
}

/** The KST day after `day` (`yyyy-MM-dd`), `days` later; '' for a day that is not real. */
export function addKstDays(day: string, days: number): string {
  const start = kstToUtcIso(day);
  return start ? kstDay(toUtcIso(addDays(new TZDate(Date.parse(start), KST), days))) : '';
}

/** The KST calendar year of an instant. */
export const kstYear = (at: Date): number => new TZDate(at.getTime(), KST).getFullYear();
