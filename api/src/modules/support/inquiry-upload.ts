import type { FastifyRequest } from 'fastify';
import { INQUIRY_MAX_FILES, INQUIRY_MAX_TOTAL_BYTES, type ErrorCode } from 'shared-contract';
import { AppError } from '../../http/app-error';
import { readMultipartForm, type ReceivedFile, type UploadQuotaCheck } from '../../http/multipart-form';

/** The form's file field (repeated, one part per file). */
export const INQUIRY_FILES_FIELD = 'files';

/** The inquiry form's limits: the files together may not pass the total, a 4th file stops the parse. */
export const INQUIRY_MULTIPART_LIMITS = {
  // One byte over the total, so a single file over it is seen by the running total, not cut silently.
  fileSize: INQUIRY_MAX_TOTAL_BYTES + 1,
  fields: 8,
  parts: INQUIRY_MAX_FILES + 8,
  // The text is at most 5,000 characters (20 kB in UTF-8): a longer value is refused by the schema anyway.
  fieldSize: 64 * 1024,
};

export interface ReceivedInquiryForm {
  /** The first value of each text field. */
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Set when the files broke a limit; the whole body has still been read so the client gets the answer. */
  refusal: Extract<ErrorCode, 'INQUIRY_TOO_MANY_FILES' | 'INQUIRY_FILES_TOO_LARGE'> | null;
}

/**
 * Reads the multipart body to its end: text fields, and the files in memory while the running total stays within
 * INQUIRY_MAX_TOTAL_BYTES (past it, the rest is read and dropped), counted against `quota` (a member's; a visitor's
 * inquiry counts against nobody).
 */
export async function readInquiryForm(request: FastifyRequest, quota: UploadQuotaCheck): Promise<ReceivedInquiryForm> {
  const form = await readMultipartForm(request, {
    filesField: INQUIRY_FILES_FIELD,
    maxFiles: INQUIRY_MAX_FILES,
    limits: INQUIRY_MULTIPART_LIMITS,
    maxTotalBytes: INQUIRY_MAX_TOTAL_BYTES,
    quota,
  });
  if (form.refusal === 'NOT_MULTIPART') throw new AppError('VALIDATION_FAILED', [{ path: '', message: 'multipart/form-data expected' }]);
  if (form.refusal === 'TOO_MANY_FILES') return { fields: form.fields, files: [], refusal: 'INQUIRY_TOO_MANY_FILES' };
  if (form.refusal) return { fields: form.fields, files: [], refusal: 'INQUIRY_FILES_TOO_LARGE' };
  return { fields: form.fields, files: form.files, refusal: null };
}
