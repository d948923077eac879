import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type/core';
import { INQUIRY_FILE_TYPES } from 'shared-contract';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/file-storage';

export type InquiryFileType = (typeof INQUIRY_FILE_TYPES)[number];

export interface DetectedAttachment {
  mime: InquiryFileType;
  extension: 'jpg' | 'png' | 'gif' | 'webp' | 'pdf';
}

const EXTENSIONS: Record<InquiryFileType, DetectedAttachment['extension']> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const isAllowed = (mime: string): mime is InquiryFileType => (INQUIRY_FILE_TYPES as readonly string[]).includes(mime);

/**
 * The attachment's type judged by its bytes (file-type reads the magic numbers): the declared name and
 * content type are not trusted. A PNG named .pdf is a PNG; a text file named .png is refused.
 */
export async function detectAttachment(content: Uint8Array): Promise<DetectedAttachment> {
  const detected = content.length > 0 ? await fileTypeFromBuffer(content) : undefined;
  if (!detected || !isAllowed(detected.mime)) throw new AppError('INQUIRY_FILE_TYPE');
  return { mime: detected.mime, extension: EXTENSIONS[detected.mime] };
}

/** Control characters, and the bidirectional marks that could make `exe.png` read as `gnp.exe`. */
const isHiddenCharacter = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
};

/** The name the writer gave, kept for the support team to read: no folders, no control characters, at most 200 characters. */
export function cleanFileName(declared: string | undefined): string {
  // Browsers escape `"`, CR and LF in a multipart file name as %22, %0D and %0A (WHATWG FormData).
  const unescaped = (declared ?? '').replace(/%22/gi, '"').replace(/%0[ad]/gi, '');
  const base = unescaped.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((char) => !isHiddenCharacter(char))
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'attachment';
}

/** The name to download under: the kept name, with the extension of the sniffed type (a PNG named .pdf downloads as .png). */
export function downloadName(fileName: string, mime: string): string {
  const extension = isAllowed(mime) ? EXTENSIONS[mime] : null;
  if (!extension) return fileName;
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const current = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const same = current === extension || (extension === 'jpg' && current === 'jpeg');
  return same ? fileName : `${stem}.${extension}`;
}

/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266 / 5987): no header injection either way. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Where an inquiry's files live: keys under `inquiries/<inquiryId>/`, which its attachment rows keep. */
const inquiryFolder = (inquiryId: number) => `${path.posix.join('inquiries', String(inquiryId))}/`;
export const inquiryStorageName = (inquiryId: number, extension: string) => `${inquiryFolder(inquiryId)}${randomUUID()}.${extension}`;

/** Removes every file of an inquiry (a failed insert). */
export async function removeInquiryFiles(storage: FileStorage, inquiryId: number) {
  for await (const { key } of storage.list(inquiryFolder(inquiryId))) await storage.delete(key);
}
