import type { Language } from 'shared-contract';

const locale = (language: Language) => (language === 'ko' ? 'ko-KR' : 'en-US');

/** A `YYYY-MM` month in the member's language: "2026년 4월", "April 2026" (a calendar month, no time zone shift). */
export function formatMonth(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(language), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)),
  );
}

const dayDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** A `YYYY-MM-DD` day spoken in full: "4월 5일 일요일", "Sunday, April 5". */
export const formatDayLong = (day: string, language: Language): string =>
  new Intl.DateTimeFormat(locale(language), { month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' }).format(dayDate(day));

/** 0 (Sunday) to 6 (Saturday) of a `YYYY-MM-DD` day. */
export const weekdayOf = (day: string): number => dayDate(day).getUTCDay();

/** Short weekday names from Sunday: "일".."토", "Sun".."Sat". */
export const weekdayNames = (language: Language): Array<{ short: string; long: string }> =>
  // 2023-01-01 was a Sunday.
  Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2023, 0, 1 + index));
    const format = (weekday: 'short' | 'long') => new Intl.DateTimeFormat(locale(language), { weekday, timeZone: 'UTC' }).format(date);
    return { short: format('short'), long: format('long') };
  });
