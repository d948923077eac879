import type { Kysely } from 'kysely';
import type { CommunityProfile, CommunityProfileInput } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { communityProfileImage, memberById, ownsKeyDesign, ownsProfileUpload, profileImageChoices, uploadPublicIdsOf } from '../members/member-repository';
import type { DetectedImage } from '../profile/profile-image-file';
import { storeProfileUpload } from '../profile/profile-image-file';
import * as repository from './community-repository';

/**
 * The community profile (issue 11 B, spec section 3: communityProfileImage and its type): a display nickname and an
 * image, an owned KEY design or one of the member's uploads; without them the account's are shown.
 */

async function profileOf(db: Kysely<Database>, user: AppUserRow): Promise<CommunityProfile> {
  const image = communityProfileImage({ ...user, ...(await uploadPublicIdsOf(db, user)) });
  return {
    nickname: user.community_nickname,
    accountNickname: user.nickname,
    imageType: image.type,
    imageUrl: image.url,
    choices: await profileImageChoices(db, user.id, {
      type: user.community_image_type,
      uploadId: user.community_upload_id,
      keyDesignId: user.community_key_design_id,
    }),
  };
}

export async function readCommunityProfile(db: Kysely<Database>, userId: number): Promise<CommunityProfile> {
  return profileOf(db, await memberById(db, userId));
}

/**
 * Sets the nickname (null: the account's) and the image (null: the account's). The nickname may not be another
 * member's account or community nickname (in any letter case), so nobody posts under someone else's name.
 */
export async function updateCommunityProfile(db: Kysely<Database>, userId: number, input: CommunityProfileInput): Promise<CommunityProfile> {
  const nickname = input.nickname;
  if (nickname !== null) {
    if (await repository.nicknameTakenByOther(db, userId, nickname.toLowerCase())) throw new AppError('NICKNAME_DUPLICATE');
  }
  let image: Pick<AppUserRow, 'community_image_type' | 'community_upload_id' | 'community_key_design_id'> = {
    community_image_type: null,
    community_upload_id: null,
    community_key_design_id: null,
  };
  if (input.image?.type === 'KEY') {
    if (!(await ownsKeyDesign(db, userId, input.image.id))) throw new AppError('KEY_NOT_OWNED');
    image = { community_image_type: 'KEY', community_upload_id: null, community_key_design_id: input.image.id };
  } else if (input.image?.type === 'UPLOAD') {
    if (!(await ownsProfileUpload(db, userId, input.image.id))) throw new AppError('NOT_FOUND');
    image = { community_image_type: 'UPLOAD', community_upload_id: input.image.id, community_key_design_id: null };
  }
  const updated = await repository.setCommunityProfile(db, userId, { community_nickname: nickname, ...image });
  return profileOf(db, updated);
}

/** A new upload (kept among the member's profile uploads), selected as the community image. */
export async function uploadCommunityImage(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: number,
  received: { content: Buffer; image: DetectedImage },
  now: Date,
): Promise<CommunityProfile> {
  const updated = await storeProfileUpload(db, storage, userId, received, now, (trx, uploadId) =>
    repository.setCommunityProfile(trx, userId, { community_image_type: 'UPLOAD', community_upload_id: uploadId, community_key_design_id: null }),
  );
  return profileOf(db, updated);
}
