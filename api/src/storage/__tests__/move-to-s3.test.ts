import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ConfigError } from '../../config';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import { diskStorage } from '../disk-storage';
import type { FileStorage } from '../file-storage';
import { MoveIncompleteError, moveFilesToS3, moveUploadsToS3 } from '../move-to-s3';
import { movedMarkerFile, openFileStorage } from '../open-storage';
import { s3Storage } from '../s3-storage';

/** Uploads as the api leaves them: several prefixes, each file with its type and the time it was stored. */
const UPLOADS = [
  { key: 'profile/12/4f1c.png', contentType: 'image/png', storedAt: new Date('2026-01-02T03:04:05.000Z'), body: 'a profile image' },
  { key: 'profile/40/99ab.jpg', contentType: 'image/jpeg', storedAt: new Date('2026-02-03T04:05:06.000Z'), body: 'another profile image, longer' },
  { key: 'community/7/c0ffee.webp', contentType: 'image/webp', storedAt: new Date('2026-03-04T05:06:07.000Z'), body: 'a post image' },
  { key: 'inquiries/3/receipt.pdf', contentType: 'application/pdf', storedAt: new Date('2026-04-05T06:07:08.000Z'), body: '%PDF-1.4 a receipt' },
];
const TOTAL_BYTES = UPLOADS.reduce((sum, upload) => sum + Buffer.byteLength(upload.body), 0);

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

const keysOf = async (storage: FileStorage) => {
  const keys: string[] = [];
  for await (const entry of storage.list('')) keys.push(entry.key);
  return keys.sort();
};

/** What the bucket holds for each upload: its type, length, time of the put and bytes. */
const storedIn = (storage: FileStorage) =>
  Promise.all(
    UPLOADS.map(async ({ key }) => {
      const file = await storage.get(key);
      return file && { key, contentType: file.contentType, length: file.contentLength, storedAt: file.storedAt.toISOString(), body: await text(file.body) };
    }),
  );
const expectedStored = UPLOADS.map(({ key, contentType, storedAt, body }) => ({
  key,
  contentType,
  length: Buffer.byteLength(body),
  storedAt: storedAt.toISOString(),
  body,
}));

describe('moving the uploaded files from the disk to a bucket', () => {
  let uploadDir: string;
  let server: TestS3Server;
  let disk: FileStorage;
  let bucket: FileStorage;

  beforeEach(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'keys-move-'));
    server = await startTestS3Server();
    disk = diskStorage(uploadDir);
    bucket = s3Storage(server.settings);
    for (const { key, contentType, storedAt, body } of UPLOADS) await disk.put(key, Buffer.from(body), { contentType, storedAt });
  });

  afterEach(async () => {
    await server?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  test('copies every file with its type and time of the put; a second run copies nothing', async () => {
    const logged: string[] = [];
    expect(await moveFilesToS3({ source: disk, target: bucket, log: (line) => logged.push(line) })).toEqual({
      copied: UPLOADS.length,
      skipped: 0,
      bytes: TOTAL_BYTES,
    });
    expect(await storedIn(bucket)).toEqual(expectedStored);
    // Only the files: the disk's hidden folders (types, temporary files) stay behind.
    expect(await keysOf(bucket)).toEqual(UPLOADS.map(({ key }) => key).sort());
    expect(logged).toHaveLength(UPLOADS.length);

    expect(await moveFilesToS3({ source: disk, target: bucket })).toEqual({ copied: 0, skipped: UPLOADS.length, bytes: 0 });
    expect(await storedIn(bucket)).toEqual(expectedStored);
  });

  test('completes an interrupted move: files already there are kept, a partly written one is written again', async () => {
    const [first, second, third] = UPLOADS;
    if (!first || !second || !third) throw new Error('four uploads');
    await bucket.put(first.key, Buffer.from(first.body), { contentType: first.contentType, storedAt: first.storedAt });
    await bucket.put(second.key, Buffer.from(second.body), { contentType: second.contentType, storedAt: second.storedAt });
    await bucket.put(third.key, Buffer.from(third.body.slice(0, 3)), { contentType: 'application/octet-stream', storedAt: new Date() });

    const rest = UPLOADS.slice(2);
    expect(await moveFilesToS3({ source: disk, target: bucket })).toEqual({
      copied: rest.length,
      skipped: 2,
      bytes: rest.reduce((sum, upload) => sum + Buffer.byteLength(upload.body), 0),
    });
    expect(await storedIn(bucket)).toEqual(expectedStored);
  });

  test('a file the bucket did not keep fails the move, named', async () => {
    const lost = UPLOADS[1]?.key ?? '';
    const losing: FileStorage = { ...bucket, put: (key, body, options) => (key === lost ? Promise.resolve() : bucket.put(key, body, options)) };

    const moving = moveFilesToS3({ source: disk, target: losing });
    await expect(moving).rejects.toBeInstanceOf(MoveIncompleteError);
    await expect(moving).rejects.toMatchObject({ missing: [lost] });
    await expect(moving).rejects.toThrow(lost);
  });

  test('the command moves the files, leaves the marker (a start on the disk is then refused) and is harmless run again', async () => {
    // A remote release published on the disk goes to the bucket's deploy/ folder.
    const deployDir = await mkdtemp(path.join(os.tmpdir(), 'keys-move-deploy-'));
    const release = { key: 'market/1.0.0+abc/remoteEntry.js', body: 'var market = 1;' };
    await diskStorage(deployDir).put(release.key, Buffer.from(release.body), {
      contentType: 'text/javascript',
      storedAt: new Date('2026-05-06T07:08:09.000Z'),
    });
    const files = UPLOADS.length + 1;
    const bytes = TOTAL_BYTES + Buffer.byteLength(release.body);
    const config = { storage: { kind: 's3' as const, s3: server.settings }, uploadDir, deployDir };
    const movedAt = new Date('2026-11-27T06:00:00.000Z');
    const printed: string[] = [];
    const moved = await moveUploadsToS3(config, { print: (line) => printed.push(line), now: () => movedAt });

    const marker = { bucket: server.settings.bucket, endpoint: server.settings.endpoint, movedAt: movedAt.toISOString(), files };
    expect(moved).toEqual({ copied: files, skipped: 0, bytes, marker });
    expect(JSON.parse(await readFile(movedMarkerFile(uploadDir), 'utf8'))).toEqual(marker);
    expect(printed).toContain(`Done: ${files} file(s) copied (${bytes} bytes), 0 already in the bucket; ${files} in all.`);
    expect(await storedIn(bucket)).toEqual(expectedStored);
    const published = await bucket.get(`deploy/${release.key}`);
    expect(published && { type: published.contentType, body: await text(published.body) }).toEqual({ type: 'text/javascript', body: release.body });

    // Switched: the disk is refused, naming the bucket; the bucket's settings open it.
    const onDisk = openFileStorage({ storage: { kind: 'disk' }, uploadDir });
    await expect(onDisk).rejects.toBeInstanceOf(ConfigError);
    await expect(onDisk).rejects.toThrow(`moved to the S3 bucket "${server.settings.bucket}"`);
    expect((await openFileStorage(config)).kind).toBe('s3');

    const again = await moveUploadsToS3(config, { print: () => undefined, now: () => movedAt });
    expect(again).toEqual({ copied: 0, skipped: files, bytes: 0, marker });
    await rm(deployDir, { recursive: true, force: true });
    expect(await storedIn(bucket)).toEqual(expectedStored);
  });

  test('the command refuses to run without a bucket, and leaves no marker', async () => {
    await expect(moveUploadsToS3({ storage: { kind: 'disk' }, uploadDir, deployDir: uploadDir }, { print: () => undefined })).rejects.toThrow(/set S3_BUCKET/);
    await expect(readFile(movedMarkerFile(uploadDir))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await openFileStorage({ storage: { kind: 'disk' }, uploadDir })).kind).toBe('disk');
  });
});
