import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { IMMUTABLE, NO_STORE } from '../http/cache-control';
import { fileAnswer } from '../http/openapi';
import { AppError } from '../http/app-error';
import type { FileStorage } from './file-storage';

/**
 * How a served file may be kept: `immutable` for keys that never change their bytes (random or content-hashed names),
 * cached by browsers and shared caches for a year; `private` for files only their owner and staff may read, never kept.
 */
export type FileCaching = 'immutable' | 'private';

const CACHE_CONTROL: Record<FileCaching, string> = { immutable: IMMUTABLE, private: NO_STORE };

/** The documented 200 answer of a route that sends a stored file of one of `types`. */
export const storedFileAnswer = (description: string, types: readonly string[]) =>
  fileAnswer(`${description} (one byte range on request: 206, or 416 past the end)`, types);

export interface SendStoredFileOptions {
  caching: FileCaching;
  /** Headers of this kind of file (a download name, a sandboxing policy, its own cache policy): they win over the defaults. */
  headers?: Record<string, string>;
  /** Answers for a key that holds no file (a NOT_FOUND error when left out). */
  whenMissing?: () => void;
  /** Runs once the file is known to be there, before anything is sent (an audit of the download); a throw refuses. */
  onFound?: () => Promise<void>;
}

/**
 * Answers a stored file as a stream with the type it was stored with, `nosniff`, its cache policy, its length and a
 * validator (ETag, Last-Modified: a matching If-None-Match is answered 304 without the bytes); one byte range (`Range: bytes=…`) is answered with 206 and that part only, several ranges or a malformed header
 * with the whole file, a range past the end with 416. `whenMissing` (or NOT_FOUND) when the key holds no file, `onFound` when it does.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  { caching, headers = {}, whenMissing, onFound }: SendStoredFileOptions,
): Promise<FastifyReply> {
  const missing = () => {
    if (!whenMissing) throw new AppError('NOT_FOUND');
    whenMissing();
    return reply;
  };
  const info = await storage.head(key);
  if (!info) return missing();
  await onFound?.();
  // A key is written once (or replaced whole): its length and the time it was stored identify its bytes.
  const etag = `W/"${info.contentLength.toString(16)}-${info.storedAt.getTime().toString(16)}"`;
  // Only on a file's answer: a refusal is never kept by a cache.
  const fileHeaders = () =>
    reply
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', CACHE_CONTROL[caching])
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      .header('last-modified', info.storedAt.toUTCString())
      .headers(headers);
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) return fileHeaders().code(304).send();
  const ranges = request.headers.range ? parseRange(info.contentLength, request.headers.range, { combine: true }) : undefined;
  if (ranges === -1) {
    reply.header('content-range', `bytes */${info.contentLength}`);
    throw new AppError('RANGE_NOT_SATISFIABLE');
  }
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  const file = await storage.get(key, range ? { range } : {});
  // Removed between the two reads.
  if (!file) return missing();
  fileHeaders().type(file.contentType);
  if (file.range) {
    reply
      .code(206)
      .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.contentLength}`)
      .header('content-length', file.range.end - file.range.start + 1);
  } else {
    reply.header('content-length', file.contentLength);
  }
  return reply.send(file.body);
}
