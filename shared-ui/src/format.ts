import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

export const KST = 'Asia/Seoul';

/** Display formats of spec section 2. */
export const DATE_FORMATS = {
  date: 'yyyy-MM-dd',
  time: 'HH:mm',
  dateTime: 'yyyy.MM.dd HH:mm:ss',
  /** The date-time without seconds (e.g. when a locked KEY may move again). */
  dateMinute: 'yyyy.MM.dd HH:mm',
  /** The refund deadline as the spec writes it ("2025-06-15 23:59"). */
  dateHourMinute: 'yyyy-MM-dd HH:mm',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats an ISO instant in Korea Standard Time, whatever the browser's zone. */
export const formatKst = (iso: string | Date, pattern: DateFormat = 'date'): string =>
  format(new TZDate(new Date(iso).getTime(), KST), DATE_FORMATS[pattern]);

/** An exclusive end (the refund deadline: the first instant after it) as the last minute it includes: `2025-06-15 23:59`. */
export const formatKstLastMinute = (exclusiveEnd: string | Date): string => formatKst(new Date(new Date(exclusiveEnd).getTime() - 60_000), 'dateHourMinute');

/** The last KST day an exclusive end includes (round "4/15-4/30" ends at 5/1 00:00): `2025-04-30`. */
export const formatKstLastDay = (exclusiveEnd: string | Date): string => formatKst(new Date(new Date(exclusiveEnd).getTime() - 1), 'date');

export const formatGold = (amount: number, language: 'ko' | 'en') =>
  new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US').format(amount);

export const formatUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
