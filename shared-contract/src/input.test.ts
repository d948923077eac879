import {
  cartAddRequestSchema,
  couponExchangeRequestSchema,
  idSchema,
  pageQuerySchema,
  plainText,
  postInputSchema,
  queryId,
  searchQuerySchema,
  ticketExchangeRequestSchema,
  transferRequestSchema,
} from './index';

describe('input building blocks', () => {
  test('an id in a JSON body is a positive int4 number, never a string, array or exponent', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(2_147_483_647).success).toBe(true);
    for (const bad of [0, -1, 1.5, 2_147_483_648, 99_999_999_999, '1', '1e1', [1], true, null]) {
      expect([bad, idSchema.safeParse(bad).success]).toEqual([bad, false]);
    }
  });

  test('an id in a query string or path is plain decimal digits within int4', () => {
    expect(queryId.parse('42')).toBe(42);
    expect(queryId.parse(42)).toBe(42);
    for (const bad of ['1e1', ' 1', '1 ', '+1', '-1', '0', '0x10', '1.5', '', '2147483648', '99999999999', '١٢', ['1'], 'NaN']) {
      expect([bad, queryId.safeParse(bad).success]).toEqual([bad, false]);
    }
  });

  test('page and size in a query refuse exponents and out-of-range values and keep their defaults', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, size: 20 });
    expect(pageQuerySchema.parse({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
    expect(pageQuerySchema.safeParse({ page: '1e1' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ size: '101' }).success).toBe(false);
  });

  test('text refuses NUL and control characters with a catalogue code; multi-line text keeps line breaks and tabs', () => {
    const line = plainText();
    const multiline = plainText({ multiline: true });
    expect(line.safeParse('a\u0000b').error?.issues[0]?.message).toBe('TEXT_INVALID_CHARACTERS');
    for (const bad of ['\u0000', 'a\u0007', '\u001b[31m', 'x\u007f', '\u0085', 'a\nb']) expect([bad, line.safeParse(bad).success]).toEqual([bad, false]);
    expect(multiline.parse('a\nb\r\n\tc')).toBe('a\nb\r\n\tc');
    expect(multiline.safeParse('a\u0000b').success).toBe(false);
    expect(line.parse('한글 text 🙂')).toBe('한글 text 🙂');
  });
});

describe('request schemas use them', () => {
  test('out-of-range ids, coerced numbers and NUL bytes are refused where they used to reach the database', () => {
    expect(couponExchangeRequestSchema.safeParse({ memberCouponId: 99_999_999_999 }).success).toBe(false);
    expect(ticketExchangeRequestSchema.safeParse({ ticketId: 2_147_483_648, projectId: 1 }).success).toBe(false);
    expect(cartAddRequestSchema.safeParse({ projectId: '1e1', quantity: 1 }).success).toBe(false);
    expect(cartAddRequestSchema.safeParse({ projectId: [1], quantity: 1 }).success).toBe(false);
    expect(cartAddRequestSchema.safeParse({ projectId: 1, quantity: 1 }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(transferRequestSchema.safeParse({ keyItemId: 1, recipient: 'bob\u0000', password: '123456' }).success).toBe(false);
    expect(postInputSchema.parse({ body: 'first line\r\nsecond' }).body).toBe('first line\nsecond');
    expect(postInputSchema.safeParse({ body: 'nul\u0000' }).error?.issues[0]?.message).toBe('TEXT_INVALID_CHARACTERS');
  });
});

describe('a coded query number', () => {
  test('keeps its catalogue code for anything but plain digits in range', async () => {
    const { marketFeeQuerySchema } = await import('./market');
    for (const bad of ['10.5', 'abc', '1e1', '-1']) {
      expect([bad, marketFeeQuerySchema.safeParse({ price: bad }).error?.issues[0]?.message]).toEqual([bad, 'MARKET_PRICE_INVALID']);
    }
    expect(marketFeeQuerySchema.parse({ price: '500' })).toEqual({ price: 500 });
  });
});
