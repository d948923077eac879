import { formatNumber, type Language } from 'shared-contract';

/** Dates: one formatter for pages, first screens and notices, in shared-contract (see kst-format.ts there). */
export { formatKst, formatKstLastDay, formatKstLastMinute, type DateFormat } from 'shared-contract';
/** Numbers and money: one writer for pages and first screens, in shared-contract (see number-format.ts there). */
export { formatMoney, formatNumber, formatUsd, formatUsdFigure, numberFormat, type NumberWriter } from 'shared-contract';

export const KST = 'Asia/Seoul';

export const formatGold = (amount: number, language: Language) => formatNumber(amount, language);
