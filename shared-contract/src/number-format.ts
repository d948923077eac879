import type { Language } from './languages';

const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };

/** How numbers are written in a language: `format(12600)` gives `12,600`. */
export type NumberWriter = { format: (value: number) => string };

/** The currencies (in the en-US format formatMoney uses) the plain writer knows: symbol and minor digits. */
const PLAIN_CURRENCIES: Record<string, { symbol: string; digits: number }> = { KRW: { symbol: '₩', digits: 0 }, USD: { symbol: '$', digits: 2 } };

/** The decimal digits of a finite, non-negative double below 1e21 as JavaScript writes it (its shortest exact form). */
function decimalDigits(value: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent] = String(value).split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  if (exponent === undefined) return { whole: head, fraction: tail };
  // Only tiny values are written with an exponent below 1e21: 1.5e-7 is 0.00000015.
  return { whole: '0', fraction: `${'0'.repeat(-Number(exponent) - 1)}${head}${tail}` };
}

/**
 * `value` as ko-KR and en-US both write it: digits grouped by three, a point, at most `maximumFractionDigits`
 * decimals. Like Intl, it rounds the shortest decimal form of the double (the one `String` gives), half away from
 * zero; `shift` moves the point right first (2 for a percentage) on those digits, so nothing is rounded twice.
 */
function writePlain(value: number, maximumFractionDigits: number, minimumFractionDigits: number, shift = 0): string {
  const digits = decimalDigits(Math.abs(value));
  const fraction = digits.fraction.padEnd(shift, '0');
  const kept = `${digits.whole}${fraction.slice(0, shift + maximumFractionDigits).padEnd(shift + maximumFractionDigits, '0')}`;
  const roundsUp = (fraction[shift + maximumFractionDigits] ?? '0') >= '5';
  const rounded = (BigInt(kept) + (roundsUp ? 1n : 0n)).toString().padStart(maximumFractionDigits + 1, '0');
  const whole = rounded.slice(0, rounded.length - maximumFractionDigits);
  const decimals = rounded
    .slice(rounded.length - maximumFractionDigits)
    .replace(/0+$/, '')
    .padEnd(minimumFractionDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

/** The plain writer for these options, or null when only Intl knows how (other styles, currencies and options). */
function plainWriter(language: Language, options: Intl.NumberFormatOptions): ((value: number) => string) | null {
  const { style = 'decimal', currency, maximumFractionDigits, minimumFractionDigits, ...others } = options;
  if (Object.keys(others).length > 0) return null;
  if (style === 'currency') {
    const known = language === 'en' && currency !== undefined ? PLAIN_CURRENCIES[currency] : undefined;
    if (!known || maximumFractionDigits !== undefined || minimumFractionDigits !== undefined) return null;
    return (value) => {
      const written = writePlain(value, known.digits, known.digits);
      return written.startsWith('-') ? `-${known.symbol}${written.slice(1)}` : `${known.symbol}${written}`;
    };
  }
  if ((style !== 'decimal' && style !== 'percent') || currency !== undefined) return null;
  const minimum = minimumFractionDigits ?? 0;
  const maximum = Math.max(maximumFractionDigits ?? (style === 'percent' ? 0 : 3), minimum);
  if (style === 'percent') return (value) => `${writePlain(value, maximum, minimum, 2)}%`;
  return (value) => writePlain(value, maximum, minimum);
}

const writers = new Map<string, NumberWriter>();

/**
 * How numbers are written in a language with these options, made once per language and options. Grouped digits,
 * percentages and won or dollar amounts are written without Intl: the first Intl.NumberFormat of a page loads the
 * browser's locale data, about 40 ms of one task on a desktop and four times that on a phone, in the middle of the
 * app's start. Any other format, and numbers too large or not finite, go through Intl, made on first use.
 */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): NumberWriter {
  const key = `${language} ${JSON.stringify(options)}`;
  let writer = writers.get(key);
  if (!writer) {
    const plain = plainWriter(language, options);
    let intlFormat: Intl.NumberFormat | undefined;
    const intl = (value: number) => (intlFormat ??= new Intl.NumberFormat(LOCALES[language], options)).format(value);
    writer = { format: plain ? (value) => (Number.isFinite(value) && Math.abs(value) < 1e21 ? plain(value) : intl(value)) : intl };
    writers.set(key, writer);
  }
  return writer;
}

/** A number in the reader's language: 12,600. */
export const formatNumber = (value: number, language: Language, options?: Intl.NumberFormatOptions) => numberFormat(language, options).format(value);

/**
 * An amount in its currency's minor unit (won, or US cents) as the spec shows it: `₩12,600`, `$9.00`. The en-US
 * format is used in both languages so the symbol is always the plain `₩` / `$` (ko-KR would write US$).
 */
export const formatMoney = (minor: number, currency: 'KRW' | 'USD') =>
  formatNumber(currency === 'USD' ? minor / 100 : minor, 'en', { style: 'currency', currency });

export const formatUsd = (cents: number) => formatMoney(cents, 'USD');

/** US cents as dollars without the symbol, for texts that carry their own (`US${{usd}}`): 1,234.50 in both languages. */
export const formatUsdFigure = (cents: number, language: Language) =>
  formatNumber(cents / 100, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
