import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import { diskStorage } from '../disk-storage';
import { StorageKeyError, type FileStorage } from '../file-storage';
import { s3Storage } from '../s3-storage';

const STORED_AT = new Date('2026-11-27T01:00:00.000Z');

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

const keysOf = async (storage: FileStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(`${entry.key}:${entry.size}`);
  return keys.sort();
};

/** `size` bytes made on demand in 64 KiB chunks (never held whole), and the SHA-256 they hash to. */
function generated(size: number) {
  const chunk = Buffer.alloc(64 * 1024);
  for (let index = 0; index < chunk.length; index += 1) chunk[index] = (index * 31) % 251;
  const hash = createHash('sha256');
  let left = size;
  while (left > 0) {
    hash.update(left >= chunk.length ? chunk : chunk.subarray(0, left));
    left -= chunk.length;
  }
  const digest = hash.digest('hex');
  const stream = () => {
    let sent = 0;
    return new Readable({
      read() {
        if (sent >= size) return this.push(null);
        const part = size - sent >= chunk.length ? chunk : chunk.subarray(0, size - sent);
        sent += part.length;
        this.push(Buffer.from(part));
      },
    });
  };
  return { stream, digest };
}

/** The highest count of bytes held in buffers while `work` runs, above what was held before it. */
async function peakBufferGrowth(work: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage().arrayBuffers;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().arrayBuffers) - before;
}

interface Backend {
  storage: FileStorage;
  close(): Promise<void>;
}

/**
 * Each backend, and whether racing puts of one key are ours to check: on disk our storage writes a temporary file and
 * renames it; S3 itself replaces an object whole, but s3rver, its stand-in here, writes the object's file in place (and
 * its metadata in a second file), so racing puts there can interleave: that would test the emulator, not our code.
 */
const backends: Array<[string, () => Promise<Backend>, { racingPutsAreOurs: boolean }]> = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'keys-storage-'));
      return { storage: diskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
    { racingPutsAreOurs: true },
  ],
  [
    's3 (s3rver)',
    async () => {
      const server: TestS3Server = await startTestS3Server();
      return { storage: s3Storage(server.settings), close: () => server.close() };
    },
    { racingPutsAreOurs: false },
  ],
];

describe.each(backends)('the file storage on %s', (_name, open, { racingPutsAreOurs }) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  });
  afterAll(async () => {
    await backend?.close();
  });

  test('keeps what was put: bytes, content type, length and the time of the put', async () => {
    await storage.put('profile/12/a1.png', Buffer.from('png bytes'), { contentType: 'image/png', storedAt: STORED_AT });
    const file = await storage.get('profile/12/a1.png');
    expect(file && { type: file.contentType, length: file.contentLength, at: file.storedAt.toISOString() }).toEqual({
      type: 'image/png',
      length: 9,
      at: STORED_AT.toISOString(),
    });
    expect(file && (await text(file.body))).toBe('png bytes');
    expect(await storage.head('profile/12/a1.png')).toEqual({ contentType: 'image/png', contentLength: 9, storedAt: STORED_AT });
  });

  test('a missing key is null, a removed key is missing, and removing a missing key is no error', async () => {
    expect(await storage.get('profile/12/none.png')).toBeNull();
    expect(await storage.head('profile/12/none.png')).toBeNull();
    await storage.put('community/gone.webp', Buffer.from('x'), { contentType: 'image/webp', storedAt: STORED_AT });
    await storage.delete('community/gone.webp');
    expect(await storage.get('community/gone.webp')).toBeNull();
    await expect(storage.delete('community/gone.webp')).resolves.toBeUndefined();
  });

  test('lists by prefix, with sizes', async () => {
    for (const key of ['list/b/2.txt', 'list/a/1.txt', 'list/a-b.txt', 'list/a/10.txt', 'other/1.txt']) {
      await storage.put(key, Buffer.from(key), { contentType: 'text/plain', storedAt: STORED_AT });
    }
    expect(await keysOf(storage, 'list/')).toEqual(['list/a-b.txt:12', 'list/a/1.txt:12', 'list/a/10.txt:13', 'list/b/2.txt:12'].sort());
    expect(await keysOf(storage, 'list/a/1')).toEqual(['list/a/1.txt:12', 'list/a/10.txt:13']);
    expect(await keysOf(storage, 'nothing/')).toEqual([]);
  });

  test('reads a byte range, and a range past the end is null', async () => {
    await storage.put('range/file.txt', Buffer.from('0123456789'), { contentType: 'text/plain', storedAt: STORED_AT });
    const part = await storage.get('range/file.txt', { range: { start: 2, end: 5 } });
    expect(part && { range: part.range, length: part.contentLength, text: await text(part.body) }).toEqual({
      range: { start: 2, end: 5 },
      length: 10,
      text: '2345',
    });
    const tail = await storage.get('range/file.txt', { range: { start: 7 } });
    expect(tail && (await text(tail.body))).toBe('789');
    expect(await storage.get('range/file.txt', { range: { start: 10 } })).toBeNull();
  });

  if (racingPutsAreOurs) {
    test('concurrent puts of one key leave one whole put, never a mix', async () => {
      const versions = Array.from({ length: 8 }, (_, index) => `version ${index} `.repeat(2_000 + index));
      await Promise.all(
        versions.map((version, index) => storage.put('race/one.txt', Buffer.from(version), { contentType: `text/plain; v=${index}`, storedAt: STORED_AT })),
      );
      const file = await storage.get('race/one.txt');
      const body = file ? await text(file.body) : '';
      const winner = versions.indexOf(body);
      expect(winner).toBeGreaterThanOrEqual(0);
      expect(file?.contentLength).toBe(Buffer.byteLength(body));
      expect(file?.contentType).toBe(`text/plain; v=${winner}`);
    });
  }

  test('streams a large file in and out without holding it in memory', async () => {
    const size = 192 * 1024 * 1024;
    const { stream, digest } = generated(size);
    const putGrowth = await peakBufferGrowth(() => storage.put('large/file.bin', stream(), { contentType: 'application/octet-stream', storedAt: STORED_AT }));
    let readDigest = '';
    const getGrowth = await peakBufferGrowth(async () => {
      const file = await storage.get('large/file.bin');
      const hash = createHash('sha256');
      for await (const chunk of file?.body ?? []) hash.update(chunk as Uint8Array);
      readDigest = hash.digest('hex');
    });
    expect(readDigest).toBe(digest);
    expect((await storage.head('large/file.bin'))?.contentLength).toBe(size);
    // Held whole, the file would show whole; streamed, a few parts (and the garbage not yet collected) at most.
    expect(putGrowth).toBeLessThan(size / 2);
    expect(getGrowth).toBeLessThan(size / 2);
  }, 120_000);

  test('refuses keys that would leave the store or hide a file', async () => {
    for (const key of ['../etc/passwd', '/abs.png', 'a//b.png', '.meta/x.json', 'a/../b.png', '', 'a\u0000b', 'a/.hidden']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain', storedAt: STORED_AT })).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
  });
});

test('a file put on disk before types were kept is read with the type its name says', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'keys-storage-'));
  try {
    await mkdir(path.join(root, 'profile', '3'), { recursive: true });
    await writeFile(path.join(root, 'profile', '3', 'old.webp'), 'old');
    expect((await diskStorage(root).head('profile/3/old.webp'))?.contentType).toBe('image/webp');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
