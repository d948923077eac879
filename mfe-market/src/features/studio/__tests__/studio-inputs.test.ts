import { centsToDollars, dollarsToCents, formatOdds, wholeNumberInput } from '../utils/numbers-input';
import { isoToKstInput, kstInputToIso, sameInstant } from '../utils/kst-input';

test('a datetime-local value is read as Korea time, whatever the browser zone', () => {
  expect(kstInputToIso('2026-05-01T20:00')).toBe('2026-05-01T20:00:00+09:00');
  expect(kstInputToIso('2026-05-01T20:00:30')).toBe('2026-05-01T20:00:30+09:00');
  expect(new Date(kstInputToIso('2026-05-01T08:00')).toISOString()).toBe('2026-04-30T23:00:00.000Z');
  for (const wrong of ['', '2026-05-01', '2026-02-30T10:00', '2026-05-01T24:00', '2026-05-01 20:00', 'soon']) expect(kstInputToIso(wrong)).toBe('');
});

test('an instant is shown in the field as its Korea time, and two writings of one instant are the same', () => {
  expect(isoToKstInput('2026-04-30T23:00:00.000Z')).toBe('2026-05-01T08:00');
  expect(isoToKstInput('2026-05-01T08:00:00+09:00')).toBe('2026-05-01T08:00');
  expect(sameInstant('2026-05-01T08:00:00+09:00', '2026-04-30T23:00:00.000Z')).toBe(true);
  expect(sameInstant(null, null)).toBe(true);
  expect(sameInstant(null, '2026-04-30T23:00:00.000Z')).toBe(false);
});

test('dollars become cents in whole numbers; anything else is NaN for the contract to name', () => {
  expect(dollarsToCents('9.99')).toBe(999);
  expect(dollarsToCents('0.29')).toBe(29);
  expect(dollarsToCents('12.5')).toBe(1250);
  expect(dollarsToCents(' 1,000 ')).toBe(100_000);
  for (const wrong of ['', '9.999', '-1', '1e3', 'abc', '.5']) expect(dollarsToCents(wrong)).toBeNaN();
  expect(centsToDollars(999)).toBe('9.99');
  expect(centsToDollars(5)).toBe('0.05');
  expect(wholeNumberInput('1,500')).toBe(1500);
  expect(wholeNumberInput('1.5')).toBeNaN();
});

test('odds in basis points read as a percentage with two decimals', () => {
  expect(formatOdds(1250, 'ko')).toBe('12.50%');
  expect(formatOdds(3333, 'en')).toBe('33.33%');
  expect(formatOdds(10_000, 'en')).toBe('100.00%');
  expect(formatOdds(0, 'ko')).toBe('0.00%');
});
