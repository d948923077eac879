import { sql, type Kysely } from 'kysely';
import { MEMBER_STATUS, PROFILE_UPLOADS_KEPT } from 'shared-contract';
import type { Database } from '../../db/schema';

/** The SQL of the uploads module: the daily quota and the sweep of unreferenced uploads. */
type DB = Kysely<Database>;

/**
 * Adds `files` and `bytes` to the member's row of `day` in one conditional upsert: the row is only raised while it
 * stays within `max`. Answers undefined when it would not.
 */
export async function chargeQuotaRow(
  db: DB,
  { userId, day, files, bytes }: { userId: number; day: string; files: number; bytes: number },
  max: { files: number; bytes: number },
) {
  return db
    .insertInto('upload_quota')
    .values({ user_id: userId, day, files, bytes })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet((eb) => ({
          files: eb('upload_quota.files', '+', eb.ref('excluded.files')),
          bytes: eb('upload_quota.bytes', '+', eb.ref('excluded.bytes')),
        }))
        .where((eb) =>
          eb.and([
            eb(eb('upload_quota.files', '+', eb.ref('excluded.files')), '<=', max.files),
            eb(eb('upload_quota.bytes', '+', eb.ref('excluded.bytes')), '<=', max.bytes),
          ]),
        ),
    )
    .returning('files')
    .executeTakeFirst();
}

/**
 * Deletes at most `limit` profile uploads created before the cutoff that neither a profile nor a community image
 * refers to, of deactivated members or past the member's newest PROFILE_UPLOADS_KEPT. Answers their file names.
 */
export async function deleteUnusedProfileUploads(db: DB, cutoff: Date, limit: number) {
  return db
    .deleteFrom('profile_upload')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('profile_upload as u')
        .select('u.id')
        .where('u.created_at', '<', cutoff)
        .where((outer) =>
          outer.not(
            outer.exists(
              outer
                .selectFrom('app_user as a')
                .select('a.id')
                .where((inner) => inner.or([inner('a.profile_upload_id', '=', inner.ref('u.id')), inner('a.community_upload_id', '=', inner.ref('u.id'))])),
            ),
          ),
        )
        .where((inner) =>
          inner.or([
            inner.exists(inner.selectFrom('app_user as o').select('o.id').whereRef('o.id', '=', 'u.user_id').where('o.status', '=', MEMBER_STATUS.deactivated)),
            inner(
              inner
                .selectFrom('profile_upload as n')
                .select(sql<number>`count(*)::int`.as('newer'))
                .whereRef('n.user_id', '=', 'u.user_id')
                .whereRef('n.id', '>', 'u.id'),
              '>=',
              PROFILE_UPLOADS_KEPT,
            ),
          ]),
        )
        .limit(limit),
    )
    .returning('file_name')
    .execute();
}

/** Deletes at most `limit` image rows of posts deleted before the cutoff; answers their storage names. */
export async function deleteDeletedPostImages(db: DB, cutoff: Date, limit: number) {
  return db
    .deleteFrom('community_post_image')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('community_post_image as i')
        .innerJoin('community_post as p', 'p.id', 'i.post_id')
        .select('i.id')
        .where('p.deleted_at', 'is not', null)
        .where('p.deleted_at', '<', cutoff)
        .limit(limit),
    )
    .returning('storage_name')
    .execute();
}

/** Of `names`, those profile uploads hold. */
export async function profileUploadNames(db: DB, names: string[]) {
  return db.selectFrom('profile_upload').select('file_name').where('file_name', 'in', names).execute();
}

/** Of `names` (relative to the community folder), those post images hold. */
export async function postImageNames(db: DB, names: string[]) {
  return db.selectFrom('community_post_image').select('storage_name').where('storage_name', 'in', names).execute();
}

/** Of `names`, those inquiry attachments hold. */
export async function inquiryAttachmentNames(db: DB, names: string[]) {
  return db.selectFrom('support_inquiry_attachment').select('storage_name').where('storage_name', 'in', names).execute();
}
