import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { COMMUNITY_POST_MAX_IMAGES, PROFILE_IMAGE_MAX_BYTES, type ErrorCode } from 'shared-contract';
import { AppError } from '../../http/app-error';
import { readMultipartForm, type UploadQuotaCheck } from '../../http/multipart-form';
import type { FileStorage } from '../../storage/file-storage';
import { detectProfileImage, type DetectedImage } from '../profile/profile-image-file';

/** Post images (issue 11 B): up to 4 jpg/png files per post, judged by their bytes, 10 MB each. */

/** The form's file field (repeated, one part per image). */
export const POST_IMAGES_FIELD = 'images';

/** The post form's limits: a 5th file stops the parse (COMMUNITY_TOO_MANY_IMAGES), a file past 10 MB is refused (IMAGE_TOO_LARGE). */
export const POST_MULTIPART_LIMITS = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  fields: 4,
  parts: COMMUNITY_POST_MAX_IMAGES + 4,
  // The text is at most 5,000 characters (20 kB in UTF-8): a longer value is refused by the schema anyway.
  fieldSize: 64 * 1024,
};

export interface PostImage {
  content: Buffer;
  image: DetectedImage;
}

export interface ReceivedPostForm {
  body: string | undefined;
  images: PostImage[];
  /** Set when the files broke a rule; the whole body has still been read so the client gets the answer. */
  refusal: Extract<ErrorCode, 'COMMUNITY_TOO_MANY_IMAGES' | 'IMAGE_TOO_LARGE' | 'IMAGE_TYPE_NOT_ALLOWED'> | null;
}

/**
 * Reads the multipart post form to its end: the `body` field and the `images` files, counted against `quota` and
 * each sniffed by content.
 */
export async function readPostForm(request: FastifyRequest, quota: UploadQuotaCheck): Promise<ReceivedPostForm> {
  const form = await readMultipartForm(request, { filesField: POST_IMAGES_FIELD, maxFiles: COMMUNITY_POST_MAX_IMAGES, limits: POST_MULTIPART_LIMITS, quota });
  const body = form.fields.body;
  if (form.refusal === 'NOT_MULTIPART') throw new AppError('VALIDATION_FAILED', [{ path: '', message: 'multipart/form-data expected' }]);
  if (form.refusal === 'TOO_MANY_FILES') return { body, images: [], refusal: 'COMMUNITY_TOO_MANY_IMAGES' };
  if (form.refusal) return { body, images: [], refusal: 'IMAGE_TOO_LARGE' };
  const images: PostImage[] = [];
  for (const file of form.files) {
    try {
      images.push({ content: file.content, image: await detectProfileImage(file.content, file.fileName) });
    } catch (error) {
      if (error instanceof AppError && error.code === 'IMAGE_TYPE_NOT_ALLOWED') return { body, images: [], refusal: 'IMAGE_TYPE_NOT_ALLOWED' };
      throw error;
    }
  }
  return { body, images, refusal: null };
}

/** A stored post image's name (also its URL segment): a random UUID and the sniffed extension. */
export const POST_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png)$/;
export const postImageName = (extension: DetectedImage['extension']) => `${randomUUID()}.${extension}`;

/** A post image's storage key, `community/<name>`; NOT_FOUND for a name that is not one (it never leaves its folder). */
export const postImageKey = (name: string) => {
  if (!POST_IMAGE_NAME.test(name)) throw new AppError('NOT_FOUND');
  return path.posix.join('community', name);
};

export async function writePostImage(storage: FileStorage, name: string, { content, image }: PostImage, now: Date) {
  await storage.put(postImageKey(name), content, { contentType: image.mime, storedAt: now });
}

export async function removePostImages(storage: FileStorage, names: string[]) {
  await Promise.all(names.map((name) => storage.delete(postImageKey(name))));
}
