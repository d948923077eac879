import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Database types (snake_case columns). Money and counts are integers; times are timestamptz (Date). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CollectionTable {
  id: Generated<number>;
  kind: 'webtoon' | 'theme';
  slug: string;
  name_ko: string;
  name_en: string;
  description_ko: string;
  description_en: string;
  sort_order: number;
  art_svg: string;
  created_at: CreatedAt;
}

export interface ProjectTable {
  id: Generated<number>;
  webtoon_id: number;
  theme_id: number;
  title_ko: string;
  title_en: string;
  creator_ko: string;
  creator_en: string;
  description_ko: string;
  description_en: string;
  price_gold: number;
  price_usd_cents: number;
  sale_starts_at: Timestamp;
  sale_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  art_svg: string;
  created_at: CreatedAt;
}

export interface KeyDesignTable {
  id: Generated<number>;
  project_id: number;
  name_ko: string;
  name_en: string;
  description_ko: string;
  description_en: string;
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  supply_total: number;
  supply_remaining: number;
  /** `[{ name: {ko,en}, value: {ko,en} }]`, the hidden "key properties" tab. */
  properties: ColumnType<KeyPropertyRow[], string, string>;
  art_svg: string;
  released_at: Timestamp;
  created_at: CreatedAt;
}

export interface KeyPropertyRow {
  name: { ko: string; en: string };
  value: { ko: string; en: string };
}

export interface KeyActivityTable {
  id: Generated<number>;
  key_design_id: number;
  type: 'RELEASE' | 'PURCHASE' | 'TRANSFER' | 'SALE';
  actor: string | null;
  price_gold: number | null;
  occurred_at: Timestamp;
}

export interface BannerTable {
  id: Generated<number>;
  title_ko: string;
  title_en: string;
  subtitle_ko: string;
  subtitle_en: string;
  link_url: string;
  sort_order: number;
  art_svg: string;
  created_at: CreatedAt;
}

export interface NoticeTable {
  id: Generated<number>;
  title_ko: string;
  title_en: string;
  body_ko: string;
  body_en: string;
  pinned: ColumnType<boolean, boolean | undefined, boolean>;
  published_at: Timestamp;
}

export interface FaqTable {
  id: Generated<number>;
  category_ko: string;
  category_en: string;
  question_ko: string;
  question_en: string;
  answer_ko: string;
  answer_en: string;
  sort_order: number;
}

export interface SeedRunTable {
  name: string;
  seeded_at: CreatedAt;
}

export interface Database {
  collection: CollectionTable;
  project: ProjectTable;
  key_design: KeyDesignTable;
  key_activity: KeyActivityTable;
  banner: BannerTable;
  notice: NoticeTable;
  faq: FaqTable;
  seed_run: SeedRunTable;
}

export type CollectionRow = Selectable<CollectionTable>;
export type ProjectRow = Selectable<ProjectTable>;
export type KeyDesignRow = Selectable<KeyDesignTable>;
export type NewKeyDesign = Insertable<KeyDesignTable>;
