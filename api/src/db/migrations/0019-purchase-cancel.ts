import { sql, type Kysely } from 'kysely';

/**
 * Issue 13 A: support cancels a purchase (status CANCELLED, added to the purchase check by 0017-missions). One
 * `purchase_cancel` row per cancelled purchase: who, when, why, what came back (Gold, the card part of a payment with
 * the processor's void or refund, the DISCOUNT coupon) and the KEY of the Month impact. The purchase's items leave
 * `purchase_item` (their KEY items go back to supply and may be drawn again) and are kept in `purchase_cancel_item`,
 * with the draw's audit columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 0017 already allows CANCELLED; restated here so this migration stands on its own (same constraint, same name).
  await sql`alter table purchase drop constraint if exists purchase_status_check`.execute(db);
  await sql`alter table purchase add constraint purchase_status_check check (status in ('PAID', 'REFUNDED', 'CANCELLED'))`.execute(db);
  await db.schema
    .createTable('purchase_cancel')
    .addColumn('purchase_id', 'integer', (col) => col.primaryKey().references('purchase.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('cancelled_by', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`length(reason) between 1 and 500`))
    .addColumn('cancelled_at', 'timestamptz', (col) => col.notNull())
    .addColumn('gold_returned', 'integer', (col) => col.notNull().check(sql`gold_returned >= 0`))
    .addColumn('payment_id', 'text', (col) => col.references('payment.id'))
    .addColumn('usd_cents_returned', 'integer', (col) => col.notNull().check(sql`usd_cents_returned >= 0`))
    .addColumn('refund_status', 'text', (col) => col.notNull().check(sql`refund_status in ('NONE', 'PENDING', 'DONE')`))
    .addColumn('refund_method', 'text', (col) => col.check(sql`refund_method in ('VOID', 'REFUND')`))
    .addColumn('refund_ref', 'text')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('member_coupon_id', 'integer')
    .addColumn('monthly_impact', 'jsonb', (col) => col.notNull())
    .addCheckConstraint('purchase_cancel_card_check', sql`(payment_id is null) = (refund_status = 'NONE')`)
    .execute();
  await sql`create index purchase_cancel_payment_idx on purchase_cancel (payment_id) where payment_id is not null`.execute(db);
  await sql`create index purchase_cancel_pending_idx on purchase_cancel (cancelled_at) where refund_status = 'PENDING'`.execute(db);

  await db.schema
    .createTable('purchase_cancel_item')
    .addColumn('purchase_item_id', 'integer', (col) => col.primaryKey())
    .addColumn('purchase_id', 'integer', (col) => col.notNull().references('purchase_cancel.purchase_id'))
    .addColumn('key_item_id', 'integer', (col) => col.notNull().references('key_item.id'))
    .addColumn('key_design_id', 'integer', (col) => col.notNull().references('key_design.id'))
    .addColumn('draw_position', 'integer', (col) => col.notNull())
    .addColumn('design_remaining', 'integer', (col) => col.notNull())
    .addColumn('pool_remaining', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('purchase_cancel_item_purchase_idx').on('purchase_cancel_item').column('purchase_id').execute();
  // KEY items back in supply (no owner) are drawn again first, per design.
  await sql`create index key_item_in_supply_idx on key_item (key_design_id, serial_no) where owner_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index key_item_in_supply_idx`.execute(db);
  await db.schema.dropTable('purchase_cancel_item').execute();
  await db.schema.dropTable('purchase_cancel').execute();
}
