import type { Kysely } from 'kysely';
import type { ProfileImageChoice, SetProfileImageInput, UpdateInfoInput } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { memberById, nicknameChangeableAt, ownsKeyDesign, ownsProfileUpload, profileImageChoices } from '../members/member-repository';
import type { FileStorage } from '../../storage/file-storage';
import { storeProfileUpload, type DetectedImage } from './profile-image-file';
import * as repository from './profile-repository';

type DB = Kysely<Database>;

/** A profile upload's public id (newUploadPublicId: 32 hex digits). */
const UPLOAD_PUBLIC_ID = /^[0-9a-f]{32}$/;

const tooSoon = (next: Date) => new AppError('NICKNAME_CHANGE_TOO_SOON', undefined, { nextChangeAt: next.toISOString() });

/** `PATCH /api/user/info`: the nickname (at most once a month, unique in any letter case) and the mail agreement. */
export async function changeInfo(db: DB, { user, input, now }: { user: AppUserRow; input: UpdateInfoInput; now: Date }): Promise<AppUserRow> {
  const changes: repository.ProfileChanges = {};
  if (input.isAgreeMail !== undefined) changes.is_agree_mail = input.isAgreeMail;

  if (input.nickname !== undefined) {
    const nickname = input.nickname;
    if (nickname === user.nickname) throw new AppError('NICKNAME_UNCHANGED');
    const next = nicknameChangeableAt(user, now);
    if (next) throw tooSoon(next);
    if (await repository.isNicknameTaken(db, nickname, user.id)) throw new AppError('NICKNAME_DUPLICATE');
    Object.assign(changes, { nickname, nickname_changed_at: now, nickname_flagged: false });
  }

  let updated: AppUserRow | undefined;
  try {
    updated = await repository.updateInfo(db, user, changes, input.nickname !== undefined);
  } catch (error) {
    // Another member took the same name (in any letter case) between the check and the update.
    if (isUniqueViolation(error)) throw new AppError('NICKNAME_DUPLICATE');
    throw error;
  }
  if (!updated) {
    const current = await memberById(db, user.id);
    throw tooSoon(nicknameChangeableAt(current, now) ?? now);
  }
  return updated;
}

/** Keeps a received image as the member's new upload and makes it the profile image, in one transaction. */
export async function uploadProfileImage(
  db: DB,
  { storage, userId, received, now }: { storage: FileStorage; userId: number; received: { content: Buffer; image: DetectedImage }; now: Date },
): Promise<AppUserRow> {
  return storeProfileUpload(db, storage, userId, received, now, (trx, uploadId) =>
    repository.setProfileImage(trx, userId, { profile_image_type: 'UPLOAD', profile_upload_id: uploadId }),
  );
}

/** A profile upload's storage key; NOT_FOUND for an id that is not one. */
export async function profileUploadKey(db: DB, publicId: string): Promise<string> {
  if (!UPLOAD_PUBLIC_ID.test(publicId)) throw new AppError('NOT_FOUND');
  const row = await repository.uploadByPublicId(db, publicId);
  if (!row) throw new AppError('NOT_FOUND');
  return row.file_name;
}

/** The images the member may choose as the profile image (uploads and owned KEYs), the current one selected. */
export async function profileImagesOf(db: DB, user: AppUserRow): Promise<ProfileImageChoice[]> {
  return profileImageChoices(db, user.id, { type: user.profile_image_type, uploadId: user.profile_upload_id, keyDesignId: user.profile_key_design_id });
}

/** An owned KEY design or one of the member's earlier uploads as the profile image. */
export async function chooseProfileImage(db: DB, userId: number, input: SetProfileImageInput): Promise<AppUserRow> {
  let changes: repository.ProfileImageChanges;
  if ('keyId' in input) {
    if (!(await ownsKeyDesign(db, userId, input.keyId))) throw new AppError('KEY_NOT_OWNED');
    changes = { profile_image_type: 'KEY', profile_key_design_id: input.keyId };
  } else {
    if (!(await ownsProfileUpload(db, userId, input.uploadId))) throw new AppError('NOT_FOUND');
    changes = { profile_image_type: 'UPLOAD', profile_upload_id: input.uploadId };
  }
  return repository.setProfileImage(db, userId, changes);
}
