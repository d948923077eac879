import type { FastifyRequest } from 'fastify';
import { INQUIRY_MAX_FILES, INQUIRY_MAX_TOTAL_BYTES, type ErrorCode } from 'shared-contract';
import { AppError } from '../../http/app-error';

/** The form's file field (repeated, one part per file). */
export const INQUIRY_FILES_FIELD = 'files';

/** Busboy's limits for the inquiry form: one file may not pass the total, a 4th file stops the parse. */
export const INQUIRY_MULTIPART_LIMITS = {
  // One byte over the total, so a single file over it is seen by the running total, not cut silently.
  fileSize: INQUIRY_MAX_TOTAL_BYTES + 1,
  files: INQUIRY_MAX_FILES,
  fields: 8,
  parts: INQUIRY_MAX_FILES + 8,
  // The text is at most 5,000 characters (20 kB in UTF-8): a longer value is refused by the schema anyway.
  fieldSize: 64 * 1024,
};

export interface ReceivedFile {
  /** The name the browser sent (not trusted: kept for the support team to read). */
  declaredName: string;
  content: Buffer;
}

export interface ReceivedInquiryForm {
  /** The first value of each text field. */
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Set when the files broke a limit; the whole body has still been read so the client gets the answer. */
  refusal: Extract<ErrorCode, 'INQUIRY_TOO_MANY_FILES' | 'INQUIRY_FILES_TOO_LARGE'> | null;
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * Reads the multipart body to its end: text fields, and the files in memory while the running total stays
 * within INQUIRY_MAX_TOTAL_BYTES (past it, the rest is read and dropped). A broken limit is answered after
 * the body is read, never with a reset connection.
 */
export async function readInquiryForm(request: FastifyRequest): Promise<ReceivedInquiryForm> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', [{ path: '', message: 'multipart/form-data expected' }]);
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let refusal: ReceivedInquiryForm['refusal'] = null;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
        continue;
      }
      const keep = part.fieldname === INQUIRY_FILES_FIELD;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (!keep || refusal) continue;
        total += chunk.length;
        if (total > INQUIRY_MAX_TOTAL_BYTES) {
          refusal = 'INQUIRY_FILES_TOO_LARGE';
          chunks.length = 0;
        } else {
          chunks.push(chunk);
        }
      }
      if (!keep || refusal) continue;
      const content = Buffer.concat(chunks);
      // An empty file input of a plain HTML form sends a part with no name and no bytes: nothing chosen.
      if (content.length === 0 && !part.filename) continue;
      files.push({ declaredName: part.filename, content });
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_FILES_LIMIT') return { fields, files: [], refusal: 'INQUIRY_TOO_MANY_FILES' };
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { fields, files: [], refusal: 'INQUIRY_FILES_TOO_LARGE' };
    if (error instanceof AppError) throw error;
    // Too many parts or fields, or a malformed body.
    throw new AppError('VALIDATION_FAILED', [{ path: '', message: error instanceof Error ? error.message : 'malformed multipart body' }]);
  }
  return { fields, files: refusal ? [] : files, refusal };
}
