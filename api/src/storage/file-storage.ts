import type { Readable } from 'node:stream';

/** What a stored file is: its type as it was stored, its length, and when the app stored it. */
export interface StoredFileInfo {
  contentType: string;
  contentLength: number;
  /** The app clock's time of the put (upload sweeps compare it with their grace period). */
  storedAt: Date;
}

export interface StoredFile extends StoredFileInfo {
  body: Readable;
  /** Present when a range was asked for: the bytes the body holds, inclusive, out of `contentLength`. */
  range?: { start: number; end: number };
}

export interface StoredEntry {
  key: string;
  size: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive; the end of the file when left out. */
  end?: number;
}

/**
 * Where uploaded files live (profile, community and popup images, inquiry attachments), and the art the api draws: the
 * local disk of one api instance, or an S3-compatible bucket every instance shares (config.storage). Keys are relative
 * paths of safe segments (`profile/12/abc.png`); no other code reads or writes uploads.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Writes the file whole (a reader never sees half of it); a second put of a key replaces the first. */
  put(key: string, body: Uint8Array | Readable, options: { contentType: string; storedAt: Date }): Promise<void>;
  /** The file as a stream, or null when there is none; a range beyond the end is null too. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredFile | null>;
  head(key: string): Promise<StoredFileInfo | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (in no promised order). */
  list(prefix: string): AsyncIterable<StoredEntry>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._+-]*$/;

/** True for a key made of safe path segments: no `..`, no absolute path, no hidden or empty segment. */
export const isStorageKey = (key: string) => key.length > 0 && key.length <= 512 && key.split('/').every((segment) => SEGMENT.test(segment));

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
}

/** A prefix is a key's beginning: empty, or safe segments ending in `/` or in part of one. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix !== '' && !isStorageKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix)) throw new StorageKeyError(prefix);
}

/** The inclusive byte range a request may have, within a file of `length` bytes; null when it starts past the end. */
export function clampRange(range: ByteRange, length: number): { start: number; end: number } | null {
  if (range.start >= length || range.start < 0) return null;
  return { start: range.start, end: Math.min(range.end ?? length - 1, length - 1) };
}

/** A stored file's bytes, or null when there is none (for small files read whole: manifests, registries). */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  return file ? Buffer.concat(await file.body.toArray()) : null;
}
