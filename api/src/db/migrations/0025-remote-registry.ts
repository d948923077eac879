import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: the remotes registry every api instance reads. A release is an immutable record of the folder
 * `DEPLOY_DIR/<remote>/<version>/`; a registry row says which release is live (no row: the local build), with a
 * revision for compare-and-swap; every switch is kept as history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_release')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('commit', 'text', (col) => col.notNull())
    .addColumn('published_by', 'text', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_release_pk', ['remote', 'version'])
    .execute();
  await db.schema
    .createTable('remote_registry')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('live_version', 'text', (col) => col.notNull())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addForeignKeyConstraint('remote_registry_release_fk', ['remote', 'live_version'], 'remote_release', ['remote', 'version'])
    .execute();
  await db.schema
    .createTable('remote_registry_change')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('release', 'rollback')`))
    .addColumn('from_version', 'text')
    .addColumn('to_version', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('remote_registry_change_remote_idx').on('remote_registry_change').columns(['remote', 'id']).execute();
  await sql`comment on table remote_registry is 'The live release of each remote (issue 16); no row: the local build is live.'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_registry_change').execute();
  await db.schema.dropTable('remote_registry').execute();
  await db.schema.dropTable('remote_release').execute();
}
