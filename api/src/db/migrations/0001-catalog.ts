import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collection')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('webtoon', 'theme')`))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name_ko', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('description_ko', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('art_svg', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('project')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('webtoon_id', 'integer', (col) => col.notNull().references('collection.id'))
    .addColumn('theme_id', 'integer', (col) => col.notNull().references('collection.id'))
    .addColumn('title_ko', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('creator_ko', 'text', (col) => col.notNull())
    .addColumn('creator_en', 'text', (col) => col.notNull())
    .addColumn('description_ko', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('price_gold', 'integer', (col) => col.notNull().check(sql`price_gold >= 0`))
    .addColumn('price_usd_cents', 'integer', (col) => col.notNull().check(sql`price_usd_cents >= 0`))
    .addColumn('sale_starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sale_ends_at', 'timestamptz')
    .addColumn('art_svg', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('project_webtoon_idx').on('project').column('webtoon_id').execute();
  await db.schema.createIndex('project_theme_idx').on('project').column('theme_id').execute();

  await db.schema
    .createTable('key_design')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('project.id'))
    .addColumn('name_ko', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('description_ko', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('rarity', 'text', (col) => col.notNull().check(sql`rarity in ('common', 'rare', 'epic', 'legendary')`))
    .addColumn('supply_total', 'integer', (col) => col.notNull().check(sql`supply_total >= 0`))
    .addColumn('supply_remaining', 'integer', (col) => col.notNull().check(sql`supply_remaining >= 0 and supply_remaining <= supply_total`))
    .addColumn('properties', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('art_svg', 'text', (col) => col.notNull())
    .addColumn('released_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('key_design_project_idx').on('key_design').column('project_id').execute();
  await db.schema.createIndex('key_design_released_idx').on('key_design').columns(['released_at', 'id']).execute();

  await db.schema
    .createTable('key_activity')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('key_design_id', 'integer', (col) => col.notNull().references('key_design.id'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('RELEASE', 'PURCHASE', 'TRANSFER', 'SALE')`))
    .addColumn('actor', 'text')
    .addColumn('price_gold', 'integer')
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('key_activity_key_idx').on('key_activity').columns(['key_design_id', 'occurred_at']).execute();

  await db.schema
    .createTable('banner')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title_ko', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('subtitle_ko', 'text', (col) => col.notNull())
    .addColumn('subtitle_en', 'text', (col) => col.notNull())
    .addColumn('link_url', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('art_svg', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('notice')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title_ko', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('body_ko', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .addColumn('pinned', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notice_order_idx').on('notice').columns(['pinned', 'published_at']).execute();

  await db.schema
    .createTable('faq')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('category_ko', 'text', (col) => col.notNull())
    .addColumn('category_en', 'text', (col) => col.notNull())
    .addColumn('question_ko', 'text', (col) => col.notNull())
    .addColumn('question_en', 'text', (col) => col.notNull())
    .addColumn('answer_ko', 'text', (col) => col.notNull())
    .addColumn('answer_en', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('seed_run')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('seeded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['seed_run', 'faq', 'notice', 'banner', 'key_activity', 'key_design', 'project', 'collection']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
