import { formatKst, formatKstLastDay, formatKstLastMinute, formatMonthKey, KST_DATE_FORMATS, type DateFormat } from './kst-format';

// 2026-11-26 20:02:15 in Korea.
const EVENING = '2026-11-26T11:02:15.000Z';

describe('formatKst', () => {
  it.each<[DateFormat, string, string]>([
    ['date', '2026-11-26', 'Nov 26, 2026'],
    ['time', '20:02', '8:02 PM'],
    ['dateTime', '2026.11.26 20:02:15', 'Nov 26, 2026, 8:02:15 PM KST'],
    ['dateMinute', '2026.11.26 20:02', 'Nov 26, 2026, 8:02 PM KST'],
    ['dateHourMinute', '2026-11-26 20:02', 'Nov 26, 2026, 8:02 PM KST'],
  ])('%s: Korean keeps the spec format (%s), English writes %s', (pattern, ko, en) => {
    expect(formatKst(EVENING, pattern, 'ko')).toBe(ko);
    expect(formatKst(EVENING, pattern, 'en')).toBe(en);
  });

  it('covers every pattern', () => {
    expect([...KST_DATE_FORMATS].sort()).toEqual(['date', 'dateHourMinute', 'dateMinute', 'dateTime', 'time']);
  });

  it('counts the day in Korea: just after midnight KST is still the day before in UTC', () => {
    // 2026-03-31 15:30 UTC is 2026-04-01 00:30 KST.
    const justAfterMidnight = '2026-03-31T15:30:00.000Z';
    expect(formatKst(justAfterMidnight, 'date', 'ko')).toBe('2026-04-01');
    expect(formatKst(justAfterMidnight, 'date', 'en')).toBe('Apr 1, 2026');
    expect(formatKst(justAfterMidnight, 'dateTime', 'ko')).toBe('2026.04.01 00:30:00');
    expect(formatKst(justAfterMidnight, 'dateMinute', 'en')).toBe('Apr 1, 2026, 12:30 AM KST');
    expect(formatKst(justAfterMidnight, 'time', 'en')).toBe('12:30 AM');
    // One minute before midnight KST is 14:59 UTC of the same day.
    const justBeforeMidnight = '2026-03-31T14:59:00.000Z';
    expect(formatKst(justBeforeMidnight, 'date', 'ko')).toBe('2026-03-31');
    expect(formatKst(justBeforeMidnight, 'dateHourMinute', 'en')).toBe('Mar 31, 2026, 11:59 PM KST');
    // New Year in Korea while it is still the old year in UTC.
    expect(formatKst('2026-12-31T15:00:00.000Z', 'dateMinute', 'ko')).toBe('2027.01.01 00:00');
    expect(formatKst('2026-12-31T15:00:00.000Z', 'date', 'en')).toBe('Jan 1, 2027');
  });

  it('writes noon and midnight on the 12-hour clock', () => {
    expect(formatKst('2026-05-01T03:00:00.000Z', 'time', 'en')).toBe('12:00 PM');
    expect(formatKst('2026-05-01T03:00:00.000Z', 'time', 'ko')).toBe('12:00');
    expect(formatKst('2026-04-30T15:00:00.000Z', 'time', 'en')).toBe('12:00 AM');
    expect(formatKst('2026-04-30T15:00:00.000Z', 'time', 'ko')).toBe('00:00');
    expect(formatKst('2026-05-01T02:59:59.000Z', 'dateTime', 'en')).toBe('May 1, 2026, 11:59:59 AM KST');
  });

  it('takes an ISO string with any offset, a Date or epoch milliseconds, and refuses what is not an instant', () => {
    const at = Date.parse(EVENING);
    expect(formatKst(new Date(at), 'dateTime', 'ko')).toBe('2026.11.26 20:02:15');
    expect(formatKst(at, 'dateTime', 'ko')).toBe('2026.11.26 20:02:15');
    expect(formatKst('2026-11-26T20:02:15+09:00', 'dateTime', 'en')).toBe('Nov 26, 2026, 8:02:15 PM KST');
    expect(() => formatKst('not a date', 'date', 'en')).toThrow(RangeError);
  });

  it('agrees with Intl (Asia/Seoul) on many instants', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    });
    const intlKo = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    let at = Date.UTC(1999, 0, 1);
    for (let index = 0; index < 500; index += 1) {
      at += 7_919_993_117; // about three months, at a different hour, minute and second each time
      const en = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, part.value]));
      expect(formatKst(at, 'dateTime', 'en')).toBe(`${en.month} ${en.day}, ${en.year}, ${en.hour}:${en.minute}:${en.second} ${en.dayPeriod} KST`);
      const ko = Object.fromEntries(intlKo.formatToParts(at).map((part) => [part.type, part.value]));
      expect(formatKst(at, 'dateTime', 'ko')).toBe(`${ko.year}.${ko.month}.${ko.day} ${ko.hour}:${ko.minute}:${ko.second}`);
    }
  });
});

describe('exclusive ends', () => {
  // The spec's refund deadline: requests are taken until 2025-06-15 23:59 KST, so the end is 06-16 00:00 KST.
  const end = '2025-06-15T15:00:00.000Z';

  it('shows the last minute an end includes', () => {
    expect(formatKstLastMinute(end, 'ko')).toBe('2025-06-15 23:59');
    expect(formatKstLastMinute(end, 'en')).toBe('Jun 15, 2025, 11:59 PM KST');
  });

  it('shows the last day an end includes', () => {
    expect(formatKstLastDay(end, 'ko')).toBe('2025-06-15');
    expect(formatKstLastDay(end, 'en')).toBe('Jun 15, 2025');
    expect(formatKstLastDay(new Date('2025-06-15T06:00:00.000Z'), 'en')).toBe('Jun 15, 2025');
  });
});

describe('formatMonthKey', () => {
  test('English names the month; Korean keeps the key; anything else is written as it is', () => {
    expect(formatMonthKey('2026-04', 'en')).toBe('April 2026');
    expect(formatMonthKey('2031-12', 'en')).toBe('December 2031');
    expect(formatMonthKey('2026-04', 'ko')).toBe('2026-04');
    expect(formatMonthKey('2026-13', 'en')).toBe('2026-13');
    expect(formatMonthKey('', 'en')).toBe('');
  });
});
