import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mime from 'mime-types';
import { assertStorageKey, assertStoragePrefix, clampRange, type FileStorage, type StoredEntry, type StoredFileInfo } from './file-storage';

/** Hidden folders of the root (no key has a segment starting with a dot). */
const META_DIR = '.meta';
const TEMP_DIR = '.tmp';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Removes `folder` and its parents up to `root` (not included) while they are empty (a member's or an inquiry's folder). */
async function removeEmptyFolders(root: string, folder: string): Promise<void> {
  for (let current = folder; current.startsWith(root + path.sep); current = path.dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      // Not empty (or written to meanwhile): the folders above are not empty either.
      return;
    }
  }
}

/**
 * Files on this instance's disk, at `<root>/<key>` (where uploads have always been), with their content type in
 * `<root>/.meta/<key>.json` and the app clock's time of the put as the file's modification time. A put writes a
 * temporary file and renames it into place, so a reader sees the old file or the new one, never half of one.
 */
export function diskStorage(root: string): FileStorage {
  const absoluteRoot = path.resolve(root);
  const fileOf = (key: string) => path.join(absoluteRoot, ...key.split('/'));
  const metaOf = (key: string) => path.join(absoluteRoot, META_DIR, ...key.split('/')) + '.json';
  // Puts of one key in this process take turns, so a file and its type always come from the same put.
  const writing = new Map<string, Promise<void>>();

  const info = async (key: string): Promise<StoredFileInfo | null> => {
    assertStorageKey(key);
    try {
      const stats = await stat(fileOf(key));
      if (!stats.isFile()) return null;
      const contentType = await readFile(metaOf(key), 'utf8').then(
        (text) => (JSON.parse(text) as { contentType: string }).contentType,
        // A file written before types were kept: its type from its name.
        () => mime.lookup(key) || 'application/octet-stream',
      );
      return { contentType, contentLength: stats.size, storedAt: stats.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  // A delete prunes folders it leaves empty: a write into one that was just pruned makes it again.
  const intoFolder = async (file: string, write: (file: string) => Promise<void>) => {
    for (let attempt = 1; ; attempt += 1) {
      await mkdir(path.dirname(file), { recursive: true });
      try {
        return await write(file);
      } catch (error) {
        if (!isMissing(error) || attempt === 3) throw error;
      }
    }
  };

  const writeOnce = async (key: string, body: Uint8Array | Readable, options: { contentType: string; storedAt: Date }) => {
    const temp = path.join(absoluteRoot, TEMP_DIR, randomUUID());
    await mkdir(path.dirname(temp), { recursive: true });
    try {
      await pipeline(body instanceof Readable ? body : Readable.from([body]), createWriteStream(temp, { flags: 'wx' }));
      await utimes(temp, options.storedAt, options.storedAt);
      await intoFolder(metaOf(key), (file) => writeFile(file, JSON.stringify({ contentType: options.contentType })));
      await intoFolder(fileOf(key), (file) => rename(temp, file));
    } finally {
      await rm(temp, { force: true });
    }
  };

  async function* walk(dir: string, relative: string): AsyncGenerator<StoredEntry> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile()) yield { key, size: (await stat(path.join(dir, entry.name))).size };
    }
  }

  return {
    kind: 'disk',
    async put(key, body, options) {
      assertStorageKey(key);
      const before = writing.get(key) ?? Promise.resolve();
      const done = before.then(() => writeOnce(key, body, options));
      const settled = done.catch(() => undefined);
      writing.set(key, settled);
      try {
        await done;
      } finally {
        if (writing.get(key) === settled) writing.delete(key);
      }
    },
    head: info,
    async get(key, options = {}) {
      const found = await info(key);
      if (!found) return null;
      if (!options.range) return { ...found, body: createReadStream(fileOf(key)) };
      const range = clampRange(options.range, found.contentLength);
      if (!range) return null;
      return { ...found, range, body: createReadStream(fileOf(key), range) };
    },
    async delete(key) {
      assertStorageKey(key);
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
      await removeEmptyFolders(absoluteRoot, path.dirname(fileOf(key)));
      await removeEmptyFolders(path.join(absoluteRoot, META_DIR), path.dirname(metaOf(key)));
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      // Walk the deepest folder the prefix names whole, then keep the keys that start with it.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      for await (const entry of walk(folder ? fileOf(folder) : absoluteRoot, folder)) {
        if (entry.key.startsWith(prefix)) yield entry;
      }
    },
  };
}
