import { INQUIRY_FILE_TYPES, INQUIRY_MAX_FILES, INQUIRY_MAX_TOTAL_BYTES, type ErrorCode, type Language } from 'shared-contract';
import { formatNumber } from 'shared-ui';

/** What the picker offers: images and PDF (the api judges the real type by the bytes). */
export const INQUIRY_ACCEPT = [...INQUIRY_FILE_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.webp', '.pdf'].join(',');

export type InquiryFileCode = Extract<ErrorCode, 'INQUIRY_TOO_MANY_FILES' | 'INQUIRY_FILES_TOO_LARGE' | 'INQUIRY_FILE_TYPE'>;

const totalBytes = (files: readonly File[]) => files.reduce((sum, file) => sum + file.size, 0);

/**
 * The same limits as the api, checked before sending: at most INQUIRY_MAX_FILES files, INQUIRY_MAX_TOTAL_BYTES in
 * total, a declared type among images and PDF (a file the browser cannot type is left to the api's sniffing).
 */
export function checkInquiryFiles(files: readonly File[]): InquiryFileCode | null {
  if (files.length > INQUIRY_MAX_FILES) return 'INQUIRY_TOO_MANY_FILES';
  if (totalBytes(files) > INQUIRY_MAX_TOTAL_BYTES) return 'INQUIRY_FILES_TOO_LARGE';
  if (files.some((file) => file.size === 0 || (file.type !== '' && !(INQUIRY_FILE_TYPES as readonly string[]).includes(file.type)))) {
    return 'INQUIRY_FILE_TYPE';
  }
  return null;
}

/** Adds the chosen files to the list, or says why not (then the list stays as it was). */
export function addInquiryFiles(current: readonly File[], chosen: readonly File[]): { files: File[]; refusal: InquiryFileCode | null } {
  const next = [...current, ...chosen];
  const refusal = checkInquiryFiles(next);
  return refusal ? { files: [...current], refusal } : { files: next, refusal: null };
}

export const inquiryFilesTotal = totalBytes;

/** `1.5 MB`, `320 KB`, `12 B` in the reader's number format. */
export function formatBytes(bytes: number, language: Language): string {
  if (bytes < 1024) return `${formatNumber(bytes, language)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, language, { maximumFractionDigits: 0 })} KB`;
  return `${formatNumber(bytes / (1024 * 1024), language, { maximumFractionDigits: 1 })} MB`;
}
