import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: the watchlist. A member watches one KEY design or one project with an optional price; new listings at
 * or under it, and a watched project's drops, send WATCH notifications. `drops_seen_at` is the durable mark of the
 * drop job: drops up to it were notified (a new watch starts at its creation, so only later drops count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watch')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('key_design_id', 'integer', (col) => col.references('key_design.id'))
    .addColumn('project_id', 'integer', (col) => col.references('project.id'))
    .addColumn('max_price_gold', 'integer', (col) => col.check(sql`max_price_gold between 10 and 1000000`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('drops_seen_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('watch_one_target_check', sql`(key_design_id is null) <> (project_id is null)`)
    .execute();
  // One watch per member and target (the last guard against a double add).
  await sql`create unique index watch_member_design_idx on watch (user_id, key_design_id) where key_design_id is not null`.execute(db);
  await sql`create unique index watch_member_project_idx on watch (user_id, project_id) where project_id is not null`.execute(db);
  // A new listing looks up the watchers of its design and of its project.
  await sql`create index watch_design_idx on watch (key_design_id) where key_design_id is not null`.execute(db);
  await sql`create index watch_project_idx on watch (project_id) where project_id is not null`.execute(db);

  await sql`alter table notification drop constraint notification_type_check`.execute(db);
  await sql`alter table notification add constraint notification_type_check check (type in ('ADMIN', 'TRANSFER', 'PURCHASE', 'COMMENT', 'LIKE', 'SALE', 'OFFER', 'WATCH'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notification where type = 'WATCH'`.execute(db);
  await sql`alter table notification drop constraint notification_type_check`.execute(db);
  await sql`alter table notification add constraint notification_type_check check (type in ('ADMIN', 'TRANSFER', 'PURCHASE', 'COMMENT', 'LIKE', 'SALE', 'OFFER'))`.execute(
    db,
  );
  await db.schema.dropTable('watch').execute();
}
