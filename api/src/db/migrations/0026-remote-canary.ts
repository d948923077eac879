import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: a canary per remote (a recorded release served to a share of browsers, sticky per browser through a
 * bucket cookie) and the page loads the shells report per version, so a bad canary shows before it is promoted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('remote_registry')
    .addColumn('canary_version', 'text')
    .addColumn('canary_percent', 'integer', (col) => col.check(sql`canary_percent between 1 and 99`))
    .execute();
  await db.schema
    .alterTable('remote_registry')
    .addForeignKeyConstraint('remote_registry_canary_fk', ['remote', 'canary_version'], 'remote_release', ['remote', 'version'])
    .execute();
  await sql`alter table remote_registry add constraint remote_registry_canary_pair check ((canary_version is null) = (canary_percent is null))`.execute(db);
  await sql`alter table remote_registry_change drop constraint remote_registry_change_action_check`.execute(db);
  await sql`alter table remote_registry_change add constraint remote_registry_change_action_check check (action in ('release', 'rollback', 'canary', 'promote', 'abort'))`.execute(
    db,
  );
  await db.schema
    .createTable('remote_load_stat')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('loaded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_report_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_load_stat_pk', ['remote', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_load_stat').execute();
  await sql`alter table remote_registry_change drop constraint remote_registry_change_action_check`.execute(db);
  await sql`alter table remote_registry_change add constraint remote_registry_change_action_check check (action in ('release', 'rollback'))`.execute(db);
  await db.schema.alterTable('remote_registry').dropConstraint('remote_registry_canary_pair').execute();
  await db.schema.alterTable('remote_registry').dropConstraint('remote_registry_canary_fk').execute();
  await db.schema.alterTable('remote_registry').dropColumn('canary_version').dropColumn('canary_percent').execute();
}
