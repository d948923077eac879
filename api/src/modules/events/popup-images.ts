import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { POPUP_IMAGE_NAME } from 'shared-contract';
import { AppError } from '../../http/app-error';
import type { DetectedImage } from '../profile/profile-image-file';
import { readUploadFile, writeUploadFile } from '../uploads/upload-files';

/** `popups/<name>` in the upload folder; the name is checked first, so it never leaves the folder. */
const popupImageFile = (name: string) => {
  if (!POPUP_IMAGE_NAME.test(name)) throw new AppError('NOT_FOUND');
  return path.posix.join('popups', name);
};

/** Keeps an admin's popup image under a random name (a popup names it); answers the name. */
export async function storePopupImage(uploadDir: string, content: Uint8Array, image: DetectedImage, now: Date): Promise<string> {
  const name = `${randomUUID()}.${image.extension}`;
  await writeUploadFile(uploadDir, popupImageFile(name), content, now);
  return name;
}

/** The stored image and its type, or null when there is none of that name. */
export async function readPopupImage(uploadDir: string, name: string): Promise<{ content: Buffer; mime: string } | null> {
  const content = await readUploadFile(uploadDir, popupImageFile(name));
  return content ? { content, mime: name.endsWith('.png') ? 'image/png' : 'image/jpeg' } : null;
}
