import { sql, type Kysely } from 'kysely';

/**
 * Issue 12 E, uploads: the daily upload quota per member (one row per member and KST day, charged by one conditional
 * upsert, so concurrent uploads and several api instances cannot pass it), and a random public id for every profile
 * upload (its image URL; the integer id stays internal). Existing uploads get a random public id too, so no
 * sequential URL stays readable. The profile image reference gets the foreign key the community one has, so the
 * upload sweep can never remove an upload in use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_quota')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    // The KST calendar day, 'YYYY-MM-DD'.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('files', 'integer', (col) => col.notNull().check(sql`files >= 0`))
    .addColumn('bytes', 'integer', (col) => col.notNull().check(sql`bytes >= 0`))
    .addPrimaryKeyConstraint('upload_quota_pk', ['user_id', 'day'])
    .execute();

  await db.schema.alterTable('profile_upload').addColumn('public_id', 'text').execute();
  await sql`update profile_upload set public_id = replace(gen_random_uuid()::text, '-', '')`.execute(db);
  await db.schema
    .alterTable('profile_upload')
    .alterColumn('public_id', (col) => col.setNotNull())
    .execute();
  await db.schema.createIndex('profile_upload_public_id_key').on('profile_upload').column('public_id').unique().execute();

  await sql`update app_user set profile_upload_id = null, profile_image_type = null
    where profile_upload_id is not null and not exists (select 1 from profile_upload u where u.id = app_user.profile_upload_id)`.execute(db);
  await db.schema.alterTable('app_user').addForeignKeyConstraint('app_user_profile_upload_fk', ['profile_upload_id'], 'profile_upload', ['id']).execute();
  // The sweep looks for the images of deleted posts.
  await db.schema.createIndex('community_post_deleted_idx').on('community_post').column('deleted_at').where(sql.ref('deleted_at'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('community_post_deleted_idx').execute();
  await db.schema.alterTable('app_user').dropConstraint('app_user_profile_upload_fk').execute();
  await db.schema.dropIndex('profile_upload_public_id_key').execute();
  await db.schema.alterTable('profile_upload').dropColumn('public_id').execute();
  await db.schema.dropTable('upload_quota').execute();
}
