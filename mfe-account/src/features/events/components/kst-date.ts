import type { Language } from 'shared-contract';

/** An instant in Korea time, written the member's way: `2026. 4. 10. 15:00` / `Apr 10, 2026, 15:00` (24-hour clock). */
export function formatKstDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: language === 'ko' ? 'numeric' : 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export const lotteryPath = (lotteryId: number) => `/event/lottery?id=${lotteryId}`;
