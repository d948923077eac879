import type { Kysely } from 'kysely';
import { type ArtFormat, type KeyListQuery, type KeySummary, type Language, type Page, type ProjectSearchQuery, type ProjectSummary } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ArtRasters } from './art-raster';
import { toKeySummary, toProjectSummary } from './catalog-mappers';
import { findArt, findArtVersion, listKeys, searchKeysByName, searchProjects, searchProjectsByTitle, type ArtKind } from './catalog-repository';

/** The catalog reads that rank by the request's language or take free text: not cached (catalog-reads has the cached ones). */

type DB = Kysely<Database>;

export async function projectPage(db: DB, query: ProjectSearchQuery, language: Language, now: Date): Promise<Page<ProjectSummary>> {
  const { items, total } = await searchProjects(db, query, language, now);
  return { items: items.map((item) => toProjectSummary(item, now)), page: query.page, size: query.size, total };
}

export async function projectsTitled(db: DB, q: string, now: Date): Promise<ProjectSummary[]> {
  return (await searchProjectsByTitle(db, q, now)).map((project) => toProjectSummary(project, now));
}

export async function keysNamed(db: DB, q: string, now: Date): Promise<KeySummary[]> {
  return (await searchKeysByName(db, q, now)).map((key) => toKeySummary(key));
}

export async function keyPage(db: DB, query: KeyListQuery, language: Language, now: Date): Promise<Page<KeySummary>> {
  const { items, total } = await listKeys(db, query, language, now);
  return { items: items.map((key) => toKeySummary(key)), page: query.page, size: query.size, total };
}

/** One version of a catalog row's art in one form: its validator, and its bytes read (or drawn) only when sent. */
export interface ArtAnswer {
  format: ArtFormat;
  /** The same version of the art in the same form (weak: an SVG may be sent compressed or not). */
  etag: string;
  content: () => Promise<Buffer | string>;
}

/** Row ids are PostgreSQL integers: a larger number names no row. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A catalog row's art as SVG text, or drawn as WebP or PNG; NOT_FOUND when the row does not exist. The art of a project
 * members do not see yet (a draft or scheduled project, and its KEY designs) is NOT_FOUND too, unless the request
 * names its version (`previewVersion`): the studio's preview links do (studio `artPreviewUrl`), a guessed id does not.
 */
export async function artFile(
  db: DB,
  rasters: ArtRasters,
  kind: ArtKind,
  { id, format }: { id: number; format: ArtFormat },
  { now, previewVersion }: { now: Date; previewVersion?: string | undefined },
): Promise<ArtAnswer> {
  const art = id > 0 && id <= MAX_ROW_ID ? await findArtVersion(db, kind, id, now) : undefined;
  if (art === undefined || (!art.published && previewVersion !== art.version)) throw new AppError('NOT_FOUND');
  const { version } = art;
  const loadSvg = async () => {
    const svg = await findArt(db, kind, id);
    // Removed since its version was read.
    if (svg === undefined) throw new AppError('NOT_FOUND');
    return svg;
  };
  return {
    format,
    etag: `W/"${version}-${format}"`,
    content: () => (format === 'svg' ? loadSvg() : rasters.draw(`${kind}/${id}/${version}`, format, loadSvg)),
  };
}
