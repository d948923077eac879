import type { RefundCurrency } from 'shared-contract';

/**
 * An amount in the currency's minor unit (won, or US cents) as the spec shows it: `₩12,600`, `$9.00`. The en-US
 * format is used in both languages so the symbol is always the plain `₩` / `$`.
 */
export const formatMoney = (minor: number, currency: RefundCurrency) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(currency === 'USD' ? minor / 100 : minor);

export const formatCount = (value: number, language: 'ko' | 'en') => new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US').format(value);
