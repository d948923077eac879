import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, KeyDesignTable, ProjectTable } from '../../db/schema';

/** Every SQL statement of the catalogue studio. Art (SVG text) is written here and read only as its version. */
type DB = Kysely<Database>;

const PROJECT_COLUMNS = [
  'p.id',
  'p.webtoon_id',
  'p.theme_id',
  'p.title_ko',
  'p.title_en',
  'p.creator_ko',
  'p.creator_en',
  'p.description_ko',
  'p.description_en',
  'p.price_gold',
  'p.price_usd_cents',
  'p.sale_starts_at',
  'p.sale_ends_at',
  'p.published_at',
  'p.created_at',
  'p.updated_at',
] as const;

/** A project as the studio reads it: its row without the cover's SVG text, which is read only as its version. */
export type StudioProjectRow = Omit<Selectable<ProjectTable>, 'art_svg'> & {
  /** md5 of the cover's SVG (the art route's version). */
  art_version: string;
};

/** A KEY design as the studio reads it: its row without the card's SVG text, which is read only as its version. */
export type StudioDesignRow = Omit<Selectable<KeyDesignTable>, 'art_svg' | 'created_at'> & {
  /** md5 of the card's SVG (the art route's version). */
  art_version: string;
};

export interface StudioSummaryRow {
  id: number;
  title_ko: string;
  title_en: string;
  creator_ko: string;
  creator_en: string;
  sale_starts_at: Date;
  sale_ends_at: Date | null;
  published_at: Date | null;
  updated_at: Date;
  design_count: number;
  supply_total: number;
  sold: number;
}

/** Every project (drafts too), newest first, with its designs counted and its supply and sales summed. */
export async function projectSummaries(db: DB): Promise<StudioSummaryRow[]> {
  const rows = await db
    .selectFrom('project as p')
    .leftJoin('key_design as k', 'k.project_id', 'p.id')
    .select((eb) => [
      'p.id',
      'p.title_ko',
      'p.title_en',
      'p.creator_ko',
      'p.creator_en',
      'p.sale_starts_at',
      'p.sale_ends_at',
      'p.published_at',
      'p.updated_at',
      eb.fn.count<number | string>('k.id').as('design_count'),
      sql<number | string>`coalesce(sum(k.supply_total), 0)`.as('supply_total'),
      sql<number | string>`coalesce(sum(k.supply_total - k.supply_remaining), 0)`.as('sold'),
    ])
    .groupBy('p.id')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, design_count: Number(row.design_count), supply_total: Number(row.supply_total), sold: Number(row.sold) }));
}

const projectRows = (db: DB) => db.selectFrom('project as p').select([...PROJECT_COLUMNS, sql<string>`md5(p.art_svg)`.as('art_version')]);

export async function findProject(db: DB, projectId: number): Promise<StudioProjectRow | undefined> {
  return projectRows(db).where('p.id', '=', projectId).executeTakeFirst();
}

/**
 * The project, its row locked until the transaction ends: the studio's changes of one project run one after another.
 * FOR NO KEY UPDATE, the lock its own UPDATE takes: a purchase's insert that names the project (a foreign key takes
 * FOR KEY SHARE) is not held up by it, so a purchase holding its designs never waits for the studio while the studio
 * waits for those designs.
 */
export async function lockProject(db: DB, projectId: number): Promise<StudioProjectRow | undefined> {
  return projectRows(db).where('p.id', '=', projectId).forNoKeyUpdate().executeTakeFirst();
}

const designRows = (db: DB) =>
  db
    .selectFrom('key_design as d')
    .select([
      'd.id',
      'd.project_id',
      'd.name_ko',
      'd.name_en',
      'd.description_ko',
      'd.description_en',
      'd.rarity',
      'd.supply_total',
      'd.supply_remaining',
      'd.properties',
      'd.edition',
      'd.released_at',
      sql<string>`md5(d.art_svg)`.as('art_version'),
    ]);

/** The project's KEY designs in id order. */
export async function designsOf(db: DB, projectId: number): Promise<StudioDesignRow[]> {
  return designRows(db).where('d.project_id', '=', projectId).orderBy('d.id').execute();
}

/**
 * The project's KEY designs in id order, their rows locked until the transaction ends (the order a purchase batch locks
 * them in). A purchase takes supply with an UPDATE of these rows, so while they are held no KEY of the project sells,
 * and what they say of the supply is what was sold. FOR NO KEY UPDATE, as an UPDATE of them locks (a DELETE takes the
 * stronger lock itself).
 */
export async function lockDesigns(db: DB, projectId: number): Promise<StudioDesignRow[]> {
  return designRows(db).where('d.project_id', '=', projectId).orderBy('d.id').forNoKeyUpdate().execute();
}

/**
 * Whether any KEY of the project ever left its supply: a purchase (kept, refunded or cancelled) or a KEY item (a
 * purchase's, a coupon's, a ticket's, a reward's). Read after `lockDesigns`, it cannot change before the commit.
 */
export async function hasKeysOut(db: DB, projectId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('purchase').select('id').where('project_id', '=', projectId)).as('purchased'),
      eb
        .exists(eb.selectFrom('key_item as ki').innerJoin('key_design as d', 'd.id', 'ki.key_design_id').select('ki.id').where('d.project_id', '=', projectId))
        .as('minted'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.purchased) || Boolean(row.minted);
}

/** The kinds of these collections, by id (ids not found are left out). */
export async function collectionKinds(db: DB, ids: readonly number[]): Promise<Map<number, 'webtoon' | 'theme'>> {
  const rows = await db
    .selectFrom('collection')
    .select(['id', 'kind'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.kind]));
}

/** Every collection, webtoons first, in the order the catalogue shows them. */
export async function allCollections(db: DB) {
  return db
    .selectFrom('collection')
    .select(['id', 'kind', 'name_ko', 'name_en'])
    .orderBy((eb) => eb.case().when('kind', '=', 'webtoon').then(0).else(1).end())
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** A new project; answers its id. */
export async function insertProject(db: DB, project: Insertable<ProjectTable>): Promise<number> {
  const row = await db.insertInto('project').values(project).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProject(db: DB, projectId: number, changes: Updateable<ProjectTable>): Promise<void> {
  await db.updateTable('project').set(changes).where('id', '=', projectId).execute();
}

/** A new KEY design with its RELEASE activity at its release; answers its id. */
export async function insertDesign(db: DB, design: Insertable<KeyDesignTable>, releasedAt: Date): Promise<number> {
  const row = await db.insertInto('key_design').values(design).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('key_activity').values({ key_design_id: row.id, type: 'RELEASE', actor: null, price_gold: null, occurred_at: releasedAt }).execute();
  return row.id;
}

export async function updateDesign(db: DB, designId: number, changes: Updateable<KeyDesignTable>): Promise<void> {
  await db.updateTable('key_design').set(changes).where('id', '=', designId).execute();
}

/**
 * A design's supply set to `supplyTotal`, what remains following so that `supply_total - supply_remaining` (what was
 * sold) stays exactly what it was, in ONE conditional statement on the locked row: refused (undefined) when the new
 * supply is below what was sold.
 */
export async function setDesignSupply(db: DB, designId: number, supplyTotal: number): Promise<{ supply_total: number; supply_remaining: number } | undefined> {
  return (
    db
      .updateTable('key_design')
      // Every expression of a SET reads the row as it was: `supply_total - supply_remaining` is what was sold.
      .set({ supply_total: supplyTotal, supply_remaining: sql<number>`${supplyTotal}::integer - (supply_total - supply_remaining)` })
      .where('id', '=', designId)
      .where(sql<boolean>`supply_total - supply_remaining <= ${supplyTotal}::integer`)
      .returning(['supply_total', 'supply_remaining'])
      .executeTakeFirst()
  );
}

/** The project's designs (and their RELEASE activities) released at `releasedAt`: its sale start before it sold. */
export async function moveReleases(db: DB, projectId: number, releasedAt: Date): Promise<void> {
  await db.updateTable('key_design').set({ released_at: releasedAt }).where('project_id', '=', projectId).execute();
  await db
    .updateTable('key_activity')
    .set({ occurred_at: releasedAt })
    .where('type', '=', 'RELEASE')
    .where('key_design_id', 'in', (eb) => eb.selectFrom('key_design').select('id').where('project_id', '=', projectId))
    .execute();
}

/** A design's art redrawn. */
export async function setDesignArt(db: DB, designId: number, artSvg: string): Promise<void> {
  await db.updateTable('key_design').set({ art_svg: artSvg }).where('id', '=', designId).execute();
}

/**
 * Removes a design that never sold: its RELEASE activity, the likes and watches of it, then the design. Anything else
 * that names it (a coupon, a KEY of the Month, a KEY item) makes the delete fail on its foreign key.
 */
export async function deleteDesign(db: DB, designId: number): Promise<void> {
  await db.deleteFrom('key_activity').where('key_design_id', '=', designId).where('type', '=', 'RELEASE').execute();
  await db.deleteFrom('member_like').where('target_type', '=', 'KEY').where('target_id', '=', designId).execute();
  await db.deleteFrom('watch').where('key_design_id', '=', designId).execute();
  await db.deleteFrom('key_design').where('id', '=', designId).execute();
}
