import { formatMoney, formatNumber, formatUsdFigure, numberFormat } from './number-format';

/** A fixed spread of doubles: every magnitude from 1e-4 to 1e15, both signs, with awkward fractions among them. */
function sampleValues(): number[] {
  const values = [0, -0, 1, -1, 5, 999, 1000, 12_600, 1_234_567, -12_600, 2 ** 53 - 1, 1e20, -1e20];
  values.push(0.5, 1.5, 2.5, -2.5, 1.005, 2.675, 1234.5678, 0.0005, -0.0004, 0.125, 0.0145, 0.9995, 99.95, 0.333333, -0.0000001);
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let exponent = -4; exponent <= 15; exponent += 1) {
    for (let index = 0; index < 25; index += 1) {
      const value = next() * 10 ** exponent;
      values.push(value, -value, Math.round(value), Math.round(value * 100) / 100);
    }
  }
  return values;
}

const LOCALES = { ko: 'ko-KR', en: 'en-US' } as const;
const OPTION_SETS: Intl.NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 4 },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 1 },
];

describe('numberFormat', () => {
  it.each(OPTION_SETS.flatMap((options) => (['ko', 'en'] as const).map((language) => [language, JSON.stringify(options), options] as const)))(
    '%s %s writes every sample exactly as Intl.NumberFormat does',
    (language, _label, options) => {
      const intl = new Intl.NumberFormat(LOCALES[language], options);
      const writer = numberFormat(language, options);
      const differing = sampleValues().filter((value) => writer.format(value) !== intl.format(value));
      expect(differing.map((value) => `${value}: ${writer.format(value)} vs ${intl.format(value)}`)).toEqual([]);
    },
  );

  it('writes grouped digits, percentages and money without making an Intl.NumberFormat', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatNumber(12_600, 'ko')).toBe('12,600');
      expect(formatNumber(0.125, 'en', { style: 'percent', maximumFractionDigits: 1 })).toBe('12.5%');
      expect(formatMoney(12_600, 'KRW')).toBe('₩12,600');
      expect(formatMoney(900, 'USD')).toBe('$9.00');
      expect(formatUsdFigure(123_450, 'ko')).toBe('1,234.50');
      expect(formatUsdFigure(900, 'en')).toBe('9.00');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('leaves what it does not write itself to Intl: other options, huge and non-finite numbers', () => {
    expect(formatNumber(12_600, 'en', { notation: 'compact' })).toBe(new Intl.NumberFormat('en-US', { notation: 'compact' }).format(12_600));
    expect(formatNumber(1234.5, 'ko', { style: 'currency', currency: 'KRW' })).toBe(
      new Intl.NumberFormat('ko-KR', { style: 'currency', currency: 'KRW' }).format(1234.5),
    );
    for (const value of [1e21, -3.5e25, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(formatNumber(value, 'en')).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });
});

describe('formatMoney', () => {
  it.each(['KRW', 'USD'] as const)('writes %s in its minor unit exactly as the en-US currency format does', (currency) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const minorValues = sampleValues().map((value) => Math.round(value));
    const toMajor = (minor: number) => (currency === 'USD' ? minor / 100 : minor);
    const differing = minorValues.filter((minor) => formatMoney(minor, currency) !== intl.format(toMajor(minor)));
    expect(differing.map((minor) => `${minor}: ${formatMoney(minor, currency)} vs ${intl.format(toMajor(minor))}`)).toEqual([]);
  });
});
