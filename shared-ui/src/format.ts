/** Dates: one formatter for pages, first screens and notices, in shared-contract (see kst-format.ts there). */
export { formatKst, formatKstLastDay, formatKstLastMinute, type DateFormat } from 'shared-contract';

export const KST = 'Asia/Seoul';

export const formatGold = (amount: number, language: 'ko' | 'en') => new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US').format(amount);

export const formatUsd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
