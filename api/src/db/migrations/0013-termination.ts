import { sql, type Kysely } from 'kysely';

/**
 * Issue 10: the support team (role `support`), the staff audit log, the termination schedule an admin publishes,
 * members' refund requests (bank details encrypted at rest), payout batches, and support inquiries with attachments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user drop constraint app_user_role_check`.execute(db);
  await sql`alter table app_user add constraint app_user_role_check check (role in ('member', 'support', 'admin'))`.execute(db);

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_target_idx').on('staff_audit').columns(['target_type', 'target_id', 'id']).execute();
  await db.schema.createIndex('staff_audit_actor_idx').on('staff_audit').columns(['actor_id', 'id']).execute();

  // Every published version is kept; the newest is in force.
  await db.schema
    .createTable('termination_schedule')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('sales_stop_at', 'timestamptz', (col) => col.notNull())
    // [{ startsAt, endsAt, payBy }] as ISO strings, in order and contiguous (validated before insert).
    .addColumn('rounds', 'jsonb', (col) => col.notNull())
    .addColumn('refund_opens_at', 'timestamptz', (col) => col.notNull())
    .addColumn('deadline', 'timestamptz', (col) => col.notNull())
    .addColumn('published_by', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('refund_batch')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('round', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency in ('KRW', 'USD')`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('OPEN', 'PAID')`))
    .addColumn('created_by', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('paid_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('paid_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('refund_request')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // One request per member, whatever the number of concurrent submits; edits and resubmits change it.
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('app_user.id'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('SUBMITTED', 'UNDER_REVIEW', 'INCORRECT', 'APPROVED', 'COMPLETED', 'FAILED')`))
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency in ('KRW', 'USD')`))
    .addColumn('currency_reason', 'text', (col) => col.notNull())
    .addColumn('round', 'integer', (col) => col.notNull())
    .addColumn('round_starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('round_ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('pay_by', 'timestamptz', (col) => col.notNull())
    .addColumn('amount_in_currency', 'integer', (col) => col.notNull().check(sql`amount_in_currency > 0`))
    // The RefundAmounts calculation when (re)submitted.
    .addColumn('amounts', 'jsonb', (col) => col.notNull())
    // AES-256-GCM envelope of the bank details (key id, iv, tag, ciphertext); null once purged.
    .addColumn('bank_ciphertext', 'text')
    // What the member may see (bank name, holder, account number masked); null once purged.
    .addColumn('bank_masked', 'jsonb')
    .addColumn('reason', 'text')
    .addColumn('reviewer_id', 'integer', (col) => col.references('app_user.id'))
    .addColumn('approver_id', 'integer', (col) => col.references('app_user.id'))
    .addColumn('batch_id', 'integer', (col) => col.references('refund_batch.id'))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    // Bank data is kept 5 years after the last change (spec 9), then the purge job erases it.
    .addColumn('purge_after', 'timestamptz', (col) => col.notNull())
    .addColumn('purged_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refund_request_queue_idx').on('refund_request').columns(['round', 'status', 'id']).execute();
  await sql`create index refund_request_purge_idx on refund_request (purge_after) where purged_at is null`.execute(db);

  await db.schema
    .createTable('refund_request_event')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('request_id', 'integer', (col) => col.notNull().references('refund_request.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    // Null when the member acted.
    .addColumn('actor_id', 'integer', (col) => col.references('app_user.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('refund_request_event_request_idx').on('refund_request_event').columns(['request_id', 'id']).execute();

  await db.schema
    .createTable('support_inquiry')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // Null for a visitor.
    .addColumn('user_id', 'integer', (col) => col.references('app_user.id'))
    .addColumn('reply_email', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('ko', 'en')`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('OPEN', 'ANSWERED')`))
    .addColumn('privacy_agreed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('answer_body', 'text')
    .addColumn('answered_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('support_inquiry_status_idx').on('support_inquiry').columns(['status', 'id']).execute();

  await db.schema
    .createTable('support_inquiry_attachment')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('inquiry_id', 'integer', (col) => col.notNull().references('support_inquiry.id'))
    // The stored file's random name under UPLOAD_DIR/inquiries.
    .addColumn('storage_name', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('support_inquiry_attachment_inquiry_idx').on('support_inquiry_attachment').columns(['inquiry_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'support_inquiry_attachment',
    'support_inquiry',
    'refund_request_event',
    'refund_request',
    'refund_batch',
    'termination_schedule',
    'staff_audit',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`update app_user set role = 'member' where role = 'support'`.execute(db);
  await sql`alter table app_user drop constraint app_user_role_check`.execute(db);
  await sql`alter table app_user add constraint app_user_role_check check (role in ('member', 'admin'))`.execute(db);
}
