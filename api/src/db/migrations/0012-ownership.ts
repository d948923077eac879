import { sql, type Kysely } from 'kysely';

/**
 * Issue 5: cabinets (wallet address), the member's arrangement of their KEYs, KEY transfers, market listings and
 * their settlement (creator earnings and service fee), and SALE in the Gold ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cabinet')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('app_user.id'))
    // EIP-55 checksummed, stored as shown; looked up by lower case.
    .addColumn('wallet_address', 'text', (col) => col.notNull())
    // Wrong cabinet passwords in a row, and until when the password is refused after too many.
    .addColumn('password_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('password_locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create unique index cabinet_wallet_address_idx on cabinet (lower(wallet_address))`.execute(db);

  await db.schema
    .createTable('cabinet_key_pref')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('key_item_id', 'integer', (col) => col.notNull().references('key_item.id'))
    .addColumn('favorite', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('hidden', 'boolean', (col) => col.notNull().defaultTo(false))
    // The member's own order (null: by acquisition, after the arranged ones).
    .addColumn('position', 'integer')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('cabinet_key_pref_pk', ['user_id', 'key_item_id'])
    .execute();

  await db.schema
    .createTable('key_transfer')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('key_item_id', 'integer', (col) => col.notNull().references('key_item.id'))
    .addColumn('from_user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('to_user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('IN_PROGRESS', 'COMPLETED', 'FAILED')`))
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    // The durable job: due from this time; any api instance completes it once (conditional status update).
    .addColumn('complete_after', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('failure_reason', 'text')
    .execute();
  // One transfer in progress per KEY, whatever the number of concurrent requests.
  await sql`create unique index key_transfer_in_progress_idx on key_transfer (key_item_id) where status = 'IN_PROGRESS'`.execute(db);
  await sql`create index key_transfer_due_idx on key_transfer (complete_after) where status = 'IN_PROGRESS'`.execute(db);
  await db.schema.createIndex('key_transfer_from_idx').on('key_transfer').columns(['from_user_id', 'id']).execute();
  await db.schema.createIndex('key_transfer_to_idx').on('key_transfer').columns(['to_user_id', 'id']).execute();

  await db.schema
    .createTable('market_listing')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('key_item_id', 'integer', (col) => col.notNull().references('key_item.id'))
    .addColumn('key_design_id', 'integer', (col) => col.notNull().references('key_design.id'))
    .addColumn('seller_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('price_gold', 'integer', (col) => col.notNull().check(sql`price_gold > 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('ACTIVE', 'SOLD', 'CANCELLED')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('buyer_id', 'integer', (col) => col.references('app_user.id'))
    .execute();
  await sql`create unique index market_listing_active_idx on market_listing (key_item_id) where status = 'ACTIVE'`.execute(db);
  await db.schema.createIndex('market_listing_design_idx').on('market_listing').columns(['key_design_id', 'status']).execute();

  await db.schema
    .createTable('market_settlement')
    .addColumn('listing_id', 'integer', (col) => col.primaryKey().references('market_listing.id'))
    .addColumn('project_id', 'integer', (col) => col.notNull().references('project.id'))
    .addColumn('price_gold', 'integer', (col) => col.notNull())
    .addColumn('creator_gold', 'integer', (col) => col.notNull())
    .addColumn('fee_gold', 'integer', (col) => col.notNull())
    .addColumn('seller_gold', 'integer', (col) => col.notNull())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('market_settlement_sum', sql`creator_gold + fee_gold + seller_gold = price_gold`)
    .execute();

  await sql`alter table gold_ledger drop constraint gold_ledger_kind_check`.execute(db);
  await sql`alter table gold_ledger add constraint gold_ledger_kind_check check (kind in ('PURCHASE', 'SPEND', 'REFUND', 'REWARD', 'ADJUSTMENT', 'SALE'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table gold_ledger drop constraint gold_ledger_kind_check`.execute(db);
  await sql`alter table gold_ledger add constraint gold_ledger_kind_check check (kind in ('PURCHASE', 'SPEND', 'REFUND', 'REWARD', 'ADJUSTMENT'))`.execute(db);
  for (const table of ['market_settlement', 'market_listing', 'key_transfer', 'cabinet_key_pref', 'cabinet']) await db.schema.dropTable(table).execute();
}
