import type { Kysely } from 'kysely';
import {
  artPath,
  STUDIO_LIMITS,
  type AuditAction,
  type StudioCollection,
  type StudioDesign,
  type StudioDesignInput,
  type StudioProject,
  type StudioProjectInput,
  type StudioProjectList,
  type StudioProjectSummary,
  type StudioPublishInput,
} from 'shared-contract';
import type { Database } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit-repository';
import type { TimedStaffActor } from '../audit/staff-actor';
import { keyCardSvg, projectCoverSvg } from '../catalog/card-art';
import { artPreviewPath } from '../catalog/catalog-mappers';
import { isPublishedAt, publicationStatus } from '../catalog/publication';
import { drawOddsBasisPoints } from '../purchase/draw-odds';
import * as repository from './studio-repository';
import type { StudioDesignRow, StudioProjectRow } from './studio-repository';

/**
 * The catalogue studio's rules (roles admin and editor): projects start as drafts, members see them from their publish
 * time on. Once a project has sold a KEY, no design's supply goes below what it sold, no rarity or edition changes, no
 * design is removed and the project cannot be hidden again; its prices and sale window still change, with a reason.
 * Every change runs in one transaction that first locks the project and its designs (so no purchase of it runs
 * meanwhile), and is audited with what changed, from and to.
 */

type DB = Kysely<Database>;

// ---- Art: drawn by the catalogue's card art until uploads exist (distinct per row: seeded by its id) ----

const ART_SEED = 7_300_000;
const hueOf = (projectId: number) => (projectId * 47) % 360;

const coverArt = (projectId: number, title: { ko: string; en: string }) =>
  projectCoverSvg({ seed: ART_SEED + projectId, hue: hueOf(projectId), titleKo: title.ko, titleEn: title.en });

const cardArt = (project: { id: number; title_en: string }, design: { id: number; name_ko: string; name_en: string; rarity: StudioDesignRow['rarity'] }) =>
  keyCardSvg({
    seed: ART_SEED + 1_000_000 + design.id,
    hue: hueOf(project.id) + (design.id % 12) * 14,
    nameKo: design.name_ko,
    nameEn: design.name_en,
    projectTitle: project.title_en.toUpperCase(),
    rarity: design.rarity,
    serial: design.id,
  });

// ---- Answers ----

const iso = (date: Date) => date.toISOString();
const soldOf = (design: { supply_total: number; supply_remaining: number }) => design.supply_total - design.supply_remaining;

/**
 * The odds members see (purchase `projectOdds`): a SALE design's KEYs left over what is left of the project's SALE
 * designs released by then; here "then" is now, or the sale's start while it is ahead, so a draft shows the odds its
 * sale opens with. A MONTHLY design is never drawn (0).
 */
function oddsOf(project: StudioProjectRow, designs: StudioDesignRow[], now: Date): Map<number, number> {
  const at = project.sale_starts_at > now ? project.sale_starts_at : now;
  const pool = designs.filter((design) => design.edition === 'SALE' && design.released_at <= at);
  const poolRemaining = pool.reduce((sum, design) => sum + design.supply_remaining, 0);
  return new Map(pool.map((design) => [design.id, drawOddsBasisPoints(design.supply_remaining, poolRemaining)]));
}

function toDesign(design: StudioDesignRow, odds: Map<number, number>): StudioDesign {
  return {
    id: design.id,
    name: { ko: design.name_ko, en: design.name_en },
    description: { ko: design.description_ko, en: design.description_en },
    rarity: design.rarity,
    supplyTotal: design.supply_total,
    sold: soldOf(design),
    oddsBasisPoints: odds.get(design.id) ?? 0,
    properties: design.properties.map((property) => ({ name: property.name, value: property.value })),
    edition: design.edition,
    imageUrl: artPreviewPath(artPath.key(design.id), design.art_version),
  };
}

function toProject(project: StudioProjectRow, designs: StudioDesignRow[], now: Date): StudioProject {
  const odds = oddsOf(project, designs, now);
  return {
    id: project.id,
    title: { ko: project.title_ko, en: project.title_en },
    creator: { ko: project.creator_ko, en: project.creator_en },
    status: publicationStatus(project.published_at, now),
    publishAt: project.published_at ? iso(project.published_at) : null,
    saleStartsAt: iso(project.sale_starts_at),
    saleEndsAt: project.sale_ends_at ? iso(project.sale_ends_at) : null,
    designCount: designs.length,
    supplyTotal: designs.reduce((sum, design) => sum + design.supply_total, 0),
    sold: designs.reduce((sum, design) => sum + soldOf(design), 0),
    updatedAt: iso(project.updated_at),
    description: { ko: project.description_ko, en: project.description_en },
    webtoonId: project.webtoon_id,
    themeId: project.theme_id,
    priceGold: project.price_gold,
    priceUsdCents: project.price_usd_cents,
    imageUrl: artPreviewPath(artPath.project(project.id), project.art_version),
    designs: designs.map((design) => toDesign(design, odds)),
  };
}

function toSummary(row: repository.StudioSummaryRow, now: Date): StudioProjectSummary {
  return {
    id: row.id,
    title: { ko: row.title_ko, en: row.title_en },
    creator: { ko: row.creator_ko, en: row.creator_en },
    status: publicationStatus(row.published_at, now),
    publishAt: row.published_at ? iso(row.published_at) : null,
    saleStartsAt: iso(row.sale_starts_at),
    saleEndsAt: row.sale_ends_at ? iso(row.sale_ends_at) : null,
    designCount: row.design_count,
    supplyTotal: row.supply_total,
    sold: row.sold,
    updatedAt: iso(row.updated_at),
  };
}

// ---- Reads ----

export async function listProjects(db: DB, now: Date): Promise<StudioProjectList> {
  return { items: (await repository.projectSummaries(db)).map((row) => toSummary(row, now)) };
}

export async function readProject(db: DB, projectId: number, now: Date): Promise<StudioProject> {
  const project = await repository.findProject(db, projectId);
  if (!project) throw new AppError('PROJECT_NOT_FOUND');
  return toProject(project, await repository.designsOf(db, projectId), now);
}

export async function listCollections(db: DB): Promise<{ items: StudioCollection[] }> {
  const rows = await repository.allCollections(db);
  return { items: rows.map((row) => ({ id: row.id, kind: row.kind, name: { ko: row.name_ko, en: row.name_en } })) };
}

// ---- What changed (the audit's from and to) ----

type Facts = Record<string, unknown>;

const projectFacts = (row: StudioProjectRow): Facts => ({
  title: { ko: row.title_ko, en: row.title_en },
  creator: { ko: row.creator_ko, en: row.creator_en },
  description: { ko: row.description_ko, en: row.description_en },
  webtoonId: row.webtoon_id,
  themeId: row.theme_id,
  priceGold: row.price_gold,
  priceUsdCents: row.price_usd_cents,
  saleStartsAt: iso(row.sale_starts_at),
  saleEndsAt: row.sale_ends_at ? iso(row.sale_ends_at) : null,
});

const projectInputFacts = (input: StudioProjectInput): Facts => ({
  title: input.title,
  creator: input.creator,
  description: input.description,
  webtoonId: input.webtoonId,
  themeId: input.themeId,
  priceGold: input.priceGold,
  priceUsdCents: input.priceUsdCents,
  saleStartsAt: iso(new Date(input.saleStartsAt)),
  saleEndsAt: input.saleEndsAt === null ? null : iso(new Date(input.saleEndsAt)),
});

const designFacts = (row: StudioDesignRow): Facts => ({
  name: { ko: row.name_ko, en: row.name_en },
  description: { ko: row.description_ko, en: row.description_en },
  rarity: row.rarity,
  supply: row.supply_total,
  properties: row.properties.map((property) => ({ name: property.name, value: property.value })),
  edition: row.edition,
});

const designInputFacts = (input: StudioDesignInput): Facts => ({
  name: input.name,
  description: input.description,
  rarity: input.rarity,
  supply: input.supply,
  properties: input.properties,
  edition: input.edition,
});

/** JSON with every object's keys sorted: equal values compare equal whatever order jsonb kept their keys in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fields whose value differs, each with its value before (`from`) and after (`to`). */
function changesOf(before: Facts, after: Facts): { from: Facts; to: Facts } {
  const from: Facts = {};
  const to: Facts = {};
  for (const key of Object.keys(after)) {
    if (canonical(before[key]) !== canonical(after[key])) {
      from[key] = before[key];
      to[key] = after[key];
    }
  }
  return { from, to };
}

/** After the first sale, these change only with a reason. */
const PRICE_AND_WINDOW = ['priceGold', 'priceUsdCents', 'saleStartsAt', 'saleEndsAt'];

// ---- Changes ----

async function audit(trx: DB, actor: TimedStaffActor, action: AuditAction, target: { type: 'project' | 'key_design'; id: number }, details: Facts) {
  await recordAudit(trx, { actorId: actor.actorId, action, targetType: target.type, targetId: target.id, details, ip: actor.ip, at: actor.now });
}

/** The webtoon must be a webtoon collection and the theme a theme collection. */
async function assertCollections(trx: DB, input: StudioProjectInput): Promise<void> {
  const kinds = await repository.collectionKinds(trx, [input.webtoonId, input.themeId]);
  if (kinds.get(input.webtoonId) !== 'webtoon' || kinds.get(input.themeId) !== 'theme') throw new AppError('STUDIO_COLLECTION_INVALID');
}

const projectColumns = (input: StudioProjectInput) => ({
  webtoon_id: input.webtoonId,
  theme_id: input.themeId,
  title_ko: input.title.ko,
  title_en: input.title.en,
  creator_ko: input.creator.ko,
  creator_en: input.creator.en,
  description_ko: input.description.ko,
  description_en: input.description.en,
  price_gold: input.priceGold,
  price_usd_cents: input.priceUsdCents,
  sale_starts_at: new Date(input.saleStartsAt),
  sale_ends_at: input.saleEndsAt === null ? null : new Date(input.saleEndsAt),
});

const designColumns = (input: StudioDesignInput) => ({
  name_ko: input.name.ko,
  name_en: input.name.en,
  description_ko: input.description.ko,
  description_en: input.description.en,
  rarity: input.rarity,
  properties: JSON.stringify(input.properties),
  edition: input.edition,
});

/** A project and its designs, locked, and whether any of its KEYs ever sold (read after the locks). */
interface Locked {
  project: StudioProjectRow;
  designs: StudioDesignRow[];
  sold: boolean;
}

async function lockForChange(trx: DB, projectId: number): Promise<Locked> {
  const project = await repository.lockProject(trx, projectId);
  if (!project) throw new AppError('PROJECT_NOT_FOUND');
  const designs = await repository.lockDesigns(trx, projectId);
  const sold = designs.some((design) => soldOf(design) > 0) || (await repository.hasKeysOut(trx, projectId));
  return { project, designs, sold };
}

/** A new draft project (not seen by members until it is published). */
export async function createProject(db: DB, actor: TimedStaffActor, input: StudioProjectInput): Promise<StudioProject> {
  const projectId = await db.transaction().execute(async (trx) => {
    await assertCollections(trx, input);
    const id = await repository.insertProject(trx, {
      ...projectColumns(input),
      art_svg: '',
      published_at: null,
      created_at: actor.now,
      updated_at: actor.now,
    });
    // Its art is seeded by its id, known once it is inserted.
    await repository.updateProject(trx, id, { art_svg: coverArt(id, input.title) });
    await audit(trx, actor, 'STUDIO_PROJECT_CREATE', { type: 'project', id }, { from: null, to: projectInputFacts(input) });
    return id;
  });
  return readProject(db, projectId, actor.now);
}

/** Changes a project's texts, collections, prices and sale window (after its first sale, prices and window need a reason). */
export async function updateProject(db: DB, actor: TimedStaffActor, projectId: number, input: StudioProjectInput): Promise<StudioProject> {
  await db.transaction().execute(async (trx) => {
    const { project, designs, sold } = await lockForChange(trx, projectId);
    await assertCollections(trx, input);
    const changes = changesOf(projectFacts(project), projectInputFacts(input));
    const changed = Object.keys(changes.to);
    if (changed.length === 0) return;
    const reason = input.reason?.trim() || null;
    if (sold && reason === null && changed.some((field) => PRICE_AND_WINDOW.includes(field))) throw new AppError('STUDIO_REASON_REQUIRED');

    const titleChanged = changed.includes('title');
    await repository.updateProject(trx, projectId, {
      ...projectColumns(input),
      ...(titleChanged ? { art_svg: coverArt(projectId, input.title) } : {}),
      updated_at: actor.now,
    });
    // A card shows its project's title.
    if (titleChanged) {
      for (const design of designs) await repository.setDesignArt(trx, design.id, cardArt({ id: projectId, title_en: input.title.en }, design));
    }
    // Before its first sale, its KEYs are released when the sale starts; what was released once a KEY sold stays so.
    if (!sold && changed.includes('saleStartsAt')) await repository.moveReleases(trx, projectId, new Date(input.saleStartsAt));
    await audit(trx, actor, 'STUDIO_PROJECT_UPDATE', { type: 'project', id: projectId }, { ...changes, ...(reason === null ? {} : { reason }) });
  });
  return readProject(db, projectId, actor.now);
}

/** Adds a KEY design (at most STUDIO_LIMITS.designsMax per project). */
export async function addDesign(db: DB, actor: TimedStaffActor, projectId: number, input: StudioDesignInput): Promise<StudioProject> {
  await db.transaction().execute(async (trx) => {
    const { project, designs, sold } = await lockForChange(trx, projectId);
    if (designs.length >= STUDIO_LIMITS.designsMax) throw new AppError('STUDIO_DESIGN_LIMIT');
    // Released with the sale's start; a design added once KEYs sold joins the draw from now (or the start, if later).
    const releasedAt = sold && project.sale_starts_at < actor.now ? actor.now : project.sale_starts_at;
    const columns = designColumns(input);
    const id = await repository.insertDesign(
      trx,
      { project_id: projectId, ...columns, supply_total: input.supply, supply_remaining: input.supply, art_svg: '', released_at: releasedAt },
      releasedAt,
    );
    await repository.setDesignArt(trx, id, cardArt(project, { id, ...columns }));
    await repository.updateProject(trx, projectId, { updated_at: actor.now });
    await audit(trx, actor, 'STUDIO_DESIGN_CREATE', { type: 'key_design', id }, { projectId, from: null, to: designInputFacts(input) });
  });
  return readProject(db, projectId, actor.now);
}

const saleDesignsBut = (designs: StudioDesignRow[], designId: number) => designs.filter((design) => design.edition === 'SALE' && design.id !== designId);

/** Changes a KEY design; its supply never goes below what it sold, and once the project sold its rarity and edition stay. */
export async function updateDesign(
  db: DB,
  actor: TimedStaffActor,
  { projectId, designId }: { projectId: number; designId: number },
  input: StudioDesignInput,
): Promise<StudioProject> {
  await db.transaction().execute(async (trx) => {
    const { project, designs, sold } = await lockForChange(trx, projectId);
    const design = designs.find((row) => row.id === designId);
    if (!design) throw new AppError('KEY_NOT_FOUND');
    if (sold && input.rarity !== design.rarity) throw new AppError('STUDIO_RARITY_LOCKED');
    if (sold && input.edition !== design.edition) throw new AppError('STUDIO_EDITION_LOCKED');
    if (input.supply < soldOf(design)) throw new AppError('STUDIO_SUPPLY_BELOW_SOLD');
    // A published or scheduled project keeps a design for sale.
    if (project.published_at !== null && input.edition !== 'SALE' && saleDesignsBut(designs, designId).length === 0)
      throw new AppError('STUDIO_DESIGNS_REQUIRED');

    const changes = changesOf(designFacts(design), designInputFacts(input));
    const changed = Object.keys(changes.to);
    if (changed.length === 0) return;
    if (changed.includes('supply') && !(await repository.setDesignSupply(trx, designId, input.supply))) throw new AppError('STUDIO_SUPPLY_BELOW_SOLD');
    const columns = designColumns(input);
    const redraw = changed.includes('name') || changed.includes('rarity');
    await repository.updateDesign(trx, designId, { ...columns, ...(redraw ? { art_svg: cardArt(project, { id: designId, ...columns }) } : {}) });
    await repository.updateProject(trx, projectId, { updated_at: actor.now });
    await audit(trx, actor, 'STUDIO_DESIGN_UPDATE', { type: 'key_design', id: designId }, { projectId, ...changes });
  });
  return readProject(db, projectId, actor.now);
}

/** Removes a KEY design of a project that never sold. */
export async function deleteDesign(db: DB, actor: TimedStaffActor, { projectId, designId }: { projectId: number; designId: number }): Promise<StudioProject> {
  await db.transaction().execute(async (trx) => {
    const { project, designs, sold } = await lockForChange(trx, projectId);
    const design = designs.find((row) => row.id === designId);
    if (!design) throw new AppError('KEY_NOT_FOUND');
    if (sold) throw new AppError('STUDIO_DESIGN_LOCKED');
    if (project.published_at !== null && design.edition === 'SALE' && saleDesignsBut(designs, designId).length === 0)
      throw new AppError('STUDIO_DESIGNS_REQUIRED');
    try {
      await repository.deleteDesign(trx, designId);
    } catch (error) {
      // Named elsewhere (a coupon, a KEY of the Month): it stays.
      if (isForeignKeyViolation(error)) throw new AppError('STUDIO_DESIGN_LOCKED');
      throw error;
    }
    await repository.updateProject(trx, projectId, { updated_at: actor.now });
    await audit(trx, actor, 'STUDIO_DESIGN_DELETE', { type: 'key_design', id: designId }, { projectId, from: designFacts(design), to: null });
  });
  return readProject(db, projectId, actor.now);
}

const publicationFacts = (publishedAt: Date | null, now: Date) => ({
  status: publicationStatus(publishedAt, now),
  publishAt: publishedAt ? iso(publishedAt) : null,
});

/**
 * Publishes now (`publishAt` null; a project already published keeps its publication) or at a later instant
 * (scheduled). It needs a KEY design for sale. Scheduling a published project hides it until then, so not once it sold.
 */
export async function publish(db: DB, actor: TimedStaffActor, projectId: number, { publishAt }: StudioPublishInput): Promise<StudioProject> {
  await db.transaction().execute(async (trx) => {
    const { project, designs, sold } = await lockForChange(trx, projectId);
    if (!designs.some((design) => design.edition === 'SALE')) throw new AppError('STUDIO_DESIGNS_REQUIRED');
    const live = isPublishedAt(project.published_at, actor.now);
    let at: Date;
    if (publishAt === null) {
      at = live && project.published_at ? project.published_at : actor.now;
    } else {
      at = new Date(publishAt);
      if (at <= actor.now) throw new AppError('STUDIO_PUBLISH_TIME_PAST');
      if (live && sold) throw new AppError('STUDIO_UNPUBLISH_SOLD');
    }
    await repository.updateProject(trx, projectId, { published_at: at, updated_at: actor.now });
    await audit(
      trx,
      actor,
      'STUDIO_PUBLISH',
      { type: 'project', id: projectId },
      { from: publicationFacts(project.published_at, actor.now), to: publicationFacts(at, actor.now) },
    );
  });
  return readProject(db, projectId, actor.now);
}

/** Back to draft, hidden from members; not once a KEY of it sold. */
export async function unpublish(db: DB, actor: TimedStaffActor, projectId: number): Promise<StudioProject> {
  await db.transaction().execute(async (trx) => {
    const { project, sold } = await lockForChange(trx, projectId);
    if (sold) throw new AppError('STUDIO_UNPUBLISH_SOLD');
    await repository.updateProject(trx, projectId, { published_at: null, updated_at: actor.now });
    await audit(
      trx,
      actor,
      'STUDIO_UNPUBLISH',
      { type: 'project', id: projectId },
      { from: publicationFacts(project.published_at, actor.now), to: publicationFacts(null, actor.now) },
    );
  });
  return readProject(db, projectId, actor.now);
}
