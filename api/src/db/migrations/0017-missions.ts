import { sql, type Kysely } from 'kysely';

/**
 * Issue 13 A: monthly missions and the KEY of the Month. A KEY of the Month is a key design of edition MONTHLY
 * (never in a sale draw); it reaches members as a REWARD purchase so it waits on /reveal like any drawn KEY. A
 * purchase may now be CANCELLED (by support).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('key_design')
    .addColumn('edition', 'text', (col) =>
      col
        .notNull()
        .defaultTo('SALE')
        .check(sql`edition in ('SALE', 'MONTHLY')`),
    )
    .execute();

  await sql`alter table purchase drop constraint purchase_pay_method_check`.execute(db);
  await sql`alter table purchase add constraint purchase_pay_method_check check (pay_method in ('GOLD', 'CARD', 'COUPON', 'REWARD'))`.execute(db);
  await sql`alter table purchase drop constraint purchase_status_check`.execute(db);
  await sql`alter table purchase add constraint purchase_status_check check (status in ('PAID', 'REFUNDED', 'CANCELLED'))`.execute(db);
  // The buying mission sums a member's purchases of one month.
  await db.schema.createIndex('purchase_user_created_idx').on('purchase').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('monthly_program')
    .addColumn('month', 'text', (col) => col.primaryKey().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('checkin_target', 'integer', (col) => col.notNull().check(sql`checkin_target between 1 and 31`))
    .addColumn('buy_target', 'integer', (col) => col.notNull().check(sql`buy_target between 1 and 100`))
    .addColumn('key_design_id', 'integer', (col) => col.notNull().unique().references('key_design.id'))
    .addColumn('updated_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('distributed_at', 'timestamptz')
    .execute();

  // One check-in per member per KST day: the primary key refuses a second one, also under concurrency.
  await db.schema
    .createTable('monthly_checkin')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('checked_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('monthly_checkin_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('monthly_checkin_month_idx').on('monthly_checkin').columns(['month', 'user_id']).execute();

  // One award per member per month: the unique key makes a second distribution (another instance) a no-op.
  await db.schema
    .createTable('monthly_award')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('month', 'text', (col) => col.notNull().references('monthly_program.month'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('AWARDED', 'OUT_OF_SUPPLY', 'NEEDS_DECISION', 'REVOKED', 'KEPT')`))
    .addColumn('purchase_id', 'integer', (col) => col.references('purchase.id'))
    .addColumn('key_item_id', 'integer', (col) => col.references('key_item.id'))
    .addColumn('awarded_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decision_reason', 'text', (col) => col.check(sql`decision_reason in ('REVEALED', 'MOVED')`))
    .addColumn('cancelled_purchase_id', 'integer', (col) => col.references('purchase.id'))
    .addColumn('decided_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('note', 'text')
    .addUniqueConstraint('monthly_award_member_unique', ['month', 'user_id'])
    .execute();
  await db.schema.createIndex('monthly_award_status_idx').on('monthly_award').columns(['status', 'id']).execute();
  await db.schema.createIndex('monthly_award_user_idx').on('monthly_award').columns(['user_id', 'month']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('monthly_award').execute();
  await db.schema.dropTable('monthly_checkin').execute();
  await db.schema.dropTable('monthly_program').execute();
  await db.schema.dropIndex('purchase_user_created_idx').execute();
  await sql`alter table purchase drop constraint purchase_status_check`.execute(db);
  await sql`alter table purchase add constraint purchase_status_check check (status in ('PAID', 'REFUNDED'))`.execute(db);
  await sql`alter table purchase drop constraint purchase_pay_method_check`.execute(db);
  await sql`alter table purchase add constraint purchase_pay_method_check check (pay_method in ('GOLD', 'CARD', 'COUPON'))`.execute(db);
  await db.schema.alterTable('key_design').dropColumn('edition').execute();
}
