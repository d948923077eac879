import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { RefundCurrency } from 'shared-contract';
import { KST } from 'shared-ui';

/**
 * An amount in the currency's minor unit (won, or US cents) as the spec shows it: `₩12,600`, `$9.00`. The en-US
 * format is used in both languages so the symbol is always the plain `₩` / `$`.
 */
export const formatMoney = (minor: number, currency: RefundCurrency) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(currency === 'USD' ? minor / 100 : minor);

export const formatCount = (value: number, language: 'ko' | 'en') => new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US').format(value);

const ONE_MINUTE = 60_000;

/** An instant in KST as `yyyy-MM-dd HH:mm`. */
export const formatKstMinute = (iso: string) => format(new TZDate(Date.parse(iso), KST), 'yyyy-MM-dd HH:mm');

/** An exclusive end (the deadline, the first instant after it) as the last minute it includes: `2025-06-15 23:59`. */
export const formatInclusiveEnd = (iso: string) => formatKstMinute(new Date(Date.parse(iso) - ONE_MINUTE).toISOString());

/** The KST day of the last instant before an exclusive end (a round "4/15-4/30" ends at 5/1 00:00). */
export const formatLastDay = (iso: string) => format(new TZDate(Date.parse(iso) - 1, KST), 'yyyy-MM-dd');
