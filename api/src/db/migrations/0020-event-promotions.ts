import { sql, type Kysely } from 'kysely';

/**
 * Issue 13 C: popups (scheduled, targeted, with an optional reward claimed once per member), lotteries (one entry per
 * member, a committed seed drawn by a durable job) and announcements (notices and winners lists).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_popup')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title_ko', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('body_ko', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('link_url', 'text')
    .addColumn('target', 'text', (col) => col.notNull().check(sql`target in ('ALL', 'MEMBERS', 'OWNERS')`))
    .addColumn('target_project_id', 'integer', (col) => col.references('project.id'))
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('reward_kind', 'text', (col) => col.notNull().check(sql`reward_kind in ('NONE', 'KEY', 'TICKET')`))
    .addColumn('reward_project_id', 'integer', (col) => col.references('project.id'))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('event_popup_window_idx').on('event_popup').columns(['ends_at', 'starts_at']).execute();

  // One claim per member and popup: the primary key refuses a second one, also under concurrency.
  await db.schema
    .createTable('event_popup_claim')
    .addColumn('popup_id', 'integer', (col) => col.notNull().references('event_popup.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('purchase_id', 'integer', (col) => col.references('purchase.id'))
    .addColumn('ticket_id', 'integer')
    .addPrimaryKeyConstraint('event_popup_claim_pk', ['popup_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('event_lottery')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title_ko', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('description_ko', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('entry_starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('entry_ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('draw_at', 'timestamptz', (col) => col.notNull())
    .addColumn('prizes', 'integer', (col) => col.notNull().check(sql`prizes >= 1`))
    .addColumn('prize_kind', 'text', (col) => col.notNull().check(sql`prize_kind in ('KEY', 'TICKET')`))
    .addColumn('prize_project_id', 'integer', (col) => col.references('project.id'))
    .addColumn('eligible_project_id', 'integer', (col) => col.references('project.id'))
    // The secret seed (published once drawn) and its SHA-256, published from the start.
    .addColumn('seed', 'text', (col) => col.notNull())
    .addColumn('seed_hash', 'text', (col) => col.notNull())
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index event_lottery_due_idx on event_lottery (draw_at) where drawn_at is null`.execute(db);

  await db.schema
    .createTable('event_lottery_entry')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('lottery_id', 'integer', (col) => col.notNull().references('event_lottery.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('entered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('won', 'boolean')
    .addColumn('prize_claimed_at', 'timestamptz')
    .addColumn('purchase_id', 'integer', (col) => col.references('purchase.id'))
    .addColumn('ticket_id', 'integer')
    .addUniqueConstraint('event_lottery_entry_member_unique', ['lottery_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('event_announcement')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title_ko', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('body_ko', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .addColumn('lottery_id', 'integer', (col) => col.references('event_lottery.id'))
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_announcement').execute();
  await db.schema.dropTable('event_lottery_entry').execute();
  await db.schema.dropTable('event_lottery').execute();
  await db.schema.dropTable('event_popup_claim').execute();
  await db.schema.dropTable('event_popup').execute();
}
