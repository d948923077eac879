import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type/core';
import { PROFILE_IMAGE_EXTENSIONS, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MIME_TYPES } from 'shared-contract';
import { AppError } from '../../http/app-error';

export interface DetectedImage {
  mime: (typeof PROFILE_IMAGE_MIME_TYPES)[number];
  extension: 'jpg' | 'png';
}

const isAllowedMime = (mime: string): mime is DetectedImage['mime'] => (PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(mime);

/**
 * The image type judged by its bytes (file-type reads the magic numbers), never by the name or the
 * declared content type: a GIF renamed .png is refused. A file name with an extension must also say
 * jpg, jpeg or png (spec section 5), so the name the member sees never disagrees with what is kept.
 */
export async function detectProfileImage(content: Uint8Array, fileName: string | undefined): Promise<DetectedImage> {
  const extension = fileName && fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : null;
  if (extension !== null && !(PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  }
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !isAllowedMime(detected.mime)) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  return { mime: detected.mime, extension: detected.mime === 'image/png' ? 'png' : 'jpg' };
}

/** @fastify/multipart limits of a one-image form (the account and the community profile uploads). */
export const PROFILE_UPLOAD_MULTIPART_LIMITS = { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 };

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Receives the one image part `image` of a multipart request (registered with PROFILE_UPLOAD_MULTIPART_LIMITS):
 * IMAGE_MISSING without one, IMAGE_TOO_LARGE past the limit (after letting the rest of the body arrive),
 * IMAGE_TYPE_NOT_ALLOWED unless its bytes are a jpg or png.
 */
export async function receiveProfileImage(request: FastifyRequest): Promise<{ content: Buffer; image: DetectedImage }> {
  if (!request.isMultipart()) throw new AppError('IMAGE_MISSING');
  const part = await request.file();
  if (!part) throw new AppError('IMAGE_MISSING');
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if (isFileTooLarge(error)) {
      // Let the rest of the body arrive so the browser reads the answer instead of a reset.
      request.raw.resume();
      throw new AppError('IMAGE_TOO_LARGE');
    }
    throw error;
  }
  if (part.fieldname !== 'image' || content.length === 0) throw new AppError('IMAGE_MISSING');
  return { content, image: await detectProfileImage(content, part.filename) };
}

/** Where a member's uploads live: `<uploadDir>/profile/<userId>/<uuid>.<ext>`; rows keep the relative name. */
export const profileUploadName = (userId: number, extension: string) => path.posix.join('profile', String(userId), `${randomUUID()}.${extension}`);

const absolute = (uploadDir: string, name: string) => {
  const root = path.resolve(uploadDir);
  const file = path.resolve(root, name);
  if (!file.startsWith(root + path.sep)) throw new AppError('NOT_FOUND');
  return file;
};

export async function writeProfileUpload(uploadDir: string, name: string, content: Uint8Array) {
  const file = absolute(uploadDir, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content, { flag: 'wx' });
}

export async function removeProfileUpload(uploadDir: string, name: string) {
  await rm(absolute(uploadDir, name), { force: true });
}

/** The stored bytes, or null when the file is gone. */
export async function readProfileUpload(uploadDir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(absolute(uploadDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
