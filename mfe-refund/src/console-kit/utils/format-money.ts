import type { RefundCurrency } from 'shared-contract';

/** Won as ₩1,234 and dollars as $12.34 in both languages (ko-KR would write US$ for dollars). */
const formatters: Record<RefundCurrency, Intl.NumberFormat> = {
  KRW: new Intl.NumberFormat('ko-KR', { style: 'currency', currency: 'KRW' }),
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
};

/** An amount in its currency's minor unit (won for KRW, cents for USD). */
export const formatMoney = (currency: RefundCurrency, minor: number): string => formatters[currency].format(currency === 'USD' ? minor / 100 : minor);

/** US cents as dollars (the calculation's lines are all in USD). */
export const formatCents = (cents: number) => formatMoney('USD', cents);
