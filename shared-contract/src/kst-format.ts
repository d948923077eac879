import type { Language } from './languages';

/**
 * How pages, first screens and notices write an instant: always in Korea time (KST), in the page's language.
 * Korean keeps the spec's formats (section 2); English writes the month's name and a 12-hour clock, and names the
 * zone wherever a time of day is shown (a bare date or a bare time does not):
 *
 * | pattern          | ko                    | en                             |
 * | ---------------- | --------------------- | ------------------------------ |
 * | `date`           | `2026-11-26`          | `Nov 26, 2026`                 |
 * | `time`           | `20:02`               | `8:02 PM`                      |
 * | `dateTime`       | `2026.11.26 20:02:15` | `Nov 26, 2026, 8:02:15 PM KST` |
 * | `dateMinute`     | `2026.11.26 20:02`    | `Nov 26, 2026, 8:02 PM KST`    |
 * | `dateHourMinute` | `2026-11-26 20:02`    | `Nov 26, 2026, 8:02 PM KST`    |
 *
 * Plain arithmetic on the fixed offset (Asia/Seoul is UTC+9 all year, no daylight saving since 1988), no date
 * library and no `Intl`: the api and every browser write the same characters, and the first page load carries
 * a few hundred bytes. Values that are data (`<time dateTime>`, form inputs, URLs, payloads) never go through it.
 */
export const KST_DATE_FORMATS = ['date', 'time', 'dateTime', 'dateMinute', 'dateHourMinute'] as const;
export type DateFormat = (typeof KST_DATE_FORMATS)[number];

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const two = (value: number) => String(value).padStart(2, '0');

/** Formats an instant (ISO string, Date or epoch milliseconds) in Korea time, in the page's language. */
export function formatKst(at: string | Date | number, pattern: DateFormat, language: Language): string {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${String(at)}`);
  const kst = new Date(ms + KST_OFFSET_MS);
  const year = kst.getUTCFullYear();
  const month = kst.getUTCMonth();
  const day = kst.getUTCDate();
  const hour = kst.getUTCHours();
  const minute = two(kst.getUTCMinutes());
  const second = two(kst.getUTCSeconds());
  if (language === 'ko') {
    const dashed = `${year}-${two(month + 1)}-${two(day)}`;
    const dotted = `${year}.${two(month + 1)}.${two(day)}`;
    const clock = `${two(hour)}:${minute}`;
    switch (pattern) {
      case 'date':
        return dashed;
      case 'time':
        return clock;
      case 'dateTime':
        return `${dotted} ${clock}:${second}`;
      case 'dateMinute':
        return `${dotted} ${clock}`;
      case 'dateHourMinute':
        return `${dashed} ${clock}`;
    }
  }
  const date = `${MONTHS[month] ?? ''} ${day}, ${year}`;
  const meridiem = hour < 12 ? 'AM' : 'PM';
  const clock = `${hour % 12 || 12}:${minute}`;
  switch (pattern) {
    case 'date':
      return date;
    case 'time':
      return `${clock} ${meridiem}`;
    case 'dateTime':
      return `${date}, ${clock}:${second} ${meridiem} KST`;
    case 'dateMinute':
    case 'dateHourMinute':
      return `${date}, ${clock} ${meridiem} KST`;
  }
}

/** An exclusive end (the refund deadline: the first instant after it) as the last minute it includes: `2025-06-15 23:59` / `Jun 15, 2025, 11:59 PM KST`. */
export const formatKstLastMinute = (exclusiveEnd: string | Date, language: Language): string =>
  formatKst(new Date(exclusiveEnd).getTime() - 60_000, 'dateHourMinute', language);

/** The last KST day an exclusive end includes (round "4/15-4/30" ends at 5/1 00:00): `2025-04-30` / `Apr 30, 2025`. */
export const formatKstLastDay = (exclusiveEnd: string | Date, language: Language): string => formatKst(new Date(exclusiveEnd).getTime() - 1, 'date', language);

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A month key (`2026-04`, a Korea-time month) as a page writes it: Korean keeps the key, English names the month (`April 2026`). */
export function formatMonthKey(monthKey: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(monthKey);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (language === 'ko' || !match || !name) return monthKey;
  return `${name} ${match[1]}`;
}
