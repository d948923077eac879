import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { CollectionKind, KeyListQuery, Language, ProjectSearchQuery } from 'shared-contract';
import type { Database, KeyPropertyRow } from '../../db/schema';

/**
 * Catalog reads. Art (SVG text) is never selected here: it is served by the art routes. Members and visitors see a
 * project and its KEY designs only once it is published (`publishedBy`): every read here takes the clock's `now`.
 */

export interface CollectionRecord {
  id: number;
  kind: CollectionKind;
  slug: string;
  name_ko: string;
  name_en: string;
  description_ko: string;
  description_en: string;
  project_count: number;
}

export interface ProjectRecord {
  id: number;
  webtoon_id: number;
  theme_id: number;
  title_ko: string;
  title_en: string;
  creator_ko: string;
  creator_en: string;
  price_gold: number;
  price_usd_cents: number;
  sale_starts_at: Date;
  sale_ends_at: Date | null;
  created_at: Date;
  key_count: number;
  supply_total: number;
  supply_remaining: number;
}

export interface ProjectDetailRecord extends ProjectRecord {
  description_ko: string;
  description_en: string;
}

export interface KeyRecord {
  id: number;
  project_id: number;
  project_title_ko: string;
  project_title_en: string;
  name_ko: string;
  name_en: string;
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  supply_total: number;
  supply_remaining: number;
  released_at: Date;
}

export interface KeyDetailRecord extends KeyRecord {
  description_ko: string;
  description_en: string;
  properties: KeyPropertyRow[];
}

export interface KeyActivityRecord {
  id: number;
  type: 'RELEASE' | 'PURCHASE' | 'TRANSFER' | 'SALE';
  actor: string | null;
  price_gold: number | null;
  occurred_at: Date;
}

export interface BannerRecord {
  id: number;
  title_ko: string;
  title_en: string;
  subtitle_ko: string;
  subtitle_en: string;
  link_url: string;
}

export type DB = Kysely<Database>;

/** `%text%` for ILIKE, with LIKE's wildcards in the user's text escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const SEARCH_LIMIT = 20;

/**
 * THE rule of what members and visitors see of the catalogue: a project (and its KEY designs) whose `published_at` is
 * at or before `now`. A draft (null) or a project scheduled after `now` is left out. `project` is the project table's
 * name or alias in the query (`p`, `project`, …). Every public read of the catalogue, in any module, filters with it.
 */
export const publishedBy = (project: string, now: Date) => sql<SqlBool>`${sql.ref(`${project}.published_at`)} <= ${now}`;

/** The first publication after `now` (a scheduled project appearing changes every list), or null. */
const nextPublicationQuery = (db: DB, now: Date) =>
  db
    .selectFrom('project')
    .select((eb) => eb.fn.min('published_at').as('next'))
    .where('published_at', '>', now);

export async function nextPublication(db: DB, now: Date): Promise<Date | null> {
  return (await nextPublicationQuery(db, now).executeTakeFirst())?.next ?? null;
}

/** Whether members see this project now. */
export async function isProjectPublished(db: DB, projectId: number, now: Date): Promise<boolean> {
  const row = await db.selectFrom('project as p').select('p.id').where('p.id', '=', projectId).where(publishedBy('p', now)).executeTakeFirst();
  return row !== undefined;
}

/** When these projects are (or were) published, by id (null: a draft); ids not found are left out. */
export async function projectPublications(db: DB, projectIds: readonly number[]): Promise<Map<number, Date | null>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('project')
    .select(['id', 'published_at'])
    .where('id', 'in', [...projectIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.published_at]));
}

/** Whether members see this KEY design now (its project is published). */
export async function isDesignPublished(db: DB, designId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('key_design as d')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select('d.id')
    .where('d.id', '=', designId)
    .where(publishedBy('p', now))
    .executeTakeFirst();
  return row !== undefined;
}

// ---- collections ----

function collections(db: DB, now: Date) {
  return db
    .selectFrom('collection as c')
    .select([
      'c.id',
      'c.kind',
      'c.slug',
      'c.name_ko',
      'c.name_en',
      'c.description_ko',
      'c.description_en',
      (eb) =>
        eb
          .selectFrom('project as p')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where(sql<boolean>`(c.kind = 'webtoon' and p.webtoon_id = c.id) or (c.kind = 'theme' and p.theme_id = c.id)`)
          .where(publishedBy('p', now))
          .as('project_count'),
    ])
    .$narrowType<{ project_count: number }>()
    .orderBy('c.sort_order')
    .orderBy('c.id');
}

export function listCollections(db: DB, now: Date, kind?: CollectionKind): Promise<CollectionRecord[]> {
  let query = collections(db, now);
  if (kind) query = query.where('c.kind', '=', kind);
  return query.execute();
}

export function findCollections(db: DB, ids: number[], now: Date): Promise<CollectionRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return collections(db, now).where('c.id', 'in', ids).execute();
}

// ---- projects ----

/** The published projects with their KEY counts and supply. */
function projects(db: DB, now: Date) {
  return db
    .selectFrom('project as p')
    .leftJoin('key_design as k', 'k.project_id', 'p.id')
    .select((eb) => [
      'p.id',
      'p.webtoon_id',
      'p.theme_id',
      'p.title_ko',
      'p.title_en',
      'p.creator_ko',
      'p.creator_en',
      'p.price_gold',
      'p.price_usd_cents',
      'p.sale_starts_at',
      'p.sale_ends_at',
      'p.created_at',
      eb.fn.count<number>('k.id').as('key_count'),
      sql<number>`coalesce(sum(k.supply_total), 0)`.as('supply_total'),
      sql<number>`coalesce(sum(k.supply_remaining), 0)`.as('supply_remaining'),
    ])
    .where(publishedBy('p', now))
    .groupBy('p.id');
}

const soldExpression = sql<number>`coalesce(sum(k.supply_total - k.supply_remaining), 0)`;

const projectsNewestFirst = (db: DB, now: Date) => projects(db, now).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');

export function listProjects(db: DB, now: Date): Promise<ProjectRecord[]> {
  return projectsNewestFirst(db, now).execute();
}

export function findProject(db: DB, id: number, now: Date): Promise<ProjectDetailRecord | undefined> {
  return projects(db, now).select(['p.description_ko', 'p.description_en']).where('p.id', '=', id).executeTakeFirst();
}

export function topSellingProjects(db: DB, limit: number, now: Date): Promise<ProjectRecord[]> {
  return projects(db, now).orderBy(soldExpression, 'desc').orderBy('p.id', 'asc').limit(limit).execute();
}

export function searchProjectsByTitle(db: DB, text: string, now: Date): Promise<ProjectRecord[]> {
  const pattern = containsPattern(text);
  return projects(db, now)
    .where((eb) => eb.or([eb('p.title_ko', 'ilike', pattern), eb('p.title_en', 'ilike', pattern)]))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
}

function projectFilter(query: ProjectSearchQuery, now: Date) {
  return (eb: ExpressionBuilder<Database & { p: Database['project'] }, 'p'>) => {
    const conditions: Expression<SqlBool>[] = [publishedBy('p', now)];
    if (query.collectionId !== undefined) {
      if (query.kind === 'webtoon') conditions.push(eb('p.webtoon_id', '=', query.collectionId));
      else if (query.kind === 'theme') conditions.push(eb('p.theme_id', '=', query.collectionId));
      else conditions.push(eb.or([eb('p.webtoon_id', '=', query.collectionId), eb('p.theme_id', '=', query.collectionId)]));
    }
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(
        eb.or([
          eb('p.title_ko', 'ilike', pattern),
          eb('p.title_en', 'ilike', pattern),
          eb('p.creator_ko', 'ilike', pattern),
          eb('p.creator_en', 'ilike', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

export async function searchProjects(db: DB, query: ProjectSearchQuery, language: Language, now: Date): Promise<{ items: ProjectRecord[]; total: number }> {
  const filter = projectFilter(query, now);
  let itemsQuery = projects(db, now).where(filter);
  if (query.sort === 'popular') itemsQuery = itemsQuery.orderBy(soldExpression, 'desc');
  else if (query.sort === 'title') itemsQuery = itemsQuery.orderBy(language === 'en' ? 'p.title_en' : 'p.title_ko');
  else itemsQuery = itemsQuery.orderBy('p.created_at', 'desc');
  const [items, count] = await Promise.all([
    itemsQuery
      .orderBy('p.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    db
      .selectFrom('project as p')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(filter)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total };
}

// ---- keys ----

/** The KEY designs of published projects. */
function keys(db: DB, now: Date) {
  return db
    .selectFrom('key_design as k')
    .innerJoin('project as p', 'p.id', 'k.project_id')
    .where(publishedBy('p', now))
    .select([
      'k.id',
      'k.project_id',
      'p.title_ko as project_title_ko',
      'p.title_en as project_title_en',
      'k.name_ko',
      'k.name_en',
      'k.rarity',
      'k.supply_total',
      'k.supply_remaining',
      'k.released_at',
    ]);
}

export function keysOfProject(db: DB, projectId: number, now: Date, excludeKeyId?: number): Promise<KeyRecord[]> {
  let query = keys(db, now).where('k.project_id', '=', projectId);
  if (excludeKeyId !== undefined) query = query.where('k.id', '<>', excludeKeyId);
  return query.orderBy('k.id').execute();
}

const newestKeysQuery = (db: DB, now: Date, limit: number) =>
  keys(db, now).where('k.released_at', '<=', now).orderBy('k.released_at', 'desc').orderBy('k.id', 'desc').limit(limit);

export function newestKeys(db: DB, now: Date, limit: number): Promise<KeyRecord[]> {
  return newestKeysQuery(db, now, limit).execute();
}

/** The first KEY release after `now` (it changes the newest KEYs), or null. */
export async function nextKeyRelease(db: DB, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('key_design')
    .select((eb) => eb.fn.min('released_at').as('next'))
    .where('released_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}

export function searchKeysByName(db: DB, text: string, now: Date): Promise<KeyRecord[]> {
  const pattern = containsPattern(text);
  return keys(db, now)
    .where((eb) => eb.or([eb('k.name_ko', 'ilike', pattern), eb('k.name_en', 'ilike', pattern)]))
    .orderBy('k.released_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
}

const rarityRank = sql<number>`case k.rarity when 'legendary' then 0 when 'epic' then 1 when 'rare' then 2 else 3 end`;

export async function listKeys(db: DB, query: KeyListQuery, language: Language, now: Date): Promise<{ items: KeyRecord[]; total: number }> {
  let itemsQuery = keys(db, now);
  let countQuery = db
    .selectFrom('key_design as k')
    .innerJoin('project as p', 'p.id', 'k.project_id')
    .where(publishedBy('p', now))
    .select((eb) => eb.fn.countAll<number>().as('total'));
  if (query.projectId !== undefined) {
    itemsQuery = itemsQuery.where('k.project_id', '=', query.projectId);
    countQuery = countQuery.where('k.project_id', '=', query.projectId);
  }
  if (query.sort === 'name') itemsQuery = itemsQuery.orderBy(language === 'en' ? 'k.name_en' : 'k.name_ko').orderBy('k.id');
  else if (query.sort === 'rarity') itemsQuery = itemsQuery.orderBy(rarityRank).orderBy('k.id');
  else itemsQuery = itemsQuery.orderBy('k.released_at', 'desc').orderBy('k.id', 'desc');
  const [items, count] = await Promise.all([
    itemsQuery
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    countQuery.executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total };
}

export function findKey(db: DB, id: number, now: Date): Promise<KeyDetailRecord | undefined> {
  return keys(db, now).select(['k.description_ko', 'k.description_en', 'k.properties']).where('k.id', '=', id).executeTakeFirst();
}

/** The first activity of a KEY after `now` (it changes the KEY's history), or null. */
export async function nextKeyActivity(db: DB, keyId: number, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('key_activity')
    .select((eb) => eb.fn.min('occurred_at').as('next'))
    .where('key_design_id', '=', keyId)
    .where('occurred_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}

export function keyActivities(db: DB, keyId: number, now: Date, limit = 50): Promise<KeyActivityRecord[]> {
  return db
    .selectFrom('key_activity')
    .select(['id', 'type', 'actor', 'price_gold', 'occurred_at'])
    .where('key_design_id', '=', keyId)
    .where('occurred_at', '<=', now)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A KEY design's columns as `drawnKeyOf` (drawn-key) maps them, the design joined as `d` and its project as `p`. */
export const DRAWN_KEY_COLUMNS = ['d.id as design_id', 'd.project_id', 'd.name_ko', 'd.name_en', 'd.rarity', 'p.title_ko', 'p.title_en'] as const;

/** These KEY items with their serial and design (ids not found are left out). */
export function keyItemsWithDesigns(db: DB, keyItemIds: number[]) {
  return db
    .selectFrom('key_item as ki')
    .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select(['ki.id as key_item_id', 'ki.serial_no', ...DRAWN_KEY_COLUMNS])
    .where('ki.id', 'in', keyItemIds)
    .execute();
}

// ---- banners and art ----

const banners = (db: DB) =>
  db.selectFrom('banner').select(['id', 'title_ko', 'title_en', 'subtitle_ko', 'subtitle_en', 'link_url']).orderBy('sort_order').orderBy('id');

export function listBanners(db: DB): Promise<BannerRecord[]> {
  return banners(db).execute();
}

export interface MainPageRecords {
  banners: BannerRecord[];
  collections: CollectionRecord[];
  projects: ProjectRecord[];
  keys: KeyRecord[];
  /** The first KEY release after `now`, or null. */
  nextKeyRelease: Date | null;
  /** The first publication after `now`, or null. */
  nextPublication: Date | null;
}

const toDate = (value: string) => new Date(value);
const toDateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Everything the main page shows in ONE round trip (json_agg keeps each subquery's order): on PGlite every
 * query waits for the one session, so four queries cost four turns.
 */
export async function mainPageRecords(db: DB, now: Date, keyLimit: number): Promise<MainPageRecords> {
  const row = await db
    .selectNoFrom((eb) => [
      jsonArrayFrom(banners(db)).as('banners'),
      jsonArrayFrom(collections(db, now)).as('collections'),
      jsonArrayFrom(projectsNewestFirst(db, now)).as('projects'),
      jsonArrayFrom(newestKeysQuery(db, now, keyLimit)).as('keys'),
      eb
        .selectFrom('key_design')
        .select((inner) => inner.fn.min('released_at').as('next'))
        .where('released_at', '>', now)
        .as('next_key_release'),
      nextPublicationQuery(db, now).as('next_publication'),
    ])
    .executeTakeFirstOrThrow();
  return {
    banners: row.banners,
    collections: row.collections,
    projects: row.projects.map((project) => ({
      ...project,
      sale_starts_at: toDate(project.sale_starts_at),
      sale_ends_at: toDateOrNull(project.sale_ends_at),
      created_at: toDate(project.created_at),
    })),
    keys: row.keys.map((key) => ({ ...key, released_at: toDate(key.released_at) })),
    nextKeyRelease: row.next_key_release ?? null,
    nextPublication: row.next_publication ?? null,
  };
}

export const ART_TABLES = {
  key: 'key_design',
  project: 'project',
  collection: 'collection',
  banner: 'banner',
} as const;
export type ArtKind = keyof typeof ART_TABLES;

export interface ArtVersion {
  /** A hash of the SVG. */
  version: string;
  /** Whether members see the row now: a KEY design's or project's art is public once its project is published. */
  published: boolean;
}

/**
 * The version of a row's art: a hash of its SVG, computed where it is stored (the SVG itself is read only when it must
 * be sent or drawn), and whether it is published. Undefined when the row does not exist.
 */
export async function findArtVersion(db: DB, kind: ArtKind, id: number, now: Date): Promise<ArtVersion | undefined> {
  if (kind === 'key') {
    const row = await db
      .selectFrom('key_design as k')
      .innerJoin('project as p', 'p.id', 'k.project_id')
      .select([sql<string>`md5(k.art_svg)`.as('version'), publishedBy('p', now).as('published')])
      .where('k.id', '=', id)
      .executeTakeFirst();
    return row && { version: row.version, published: row.published === true };
  }
  if (kind === 'project') {
    const row = await db
      .selectFrom('project as p')
      .select([sql<string>`md5(p.art_svg)`.as('version'), publishedBy('p', now).as('published')])
      .where('p.id', '=', id)
      .executeTakeFirst();
    return row && { version: row.version, published: row.published === true };
  }
  const row = await db
    .selectFrom(ART_TABLES[kind])
    .select(sql<string>`md5(art_svg)`.as('version'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { version: row.version, published: true };
}

export async function findArt(db: DB, kind: ArtKind, id: number): Promise<string | undefined> {
  const row = await db.selectFrom(ART_TABLES[kind]).select('art_svg').where('id', '=', id).executeTakeFirst();
  return row?.art_svg;
}

/** Whether every given project exists (nulls are "none chosen" and pass). */
export async function projectsExist(db: Kysely<Database>, ids: readonly (number | null)[]): Promise<boolean> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return true;
  const found = await db.selectFrom('project').select('id').where('id', 'in', wanted).execute();
  return found.length === wanted.length;
}
