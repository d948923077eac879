import { sql, type Kysely } from 'kysely';

/**
 * Tickets: a member's ticket is exchanged for one KEY drawn from an eligible project's remaining supply.
 * Status: AVAILABLE (usable), IN_PROGRESS (inside the exchange transaction), COMPLETED (key_item_id set),
 * FAILED (a granted ticket that can no longer be exchanged, e.g. its project was withdrawn; never set for "no supply":
 * the ticket then stays AVAILABLE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('STANDARD'))
    .addColumn('granted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('AVAILABLE')
        .check(sql`status in ('AVAILABLE', 'IN_PROGRESS', 'COMPLETED', 'FAILED')`),
    )
    .addColumn('project_id', 'integer', (col) => col.references('project.id'))
    .addColumn('key_item_id', 'integer', (col) => col.references('key_item.id'))
    .addColumn('exchanged_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('ticket_user_idx').on('ticket').columns(['user_id', 'status']).execute();
  await db.schema
    .createTable('ticket_project')
    .addColumn('project_id', 'integer', (col) => col.notNull().references('project.id'))
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('STANDARD'))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('ticket_project_pk', ['project_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_project').execute();
  await db.schema.dropTable('ticket').execute();
}
