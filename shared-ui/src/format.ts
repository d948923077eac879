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
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats an ISO instant in Korea Standard Time, whatever the browser's zone. */
export const formatKst = (iso: string | Date, pattern: DateFormat = 'date'): string =>
  format(new TZDate(new Date(iso).getTime(), KST), DATE_FORMATS[pattern]);

export const formatGold = (amount: number, language: 'ko' | 'en') =>
  new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US').format(amount);

export const formatUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
