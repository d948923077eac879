import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { POPUP_IMAGE_NAME } from 'shared-contract';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/file-storage';
import type { DetectedImage } from '../profile/profile-image-file';

/** A popup image's storage key, `popups/<name>`; NOT_FOUND for a name that is not one (it never leaves its folder). */
export const popupImageKey = (name: string) => {
  if (!POPUP_IMAGE_NAME.test(name)) throw new AppError('NOT_FOUND');
  return path.posix.join('popups', name);
};

/** Keeps an admin's popup image under a random name (a popup names it); answers the name. */
export async function storePopupImage(storage: FileStorage, content: Uint8Array, image: DetectedImage, now: Date): Promise<string> {
  const name = `${randomUUID()}.${image.extension}`;
  await storage.put(popupImageKey(name), content, { contentType: image.mime, storedAt: now });
  return name;
}
