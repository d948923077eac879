import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { COMMUNITY_POST_MAX_IMAGES, PROFILE_IMAGE_MAX_BYTES, type ErrorCode } from 'shared-contract';
import { AppError } from '../../http/app-error';
import { detectProfileImage, type DetectedImage } from '../profile/profile-image-file';

/** Post images (issue 11 B): up to 4 jpg/png files per post, judged by their bytes, 10 MB each. */

/** The form's file field (repeated, one part per image). */
export const POST_IMAGES_FIELD = 'images';

/**
 * Busboy's limits for the post form: a 5th file stops the parse (COMMUNITY_TOO_MANY_IMAGES); a file past 10 MB is
 * cut and marked truncated (IMAGE_TOO_LARGE) while the rest of the body is still read.
 */
export const POST_MULTIPART_LIMITS = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: COMMUNITY_POST_MAX_IMAGES,
  fields: 4,
  parts: COMMUNITY_POST_MAX_IMAGES + 4,
  // The text is at most 5,000 characters (20 kB in UTF-8): a longer value is refused by the schema anyway.
  fieldSize: 64 * 1024,
};
/** A file past the size limit is marked truncated instead of failing the parse, so the rest is still read. */
export const POST_MULTIPART_OPTIONS = { limits: POST_MULTIPART_LIMITS, throwFileSizeLimit: false };

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

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * Reads the multipart post form to its end (multipart registered with POST_MULTIPART_OPTIONS): the `body` field and
 * the `images` files, each sniffed by content.
 */
export async function readPostForm(request: FastifyRequest): Promise<ReceivedPostForm> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', [{ path: '', message: 'multipart/form-data expected' }]);
  let body: string | undefined;
  const files: Array<{ content: Buffer; fileName: string }> = [];
  let refusal: ReceivedPostForm['refusal'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'body' && body === undefined && typeof part.value === 'string') body = part.value;
        continue;
      }
      const keep = part.fieldname === POST_IMAGES_FIELD;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (keep && !refusal) chunks.push(chunk);
      }
      if (!keep || refusal) continue;
      if (part.file.truncated) {
        refusal = 'IMAGE_TOO_LARGE';
        continue;
      }
      const content = Buffer.concat(chunks);
      // An empty file input of a plain HTML form sends a part with no name and no bytes: nothing chosen.
      if (content.length === 0 && !part.filename) continue;
      files.push({ content, fileName: part.filename });
    }
  } catch (error) {
    request.raw.resume();
    if (codeOf(error) === 'FST_FILES_LIMIT') return { body, images: [], refusal: 'COMMUNITY_TOO_MANY_IMAGES' };
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', [{ path: '', message: error instanceof Error ? error.message : 'malformed multipart body' }]);
  }
  if (refusal) return { body, images: [], refusal };
  const images: PostImage[] = [];
  for (const file of files) {
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

/** `<uploadDir>/community/<name>`; the name is checked against POST_IMAGE_NAME first, so it never leaves the folder. */
const postImageFile = (uploadDir: string, name: string) => {
  if (!POST_IMAGE_NAME.test(name)) throw new AppError('NOT_FOUND');
  return path.join(path.resolve(uploadDir), 'community', name);
};

export async function writePostImage(uploadDir: string, name: string, content: Uint8Array) {
  const file = postImageFile(uploadDir, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content, { flag: 'wx' });
}

export async function removePostImages(uploadDir: string, names: string[]) {
  await Promise.all(names.map((name) => rm(postImageFile(uploadDir, name), { force: true })));
}

/** The stored bytes, or null when the file is gone. */
export async function readPostImage(uploadDir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(postImageFile(uploadDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
