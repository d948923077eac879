import { sql, type Kysely } from 'kysely';

/** Likes: a member likes a KEY design or a project at most once (the primary key keeps one row). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_like')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('target_type', 'text', (col) => col.notNull().check(sql`target_type in ('KEY', 'PROJECT')`))
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_like_pk', ['user_id', 'target_type', 'target_id'])
    .execute();
  await db.schema.createIndex('member_like_target_idx').on('member_like').columns(['target_type', 'target_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_like').execute();
}
