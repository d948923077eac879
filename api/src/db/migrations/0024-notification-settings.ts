import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: per-type switches for web notifications. A row means the member switched that type off; no row (the
 * default) means it arrives. The push consents stay in `app_user.agree_push` (0002), now editable on the web.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_mute')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('muted_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_mute_pk', ['user_id', 'type'])
    .execute();
  await sql`comment on table notification_mute is 'Web notification types a member switched off (issue 15).'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_mute').execute();
}
