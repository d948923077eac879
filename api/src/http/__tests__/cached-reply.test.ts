import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { etagMatches, pickEncoding, StoredBody } from '../cached-reply';

describe('pickEncoding', () => {
  test.each<[string | undefined, string]>([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=1.0, br;q=0.9', 'gzip'],
    ['br ; q=0 , gzip', 'gzip'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['deflate', 'identity'],
    ['zstd', 'identity'],
    ['gzip;q=nonsense', 'identity'],
  ])('%s gives %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  const etag = '"abc"';
  test.each<[string | undefined, boolean]>([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['"x", "y"', false],
  ])('%s: %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe('StoredBody', () => {
  const value = { result: 'SUCCESS', data: { text: '한국어 and "quotes"', list: Array.from({ length: 200 }, (_, index) => ({ index })) } };

  test('holds JSON.stringify bytes, a strong ETag of them, and encodings that decode back to them', () => {
    const body = StoredBody.json(value);
    expect(body.bytes.toString('utf8')).toBe(JSON.stringify(value));
    expect(body.etag).toMatch(/^"[\w-]{22}"$/);
    expect(body.encoded('identity')).toBe(body.bytes);
    expect(gunzipSync(body.encoded('gzip')).equals(body.bytes)).toBe(true);
    expect(brotliDecompressSync(body.encoded('br')).equals(body.bytes)).toBe(true);
    expect(body.encoded('br')).toBe(body.encoded('br'));
  });

  test('equal bytes keep the previous body (and its encodings); different bytes get another ETag', () => {
    const first = StoredBody.json(value);
    const br = first.encoded('br');
    const same = StoredBody.json(structuredClone(value), first);
    expect(same).toBe(first);
    expect(same.encoded('br')).toBe(br);
    const changed = StoredBody.json({ ...value, data: { ...value.data, text: 'other' } }, first);
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
  });
});
