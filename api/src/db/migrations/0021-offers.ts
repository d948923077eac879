import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: member-to-member Gold offers on a revealed KEY. The offered Gold is reserved on the bidder's account
 * (`gold_account.reserved`, never above the balance) until the offer is accepted, declined, withdrawn, expires or
 * lapses (its KEY moved to someone else). OFFER notifications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gold_account')
    .addColumn('reserved', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Reserved Gold is part of the balance, never more: every debit keeps `balance >= reserved`.
  await sql`alter table gold_account add constraint gold_account_reserved_check check (reserved >= 0 and reserved <= balance)`.execute(db);

  await db.schema
    .createTable('key_offer')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('key_item_id', 'integer', (col) => col.notNull().references('key_item.id'))
    .addColumn('bidder_id', 'integer', (col) => col.notNull().references('app_user.id'))
    // The owner the offer was made to: it lapses when the KEY leaves them.
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('amount_gold', 'integer', (col) => col.notNull().check(sql`amount_gold > 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED', 'LAPSED')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // The durable expiry: due from this time; any api instance expires it once (conditional status update).
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('closed_at', 'timestamptz')
    // The sale record (a SOLD market listing) an accepted offer settled through.
    .addColumn('listing_id', 'integer', (col) => col.references('market_listing.id'))
    .execute();
  // One pending offer per bidder and KEY (a new amount replaces nothing: withdraw first).
  await sql`create unique index key_offer_pending_idx on key_offer (key_item_id, bidder_id) where status = 'PENDING'`.execute(db);
  await sql`create index key_offer_due_idx on key_offer (expires_at) where status = 'PENDING'`.execute(db);
  await db.schema.createIndex('key_offer_owner_idx').on('key_offer').columns(['owner_id', 'status', 'id']).execute();
  await db.schema.createIndex('key_offer_bidder_idx').on('key_offer').columns(['bidder_id', 'status', 'id']).execute();

  await sql`alter table notification drop constraint notification_type_check`.execute(db);
  await sql`alter table notification add constraint notification_type_check check (type in ('ADMIN', 'TRANSFER', 'PURCHASE', 'COMMENT', 'LIKE', 'SALE', 'OFFER'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notification where type = 'OFFER'`.execute(db);
  await sql`alter table notification drop constraint notification_type_check`.execute(db);
  await sql`alter table notification add constraint notification_type_check check (type in ('ADMIN', 'TRANSFER', 'PURCHASE', 'COMMENT', 'LIKE', 'SALE'))`.execute(
    db,
  );
  await db.schema.dropTable('key_offer').execute();
  await sql`alter table gold_account drop constraint gold_account_reserved_check`.execute(db);
  await db.schema.alterTable('gold_account').dropColumn('reserved').execute();
}
