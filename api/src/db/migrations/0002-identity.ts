import { sql, type Kysely } from 'kysely';

/** Members, backend token families, owned KEYs, notifications, cabinet reset links, identity verifications. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('sns_provider', 'text', (col) => col.notNull())
    .addColumn('sns_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    .addColumn('nickname', 'text', (col) => col.unique())
    .addColumn('nickname_changed_at', 'timestamptz')
    .addColumn('nickname_flagged', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('member')
        .check(sql`role in ('member', 'admin')`),
    )
    .addColumn('status', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 6, 9)`),
    )
    .addColumn('language_type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ko')
        .check(sql`language_type in ('ko', 'en')`),
    )
    .addColumn('is_agree_mail', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('agree_push', 'jsonb', (col) =>
      col.notNull().defaultTo(sql`'{"isAgreePush":false,"isAgreePushContents":false,"isAgreePushFreetime":false,"isAgreePushNight":false}'::jsonb`),
    )
    .addColumn('consents_at', 'timestamptz')
    .addColumn('cabinet_password_hash', 'text')
    .addColumn('profile_image_type', 'text', (col) => col.check(sql`profile_image_type in ('UPLOAD', 'KEY')`))
    .addColumn('profile_upload_id', 'integer')
    .addColumn('profile_key_design_id', 'integer')
    .addColumn('show_adult', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_adult', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_adult_kr', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('adult_verified_en_at', 'timestamptz')
    .addColumn('adult_verified_ko_at', 'timestamptz')
    .addColumn('verified_name', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('phone', 'text')
    .addColumn('di', 'text')
    .addColumn('is_pre_book', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('purchase_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('signed_up_at', 'timestamptz')
    .addColumn('deactivated_at', 'timestamptz')
    .addColumn('deactivation_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('app_user_identity_unique', ['sns_provider', 'sns_id'])
    .execute();
  await db.schema.createIndex('app_user_di_idx').on('app_user').column('di').execute();

  await db.schema
    .createTable('token_family')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('token_family_user_idx').on('token_family').column('user_id').execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('family_id', 'text', (col) => col.notNull().references('token_family.id'))
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_token_family_idx').on('refresh_token').column('family_id').execute();

  await db.schema
    .createTable('key_item')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('key_design_id', 'integer', (col) => col.notNull().references('key_design.id'))
    .addColumn('serial_no', 'integer', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.references('app_user.id'))
    .addColumn('acquired_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('key_item_serial_unique', ['key_design_id', 'serial_no'])
    .execute();
  await db.schema.createIndex('key_item_owner_idx').on('key_item').columns(['owner_id', 'key_design_id']).execute();

  await db.schema
    .createTable('ownership_event')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('key_item_id', 'integer', (col) => col.notNull().references('key_item.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('GRANT', 'PURCHASE', 'TRANSFER', 'SALE', 'EXCHANGE', 'REVOKE')`))
    .addColumn('from_user_id', 'integer', (col) => col.references('app_user.id'))
    .addColumn('to_user_id', 'integer', (col) => col.references('app_user.id'))
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ownership_event_item_idx').on('ownership_event').column('key_item_id').execute();

  await db.schema
    .createTable('profile_upload')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('profile_upload_user_idx').on('profile_upload').column('user_id').execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('ADMIN', 'TRANSFER', 'PURCHASE', 'COMMENT', 'LIKE', 'SALE')`))
    .addColumn('title_ko', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('body_ko', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .addColumn('link_url', 'text')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notification_user_idx').on('notification').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('cabinet_reset')
    .addColumn('uuid', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('identity_verification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('account', 'find')`))
    .addColumn('user_id', 'integer', (col) => col.references('app_user.id'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('PENDING', 'VERIFIED', 'USED', 'FAILED')`))
    .addColumn('di', 'text')
    .addColumn('name', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('verified_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'identity_verification',
    'cabinet_reset',
    'notification',
    'profile_upload',
    'ownership_event',
    'key_item',
    'refresh_token',
    'token_family',
    'app_user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
