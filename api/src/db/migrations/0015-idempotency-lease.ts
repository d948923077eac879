import { sql, type Kysely } from 'kysely';

/**
 * Issue 12 C: crash-safe idempotency. Most claims are now written in the transaction of their work (never seen
 * "in progress"); a claim committed apart from its work (it calls an outside service) holds a lease, after which a
 * repeat may run it again. Claims left RUNNING by the old code get a lease from their creation, so they end too.
 * The index serves the purge of old records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_record').addColumn('lease_until', 'timestamptz').execute();
  await sql`update idempotency_record set lease_until = created_at + interval '2 minutes' where status = 'RUNNING'`.execute(db);
  await db.schema.createIndex('idempotency_record_created_idx').on('idempotency_record').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idempotency_record_created_idx').execute();
  await db.schema.alterTable('idempotency_record').dropColumn('lease_until').execute();
}
