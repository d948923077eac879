import { formatNumber, type Language } from 'shared-contract';

const WHOLE = /^\d{1,9}$/;
const DOLLARS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

const clean = (value: string) => value.replace(/,/g, '').trim();

/** A typed whole number (digits, thousands commas allowed), or NaN: the contract's number rule then names the problem. */
export const wholeNumberInput = (value: string): number => (WHOLE.test(clean(value)) ? Number(clean(value)) : Number.NaN);

/** Dollars as staff type them (`9.99`, `12`, `1,000.5`) in cents, counted in integers (no float rounding), or NaN. */
export function dollarsToCents(value: string): number {
  const match = DOLLARS.exec(clean(value));
  if (!match) return Number.NaN;
  const [, dollars = '0', cents = ''] = match;
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents as the dollars a field shows (`999` is `9.99`). */
export const centsToDollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A design's share of the draw (basis points) as a percentage with two decimals: 1250 is `12.50%`. */
export const formatOdds = (basisPoints: number, language: Language) =>
  `${formatNumber(basisPoints / 100, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
