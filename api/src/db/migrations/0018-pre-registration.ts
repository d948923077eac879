import { sql, type Kysely } from 'kysely';

/**
 * Issue 13 B, the pre-registration event. One settings row (an admin changes it in the console): the entry window
 * (opens_at up to launch_at, the official launch) and the reward (a KEY drawn from a project, or a ticket), with the
 * defaults of the roadmap (entries from 2023-06-01, launch 2023-06-28 KST, one ticket). One entry per member, made
 * unique by the database (concurrent entries: one row); the claim fills claimed_at and what was given, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pre_book_setting')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('opens_at', 'timestamptz', (col) => col.notNull())
    .addColumn('launch_at', 'timestamptz', (col) => col.notNull())
    .addColumn('reward_kind', 'text', (col) => col.notNull().check(sql`reward_kind in ('KEY', 'TICKET')`))
    .addColumn('reward_project_id', 'integer', (col) => col.references('project.id'))
    .addColumn('updated_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('updated_at', 'timestamptz')
    .addCheckConstraint('pre_book_setting_window_check', sql`opens_at < launch_at`)
    .addCheckConstraint('pre_book_setting_reward_check', sql`reward_kind <> 'KEY' or reward_project_id is not null`)
    .execute();
  await sql`insert into pre_book_setting (id, opens_at, launch_at, reward_kind)
    values (1, '2023-06-01T00:00:00+09:00', '2023-06-28T00:00:00+09:00', 'TICKET')`.execute(db);

  await db.schema
    .createTable('pre_book_entry')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('entered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('reward_kind', 'text', (col) => col.check(sql`reward_kind in ('KEY', 'TICKET')`))
    .addColumn('purchase_id', 'integer', (col) => col.references('purchase.id'))
    .addColumn('ticket_id', 'integer', (col) => col.references('ticket.id'))
    .addUniqueConstraint('pre_book_entry_user_key', ['user_id'])
    .addCheckConstraint('pre_book_entry_claim_check', sql`(claimed_at is null) = (reward_kind is null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pre_book_entry').execute();
  await db.schema.dropTable('pre_book_setting').execute();
}
