import type { LocalizedText } from 'shared-contract';

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A `YYYY-MM` month as people read it in notifications: `2026년 11월` / `November 2026`. */
export function monthLabel(month: string): LocalizedText {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { ko: `${year}년 ${monthNumber}월`, en: `${EN_MONTHS[monthNumber - 1] ?? month} ${year}` };
}
