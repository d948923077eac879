import { sql, type Kysely } from 'kysely';

/**
 * The cart: one line per member and project (adding again adds to its quantity). A line is kept 90 days after it
 * was last added to (`added_at`), then dropped by the app clock; `updated_at` follows quantity changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_item')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('project.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('added_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('cart_item_user_project_key', ['user_id', 'project_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_item').execute();
}
