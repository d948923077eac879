import { sql, type Kysely } from 'kysely';

/** Gold accounts and their append-only ledger, payments through a provider, idempotent requests. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gold_account')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('app_user.id'))
    .addColumn('balance', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .execute();

  await db.schema
    .createTable('gold_ledger')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('PURCHASE', 'SPEND', 'REFUND', 'REWARD', 'ADJUSTMENT')`))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('gold_ledger_user_idx').on('gold_ledger').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('payment')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('GOLD', 'KEY')`))
    .addColumn('amount_usd_cents', 'integer', (col) => col.notNull().check(sql`amount_usd_cents >= 0`))
    .addColumn('gold_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('CREATED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'FAILED')`))
    .addColumn('provider_ref', 'text')
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payment_user_idx').on('payment').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('idempotency_record')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('RUNNING', 'DONE')`))
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_record_pk', ['scope', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_record', 'payment', 'gold_ledger', 'gold_account']) await db.schema.dropTable(table).execute();
}
