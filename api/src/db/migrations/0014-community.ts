import { sql, type Kysely } from 'kysely';

/**
 * Issue 11: a community per project (settings an admin changes), posts with images, one level of comments,
 * likes, reports, bans, the community profile on app_user, and notifications collapsed per target.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A project without a row has an open community.
  await db.schema
    .createTable('community_setting')
    .addColumn('project_id', 'integer', (col) => col.primaryKey().references('project.id'))
    .addColumn('closed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('opens_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('updated_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('community_post')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('project.id'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('like_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`like_count >= 0`),
    )
    .addColumn('comment_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`comment_count >= 0`),
    )
    .addColumn('pinned_at', 'timestamptz')
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // The feed: newest first by id (keyset), live posts of one community.
  await sql`create index community_post_feed_idx on community_post (project_id, id desc) where deleted_at is null`.execute(db);
  await db.schema.createIndex('community_post_author_idx').on('community_post').columns(['author_id', 'id']).execute();

  await db.schema
    .createTable('community_post_image')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('post_id', 'integer', (col) => col.notNull().references('community_post.id'))
    .addColumn('storage_name', 'text', (col) => col.notNull().unique())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('community_post_image_post_idx').on('community_post_image').columns(['post_id', 'position']).execute();

  await db.schema
    .createTable('community_comment')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('post_id', 'integer', (col) => col.notNull().references('community_post.id'))
    .addColumn('parent_id', 'integer', (col) => col.references('community_comment.id'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('like_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`like_count >= 0`),
    )
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('community_comment_post_idx').on('community_comment').columns(['post_id', 'parent_id', 'id']).execute();
  await db.schema.createIndex('community_comment_author_idx').on('community_comment').columns(['author_id', 'id']).execute();

  // One like per member per target: the primary key makes a concurrent second like a no-op.
  await db.schema
    .createTable('community_reaction')
    .addColumn('target_type', 'text', (col) => col.notNull().check(sql`target_type in ('post', 'comment')`))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('community_reaction_pk', ['target_type', 'target_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('community_report')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('target_type', 'text', (col) => col.notNull().check(sql`target_type in ('post', 'comment')`))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('project.id'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('OPEN', 'HIDDEN', 'DISMISSED')`))
    .addColumn('resolved_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('community_report_once', ['reporter_id', 'target_type', 'target_id'])
    .execute();
  await db.schema.createIndex('community_report_target_idx').on('community_report').columns(['target_type', 'target_id', 'status']).execute();
  await db.schema.createIndex('community_report_status_idx').on('community_report').columns(['status', 'id']).execute();

  await db.schema
    .createTable('community_ban')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    // Null: for good.
    .addColumn('ends_at', 'timestamptz')
    .addColumn('lifted_at', 'timestamptz')
    .addColumn('lifted_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('created_by', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('community_ban_user_idx').on('community_ban').columns(['user_id', 'id']).execute();

  await db.schema
    .alterTable('app_user')
    .addColumn('community_nickname', 'text')
    .addColumn('community_image_type', 'text', (col) => col.check(sql`community_image_type in ('UPLOAD', 'KEY')`))
    .addColumn('community_upload_id', 'integer', (col) => col.references('profile_upload.id'))
    .addColumn('community_key_design_id', 'integer', (col) => col.references('key_design.id'))
    .execute();

  // COMMENT and LIKE notifications about one target collapse into one unread row per member.
  await db.schema.alterTable('notification').addColumn('group_key', 'text').execute();
  await sql`create unique index notification_group_unread_idx on notification (user_id, group_key) where read_at is null and group_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notification_group_unread_idx`.execute(db);
  await db.schema.alterTable('notification').dropColumn('group_key').execute();
  await db.schema
    .alterTable('app_user')
    .dropColumn('community_nickname')
    .dropColumn('community_image_type')
    .dropColumn('community_upload_id')
    .dropColumn('community_key_design_id')
    .execute();
  for (const table of [
    'community_ban',
    'community_report',
    'community_reaction',
    'community_comment',
    'community_post_image',
    'community_post',
    'community_setting',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
