import { sql, type Kysely } from 'kysely';
import type { AppUserRow, Database } from '../../db/schema';

/** Every SQL statement of the profile module. */
type DB = Kysely<Database>;

export type ProfileChanges = { nickname?: string; nickname_changed_at?: Date; nickname_flagged?: boolean; is_agree_mail?: boolean };
export type ProfileImageChanges = Partial<Pick<AppUserRow, 'profile_image_type' | 'profile_upload_id' | 'profile_key_design_id'>>;

/** Case-insensitive: "Keys" is taken when "KEYS" exists (a case-only change of one's own nickname is allowed). */
export async function isNicknameTaken(db: DB, nickname: string, userId: number): Promise<boolean> {
  const taken = await db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['nickname']), '=', nickname.toLowerCase()))
    .where('id', '<>', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Applies the changes to the member's row. With a nickname change, only if the row still has the nickname state
 * the change was checked against (`user`): of two changes at once (two tabs) one wins, the other matches nothing.
 */
export async function updateInfo(db: DB, user: AppUserRow, changes: ProfileChanges, nicknameChange: boolean): Promise<AppUserRow | undefined> {
  let query = db.updateTable('app_user').set(changes).where('id', '=', user.id);
  if (nicknameChange) {
    query = query
      .where((eb) =>
        user.nickname_changed_at === null
          ? eb('nickname_changed_at', 'is', null)
          : // JS dates hold milliseconds; a value written by SQL now() has microseconds.
            eb(sql<Date>`date_trunc('milliseconds', nickname_changed_at)`, '=', user.nickname_changed_at),
      )
      .where('nickname_flagged', '=', user.nickname_flagged);
  }
  return query.returningAll().executeTakeFirst();
}

export async function insertProfileUpload(
  db: DB,
  upload: { userId: number; publicId: string; fileName: string; mimeType: string; sizeBytes: number; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('profile_upload')
    .values({
      user_id: upload.userId,
      public_id: upload.publicId,
      file_name: upload.fileName,
      mime_type: upload.mimeType,
      size_bytes: upload.sizeBytes,
      created_at: upload.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function uploadByPublicId(db: DB, publicId: string) {
  return db.selectFrom('profile_upload').select(['file_name', 'mime_type']).where('public_id', '=', publicId).executeTakeFirst();
}

export async function setProfileImage(db: DB, userId: number, changes: ProfileImageChanges): Promise<AppUserRow> {
  return db.updateTable('app_user').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}
