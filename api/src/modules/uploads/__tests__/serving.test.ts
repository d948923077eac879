import { communityPostSchema, ERRORS, meSchema } from 'shared-contract';
import type { AppDatabase } from '../../../db/database';
import { failure, successData } from '../../../testing/envelope';
import { s3Env, startTestS3Server, STORAGE_KINDS, type TestS3Server } from '../../../testing/s3-server';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase } from '../../../testing/test-database';
import { createTestMember, type TestMember } from '../../../testing/test-members';
import { communityProject, createPostRequest, giveKey } from '../../community/__tests__/community-fixture';
import { multipartFile, TINY_PNG } from '../../profile/__tests__/profile-fixtures';

jest.setTimeout(120_000);

/** A PNG with some bytes after its end, so ranges have room. */
const IMAGE = Buffer.concat([TINY_PNG, Buffer.from(Array.from({ length: 200 }, (_, index) => index))]);

describe.each(STORAGE_KINDS)('uploaded files are served from the %s storage', (storageKind) => {
  let database: AppDatabase;
  let s3: TestS3Server | undefined;
  let t: TestApp;
  let member: TestMember;
  let imageUrl: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    if (storageKind === 's3') s3 = await startTestS3Server();
    t = await createTestApp('pglite', { database, env: s3 ? s3Env(s3) : {} });
    member = await createTestMember(t, 'serving@uploads.test');
    const file = multipartFile('image', 'me.png', IMAGE, 'image/png');
    const me = await t.app.inject({ method: 'POST', url: '/api/user/profile/upload', headers: { ...member.auth, ...file.headers }, payload: file.payload });
    imageUrl = successData(me, meSchema).profileImage ?? '';
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await s3?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  test('a profile image: its stored type, nosniff, kept a year by any cache, its length', async () => {
    const image = await get(imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'content-length': String(IMAGE.length),
    });
    expect(image.rawPayload).toEqual(IMAGE);
    const head = await t.app.inject({ method: 'HEAD', url: imageUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(IMAGE.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  test('one byte range is answered with 206 and those bytes; several ranges or a malformed one with the whole file', async () => {
    const first = await get(imageUrl, { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${IMAGE.length}`);
    expect(first.headers['content-length']).toBe('10');
    expect(first.rawPayload).toEqual(IMAGE.subarray(0, 10));

    const tail = await get(imageUrl, { range: 'bytes=-50' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${IMAGE.length - 50}-${IMAGE.length - 1}/${IMAGE.length}`);
    expect(tail.rawPayload).toEqual(IMAGE.subarray(IMAGE.length - 50));

    const rest = await get(imageUrl, { range: `bytes=${IMAGE.length - 3}-` });
    expect(rest.rawPayload).toEqual(IMAGE.subarray(IMAGE.length - 3));

    for (const range of ['bytes=0-1,10-11', 'lines=1-2', 'bytes=x-y']) {
      const whole = await get(imageUrl, { range });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload).toEqual(IMAGE);
    }
  });

  test('a range past the end is refused with 416, its catalogue code and the file length', async () => {
    const refused = await get(imageUrl, { range: `bytes=${IMAGE.length}-`, 'accept-language': 'en' });
    expect(failure(refused)).toMatchObject({ status: 416, code: 'RANGE_NOT_SATISFIABLE', message: ERRORS.RANGE_NOT_SATISFIABLE.en });
    expect(refused.headers['content-range']).toBe(`bytes */${IMAGE.length}`);
    // A refusal is no file: no cache keeps it.
    expect(refused.headers['cache-control']).toBeUndefined();
  });

  test('a cache that holds the file revalidates it: the same ETag is 304 without the bytes, another one gets the file', async () => {
    const { etag } = (await get(imageUrl)).headers;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const unchanged = await get(imageUrl, { 'if-none-match': String(etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload).toHaveLength(0);
    expect(unchanged.headers.etag).toBe(etag);
    const other = await get(imageUrl, { 'if-none-match': 'W/"1-1"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload).toEqual(IMAGE);
  });

  test('a post image is served the same way; a file gone from the storage is NOT_FOUND, not an error', async () => {
    const { projectId, designIds } = await communityProject(t);
    await giveKey(t, member, designIds[0] ?? 0);
    const post = successData(
      await createPostRequest(t, member, projectId, 'with a picture', [{ name: 'a.png', content: IMAGE, type: 'image/png' }]),
      communityPostSchema,
    );
    const url = post.images[0]?.url ?? '';
    const image = await get(url);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(image.rawPayload).toEqual(IMAGE);

    await t.storage.delete(`community/${url.split('/').pop() ?? ''}`);
    expect(failure(await get(url))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
