import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { etagMatches, pickEncoding, sendValidated, StoredBody } from '../cached-reply';

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

describe('sendValidated', () => {
  const answerWith = (content: () => Promise<string>) => {
    const app = Fastify();
    app.get('/art', (request, reply) =>
      sendValidated(request, reply, { etag: 'W/"v1"', contentType: 'image/svg+xml', cacheControl: 'public, max-age=3600', content }),
    );
    return app;
  };

  test('sends the bytes with their validator, and 304 without reading them when the browser has them', async () => {
    const content = jest.fn(async () => '<svg/>');
    const app = answerWith(content);
    const sent = await app.inject({ method: 'GET', url: '/art' });
    expect([sent.statusCode, sent.body, sent.headers.etag, sent.headers['cache-control']]).toEqual([200, '<svg/>', 'W/"v1"', 'public, max-age=3600']);
    const revalidated = await app.inject({ method: 'GET', url: '/art', headers: { 'if-none-match': 'W/"v1"' } });
    expect([revalidated.statusCode, revalidated.body, revalidated.headers.etag]).toEqual([304, '', 'W/"v1"']);
    expect(content).toHaveBeenCalledTimes(1);
  });

  test('a failure to read the bytes carries no validator or cache policy, so no cache keeps it', async () => {
    const failed = await answerWith(() => Promise.reject(new Error('gone'))).inject({ method: 'GET', url: '/art' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers.etag).toBeUndefined();
    expect(failed.headers['cache-control']).toBeUndefined();
  });
});
