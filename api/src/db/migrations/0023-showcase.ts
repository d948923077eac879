import { sql, type Kysely } from 'kysely';

/**
 * Issue 15 B: the public showcase. A member switches it on (off by default: no row means off) and publishes chosen
 * KEYs at `/collector/<nickname>`. A published KEY is shown only while the member still owns it since before it was
 * published (`key_item.acquired_at <= published_at`), so a KEY sold or transferred drops off, and does not come back
 * by itself if it ever returns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('showcase')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('app_user.id'))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('showcase_item')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('key_item_id', 'integer', (col) => col.notNull().references('key_item.id'))
    .addColumn('position', 'integer', (col) => col.notNull().check(sql`position >= 0`))
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('showcase_item_pkey', ['user_id', 'key_item_id'])
    .execute();
  await db.schema.createIndex('showcase_item_order_idx').on('showcase_item').columns(['user_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('showcase_item').execute();
  await db.schema.dropTable('showcase').execute();
}
