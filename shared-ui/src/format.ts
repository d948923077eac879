/** Dates: one formatter for pages, first screens and notices, in shared-contract (see kst-format.ts there). */
export { formatKst, formatKstLastDay, formatKstLastMinute, type DateFormat } from 'shared-contract';

export const KST = 'Asia/Seoul';

type Language = 'ko' | 'en';

const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The number format of a language and options, made once: making an Intl.NumberFormat takes milliseconds on a
 * phone, and a page of cards writes hundreds of numbers.
 */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number in the reader's language: 12,600. */
export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions) => numberFormat(language, options).format(value);

export const formatGold = (amount: number, language: Language) => formatNumber(amount, language);

/**
 * An amount in its currency's minor unit (won, or US cents) as the spec shows it: `₩12,600`, `$9.00`. The en-US
 * format is used in both languages so the symbol is always the plain `₩` / `$` (ko-KR would write US$).
 */
export const formatMoney = (minor: number, currency: 'KRW' | 'USD') =>
  formatNumber(currency === 'USD' ? minor / 100 : minor, 'en', { style: 'currency', currency });

export const formatUsd = (cents: number) => formatMoney(cents, 'USD');
