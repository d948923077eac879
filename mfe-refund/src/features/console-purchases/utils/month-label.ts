import type { Language } from 'shared-contract';

/** A `YYYY-MM` month as people read it: 2026년 4월 / April 2026. */
export function monthLabel(month: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const [, year, number] = match;
  if (language === 'ko') return `${year}년 ${Number(number)}월`;
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(year), Number(number) - 1, 1)));
}
