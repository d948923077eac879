import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { fileTypeFromBuffer } from 'file-type/core';
import { PROFILE_IMAGE_EXTENSIONS, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MIME_TYPES } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { readMultipartForm, type UploadQuotaCheck } from '../../http/multipart-form';
import type { FileStorage } from '../../storage/file-storage';
import { insertProfileUpload } from './profile-repository';

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

/** The multipart limits of a one-image form (the account and the community profile uploads). */
export const PROFILE_UPLOAD_MULTIPART_LIMITS = { fileSize: PROFILE_IMAGE_MAX_BYTES, fields: 4, parts: 5 };

/**
 * Receives the one image part `image` of a multipart request, counted against `quota`: IMAGE_MISSING without one,
 * IMAGE_TOO_LARGE past the limit (after letting the rest of the body arrive), IMAGE_TYPE_NOT_ALLOWED unless its
 * bytes are a jpg or png, UPLOAD_QUOTA_EXCEEDED past the member's daily quota.
 */
export async function receiveProfileImage(request: FastifyRequest, quota: UploadQuotaCheck): Promise<{ content: Buffer; image: DetectedImage }> {
  const form = await readMultipartForm(request, { filesField: 'image', maxFiles: 1, limits: PROFILE_UPLOAD_MULTIPART_LIMITS, quota });
  if (form.refusal === 'FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
  if (form.refusal === 'TOO_MANY_FILES') throw new AppError('VALIDATION_FAILED', [{ path: 'image', message: 'one image' }]);
  const [file] = form.files;
  if (form.refusal || !file || file.content.length === 0) throw new AppError('IMAGE_MISSING');
  return { content: file.content, image: await detectProfileImage(file.content, file.fileName) };
}

/** A new upload's public id (its image URL): 128 random bits, never a counter. */
export const newUploadPublicId = () => randomBytes(16).toString('hex');

/** A member's upload's storage key, `profile/<userId>/<uuid>.<ext>`, which its row keeps. */
export const profileUploadName = (userId: number, extension: string) => path.posix.join('profile', String(userId), `${randomUUID()}.${extension}`);

/**
 * Keeps a received image as one of the member's uploads (a random public id, a random file name) and lets `select`
 * make it the profile or community image in the same transaction. The file is written first and removed again if
 * the rows are not kept; one left behind by a crash in between is removed by the upload sweep after its grace period.
 */
export async function storeProfileUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: number,
  { content, image }: { content: Buffer; image: DetectedImage },
  now: Date,
  select: (trx: Transaction<Database>, uploadId: number) => Promise<AppUserRow>,
): Promise<AppUserRow> {
  const name = profileUploadName(userId, image.extension);
  await storage.put(name, content, { contentType: image.mime, storedAt: now });
  try {
    return await db.transaction().execute(async (trx) => {
      const uploadId = await insertProfileUpload(trx, {
        userId,
        publicId: newUploadPublicId(),
        fileName: name,
        mimeType: image.mime,
        sizeBytes: content.length,
        now,
      });
      return select(trx, uploadId);
    });
  } catch (error) {
    await storage.delete(name).catch(() => undefined);
    throw error;
  }
}
