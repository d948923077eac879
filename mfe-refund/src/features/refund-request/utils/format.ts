import type { RefundCurrency } from 'shared-contract';
import { formatNumber } from 'shared-ui';

/**
 * An amount in the currency's minor unit (won, or US cents) as the spec shows it: `₩12,600`, `$9.00`. The en-US
 * format is used in both languages so the symbol is always the plain `₩` / `$`.
 */
export const formatMoney = (minor: number, currency: RefundCurrency) =>
  formatNumber(currency === 'USD' ? minor / 100 : minor, 'en', { style: 'currency', currency });
