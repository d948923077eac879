import { sql, type Kysely } from 'kysely';

/** Coupons and the coupons members registered (spec sections 3 and 4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupon')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('DISCOUNT', 'EXCHANGE', 'REVEAL')`))
    .addColumn('title_ko', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('discount_percent', 'integer', (col) => col.check(sql`discount_percent between 1 and 100`))
    .addColumn('discount_gold', 'integer', (col) => col.check(sql`discount_gold > 0`))
    .addColumn('key_design_id', 'integer', (col) => col.references('key_design.id'))
    .addColumn('project_id', 'integer', (col) => col.references('project.id'))
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('max_registrations', 'integer', (col) => col.check(sql`max_registrations >= 0`))
    .addColumn('registered_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`registered_count >= 0`),
    )
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('coupon_registrations_within_max', sql`max_registrations is null or registered_count <= max_registrations`)
    .addCheckConstraint(
      'coupon_kind_fields',
      sql`(kind = 'DISCOUNT' and (discount_percent is null) <> (discount_gold is null)) or (kind = 'EXCHANGE' and key_design_id is not null) or kind = 'REVEAL'`,
    )
    .execute();

  await db.schema
    .createTable('member_coupon')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('coupon_id', 'integer', (col) => col.notNull().references('coupon.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('registered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_for', 'text')
    .addUniqueConstraint('member_coupon_once', ['coupon_id', 'user_id'])
    .execute();
  await db.schema.createIndex('member_coupon_user_idx').on('member_coupon').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_coupon', 'coupon']) await db.schema.dropTable(table).execute();
}
