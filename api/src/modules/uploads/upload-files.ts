import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../http/app-error';

/**
 * Stored uploads, by a name relative to the upload folder (`profile/<userId>/<random>.<ext>`, `community/<random>.<ext>`,
 * `inquiries/<inquiryId>/<random>.<ext>`): the one place that turns a name into a file.
 */

/** The absolute file of a stored name; NOT_FOUND when the name would leave the upload folder. */
export function uploadFile(uploadDir: string, name: string): string {
  const root = path.resolve(uploadDir);
  const file = path.resolve(root, name);
  if (!file.startsWith(root + path.sep)) throw new AppError('NOT_FOUND');
  return file;
}

/**
 * Writes a new upload (never over an existing file). Its modification time is the app clock's `now`, which the
 * upload sweep compares with its grace period, so a file whose row is still being inserted is never removed.
 */
export async function writeUploadFile(uploadDir: string, name: string, content: Uint8Array, now: Date): Promise<void> {
  const file = uploadFile(uploadDir, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content, { flag: 'wx' });
  await utimes(file, now, now);
}

export async function removeUploadFile(uploadDir: string, name: string): Promise<void> {
  await rm(uploadFile(uploadDir, name), { force: true });
}

/** The stored bytes, or null when the file is gone. */
export async function readUploadFile(uploadDir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(uploadFile(uploadDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
