import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this go out as they are (the same threshold as @fastify/compress in app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli quality of a stored body: 5, as app.ts uses per request. Higher qualities save ~15% on /api/main but cost
 * ~11 ms instead of ~0.4 ms, and a body is compressed again whenever its data changes (every sale invalidates).
 */
const BROTLI_QUALITY = 5;

const compressors: Record<Exclude<BodyEncoding, 'identity'>, (json: Buffer) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzipSync(json, { level: 6 }),
};

/**
 * An answer serialized once: its bytes (for JSON exactly as `JSON.stringify`, Fastify's own serializer, gives them),
 * its content type, a strong ETag (a hash of the bytes, so equal answers have equal ETags whenever they were
 * computed) and its gzip and brotli encodings, each made on first need and kept. Shared between requests: never
 * mutate it.
 */
export class StoredBody {
  private readonly encodings: Partial<Record<BodyEncoding, Buffer>>;

  private constructor(
    readonly bytes: Buffer,
    readonly etag: string,
    readonly contentType: string,
  ) {
    this.encodings = { identity: bytes };
  }

  private static of(bytes: Buffer, contentType: string, previous?: StoredBody): StoredBody {
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
    return previous && previous.etag === etag && previous.bytes.equals(bytes) && previous.contentType === contentType
      ? previous
      : new StoredBody(bytes, etag, contentType);
  }

  /** `value` as JSON; `previous` (an earlier body for the same key) is returned instead when the bytes are equal, encodings included. */
  static json(value: unknown, previous?: StoredBody): StoredBody {
    return StoredBody.of(Buffer.from(JSON.stringify(value), 'utf8'), 'application/json; charset=utf-8', previous);
  }

  static html(html: string): StoredBody {
    return StoredBody.of(Buffer.from(html, 'utf8'), 'text/html; charset=utf-8');
  }

  /** The body as the value it was made from (JSON only). */
  parsed(): unknown {
    return JSON.parse(this.bytes.toString('utf8'));
  }

  encoded(encoding: BodyEncoding): Buffer {
    const stored = this.encodings[encoding];
    if (stored) return stored;
    const made = compressors[encoding as Exclude<BodyEncoding, 'identity'>](this.bytes);
    this.encodings[encoding] = made;
    return made;
  }
}

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The encoding to send from an Accept-Encoding header: br or gzip (x-gzip and `*` count), the higher weight wins, br
 * on a tie; identity when neither is acceptable (q=0), when identity itself is weighted higher, or without the header.
 */
export function pickEncoding(header: string | string[] | undefined): BodyEncoding {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'identity';
  const weights = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim() === 'x-gzip' ? 'gzip' : rawName.trim();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const q = /^\s*q\s*=\s*(.*?)\s*$/.exec(param);
      // An invalid weight (RFC 9110 qvalue: 0 to 1, three decimals at most) excludes the coding.
      if (q) weight = QVALUE.test(q[1] ?? '') ? Number(q[1]) : 0;
    }
    weights.set(name, Math.max(weights.get(name) ?? 0, weight));
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  const best = Math.max(br, gzip);
  if (best <= 0) return 'identity';
  if ((weights.get('identity') ?? 0) > best) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}

/** Whether an If-None-Match header matches `etag` (weak comparison: `W/` ignored on both sides; `*` matches). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * Route options for a route that answers with `sendStoredBody`: @fastify/compress leaves it alone (its bytes are
 * already encoded; without this, an identity answer to a deflate-only client would be compressed per request).
 */
export const cachedJsonRoute = { compress: false } as const;

/**
 * Sends a stored body: 304 without a body when If-None-Match matches its ETag, else the br, gzip or identity
 * bytes chosen from Accept-Encoding. `cache-control: no-cache` lets browsers keep it and revalidate on every use.
 * The route must be registered with `cachedJsonRoute`. HEAD works through Fastify's own HEAD route (headers only).
 */
export function sendStoredBody(request: FastifyRequest, reply: FastifyReply, body: StoredBody): FastifyReply {
  reply.header('vary', 'accept-encoding').header('etag', body.etag).header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = body.bytes.length < COMPRESS_THRESHOLD ? 'identity' : pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(body.contentType).send(body.encoded(encoding));
}

/** A file answer under a validator: its bytes are read (or drawn) only when they are sent. */
export interface ValidatedContent {
  etag: string;
  contentType: string;
  cacheControl: string;
  content: () => Promise<Buffer | string>;
}

/**
 * Sends `answer`'s bytes, or 304 without them (and without reading them) when If-None-Match matches its ETag. The
 * validator and the cache policy go only on those two answers: a failure to read the bytes is never kept by a cache.
 */
export async function sendValidated(request: FastifyRequest, reply: FastifyReply, answer: ValidatedContent): Promise<FastifyReply> {
  const validated = () => reply.header('etag', answer.etag).header('cache-control', answer.cacheControl);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return validated().code(304).send();
  const content = await answer.content();
  return validated().type(answer.contentType).send(content);
}
