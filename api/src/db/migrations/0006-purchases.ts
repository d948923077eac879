import { sql, type Kysely } from 'kysely';

/** KEY purchases (a random draw of N KEYs from a project's pool) and the drawn items, recorded for audit and reveal. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('purchase')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('project.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_gold', 'integer', (col) => col.notNull().check(sql`unit_price_gold >= 0`))
    .addColumn('total_gold', 'integer', (col) => col.notNull().check(sql`total_gold >= 0`))
    .addColumn('pay_method', 'text', (col) => col.notNull().check(sql`pay_method in ('GOLD', 'CARD')`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('PAID', 'REFUNDED')`))
    .addColumn('idempotency', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('purchase_user_idx').on('purchase').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('purchase_item')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('purchase_id', 'integer', (col) => col.notNull().references('purchase.id'))
    .addColumn('key_item_id', 'integer', (col) => col.notNull().unique().references('key_item.id'))
    .addColumn('key_design_id', 'integer', (col) => col.notNull().references('key_design.id'))
    .addColumn('draw_position', 'integer', (col) => col.notNull().check(sql`draw_position >= 1`))
    // The audit of the draw: the design's remaining count and the pool's total remaining it was drawn from.
    .addColumn('design_remaining', 'integer', (col) => col.notNull())
    .addColumn('pool_remaining', 'integer', (col) => col.notNull())
    .addColumn('revealed_at', 'timestamptz')
    .addUniqueConstraint('purchase_item_position_unique', ['purchase_id', 'draw_position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['purchase_item', 'purchase']) await db.schema.dropTable(table).execute();
}
