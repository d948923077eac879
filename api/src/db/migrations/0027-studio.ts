import { sql, type Kysely } from 'kysely';

/**
 * The catalogue studio: the staff role `editor` (catalogue work only), and a project's publication. `published_at`
 * null is a draft, a future instant is scheduled, a past one is published: members see a project (and its KEY designs)
 * only from that instant on. Every project that existed before is published at one fixed early instant (before any
 * clock the tests set), so nothing members saw disappears. `updated_at` is when the studio last changed the project.
 */
const PUBLISHED_BEFORE_THE_STUDIO = '2020-01-01T00:00:00Z';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user drop constraint app_user_role_check`.execute(db);
  await sql`alter table app_user add constraint app_user_role_check check (role in ('member', 'support', 'admin', 'editor'))`.execute(db);

  await db.schema.alterTable('project').addColumn('published_at', 'timestamptz').addColumn('updated_at', 'timestamptz').execute();
  await sql`update project set published_at = ${PUBLISHED_BEFORE_THE_STUDIO}::timestamptz, updated_at = created_at`.execute(db);
  await sql`alter table project alter column updated_at set default now()`.execute(db);
  await sql`alter table project alter column updated_at set not null`.execute(db);
  // The next publication (the catalog cache's next change by time alone) and the published projects.
  await db.schema.createIndex('project_published_idx').on('project').column('published_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_published_idx').execute();
  await db.schema.alterTable('project').dropColumn('published_at').dropColumn('updated_at').execute();
  await sql`update app_user set role = 'member' where role = 'editor'`.execute(db);
  await sql`alter table app_user drop constraint app_user_role_check`.execute(db);
  await sql`alter table app_user add constraint app_user_role_check check (role in ('member', 'support', 'admin'))`.execute(db);
}
