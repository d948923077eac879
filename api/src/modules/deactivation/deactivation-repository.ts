import type { Kysely } from 'kysely';
import { MEMBER_STATUS } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { deletedIdentity } from '../members/member-repository';

/** Every SQL statement of the deactivation module. */
type DB = Kysely<Database>;

/** Status 9 and the member's personal data erased; the provider identity kept only as a one-way hash. */
export async function eraseMember(db: DB, user: AppUserRow, { reason, now }: { reason: string; now: Date }): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      status: MEMBER_STATUS.deactivated,
      deactivated_at: now,
      deactivation_reason: reason,
      sns_id: deletedIdentity(user.sns_provider, user.sns_id),
      email: null,
      name: null,
      nickname: null,
      nickname_changed_at: null,
      verified_name: null,
      birth_date: null,
      phone: null,
      di: null,
      cabinet_password_hash: null,
      profile_image_type: null,
      profile_upload_id: null,
      profile_key_design_id: null,
      community_nickname: null,
      community_image_type: null,
      community_upload_id: null,
      community_key_design_id: null,
      is_agree_mail: false,
    })
    .where('id', '=', user.id)
    .execute();
}

/** Deletes the member's upload rows; answers their file names. */
export async function deleteProfileUploads(db: DB, userId: number) {
  return db.deleteFrom('profile_upload').where('user_id', '=', userId).returning('file_name').execute();
}

export async function deleteNotifications(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('notification').where('user_id', '=', userId).execute();
}

export async function deleteCabinetResets(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('cabinet_reset').where('user_id', '=', userId).execute();
}

export async function deleteVerifications(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('identity_verification').where('user_id', '=', userId).execute();
}
