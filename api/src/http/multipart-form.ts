import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Busboy's limits for one form (passed to `request.parts`, over what the multipart plugin was registered with). */
export interface MultipartLimits {
  /** Bytes of one file; a longer file is cut and refused (FILE_TOO_LARGE) while the rest of the body is still read. */
  fileSize: number;
  fields: number;
  parts: number;
  fieldSize?: number;
}

/**
 * How every upload route registers @fastify/multipart (in its own scope): a file past its size limit is marked truncated
 * instead of failing the parse, so the rest of the body is still read and the answer arrives.
 */
export const MULTIPART_PLUGIN_OPTIONS = { throwFileSizeLimit: false } as const;

/** What a form's files are counted against once the body is read; it throws (an AppError) to refuse them. */
export type UploadQuotaCheck = (usage: { files: number; bytes: number }) => Promise<void>;

export interface MultipartFormOptions {
  /** The file field (repeated, one part per file); parts of other file fields are read and dropped. */
  filesField: string;
  /** A file past this many stops the parse: TOO_MANY_FILES. */
  maxFiles: number;
  limits: MultipartLimits;
  /** The files together may not pass this (TOTAL_TOO_LARGE); past it the rest is read and dropped. */
  maxTotalBytes?: number;
  /**
   * Every upload route passes its quota (null only where nobody's quota applies): called with the received files,
   * when there are some and no rule was broken, before anything is written.
   */
  quota: UploadQuotaCheck | null;
}

export interface ReceivedFile {
  /** The name the browser sent (not trusted). */
  fileName: string;
  content: Buffer;
}

export type MultipartRefusal = 'NOT_MULTIPART' | 'TOO_MANY_FILES' | 'FILE_TOO_LARGE' | 'TOTAL_TOO_LARGE';

export interface MultipartForm {
  /** The first value of each text field. */
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Set when the request broke a rule (no files are kept then); the whole body has still been read. */
  refusal: MultipartRefusal | null;
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * Reads a multipart form to its end (the one reader of every upload route: profile image, community profile image,
 * post images, inquiry attachments): text fields, and the files of `filesField` in memory within the limits. A
 * broken limit is answered after the body is read, never with a reset connection. Received files are then counted
 * against the caller's quota, so a refused upload writes nothing.
 */
export async function readMultipartForm(request: FastifyRequest, options: MultipartFormOptions): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { fields, files: [], refusal: 'NOT_MULTIPART' };
  const files: ReceivedFile[] = [];
  let refusal: MultipartRefusal | null = null;
  let total = 0;
  const maxTotal = options.maxTotalBytes ?? Number.POSITIVE_INFINITY;
  try {
    const parts = request.parts({ limits: { ...options.limits, files: options.maxFiles } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
        continue;
      }
      const keep = part.fieldname === options.filesField;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (!keep || refusal) continue;
        total += chunk.length;
        if (total > maxTotal) {
          refusal = 'TOTAL_TOO_LARGE';
          chunks.length = 0;
        } else {
          chunks.push(chunk);
        }
      }
      if (!keep || refusal) continue;
      if (part.file.truncated) {
        refusal = 'FILE_TOO_LARGE';
        continue;
      }
      const content = Buffer.concat(chunks);
      // An empty file input of a plain HTML form sends a part with no name and no bytes: nothing chosen.
      if (content.length === 0 && !part.filename) continue;
      files.push({ fileName: part.filename, content });
    }
  } catch (error) {
    // Let the rest of the body arrive so the browser reads the answer instead of a reset.
    request.raw.resume();
    const code = codeOf(error);
    if (code === 'FST_FILES_LIMIT') return { fields, files: [], refusal: 'TOO_MANY_FILES' };
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { fields, files: [], refusal: 'FILE_TOO_LARGE' };
    if (error instanceof AppError) throw error;
    // Too many parts or fields, or a malformed body.
    throw new AppError('VALIDATION_FAILED', [{ path: '', message: error instanceof Error ? error.message : 'malformed multipart body' }]);
  }
  if (refusal) return { fields, files: [], refusal };
  if (files.length > 0 && options.quota) {
    await options.quota({ files: files.length, bytes: files.reduce((sum, file) => sum + file.content.length, 0) });
  }
  return { fields, files, refusal: null };
}
