import type { Kysely } from 'kysely';
import { type KeyListQuery, type KeySummary, type Language, type Page, type ProjectSearchQuery, type ProjectSummary } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { artRaster, type RasterFormat } from './art-raster';
import { toKeySummary, toProjectSummary } from './catalog-mappers';
import { findArt, findProject, keysOfProject, listKeys, searchKeysByName, searchProjects, searchProjectsByTitle, type ArtKind } from './catalog-repository';

/** The catalog reads that rank by the request's language or take free text: not cached (catalog-reads has the cached ones). */

type DB = Kysely<Database>;

export async function projectPage(db: DB, query: ProjectSearchQuery, language: Language, now: Date): Promise<Page<ProjectSummary>> {
  const { items, total } = await searchProjects(db, query, language);
  return { items: items.map((item) => toProjectSummary(item, now)), page: query.page, size: query.size, total };
}

/** The project's other KEYs; PROJECT_NOT_FOUND when it has none because it does not exist. */
export async function otherKeys(db: DB, projectId: number, excludeKeyId: number | undefined): Promise<KeySummary[]> {
  const keys = await keysOfProject(db, projectId, excludeKeyId);
  if (keys.length === 0 && !(await findProject(db, projectId))) throw new AppError('PROJECT_NOT_FOUND');
  return keys.map(toKeySummary);
}

export async function projectsTitled(db: DB, q: string, now: Date): Promise<ProjectSummary[]> {
  return (await searchProjectsByTitle(db, q)).map((project) => toProjectSummary(project, now));
}

export async function keysNamed(db: DB, q: string): Promise<KeySummary[]> {
  return (await searchKeysByName(db, q)).map(toKeySummary);
}

export async function keyPage(db: DB, query: KeyListQuery, language: Language): Promise<Page<KeySummary>> {
  const { items, total } = await listKeys(db, query, language);
  return { items: items.map(toKeySummary), page: query.page, size: query.size, total };
}

/** A catalog row's art as SVG text, or drawn as PNG; NOT_FOUND when the row does not exist. */
export async function artFile(db: DB, kind: ArtKind, file: string): Promise<{ type: RasterFormat; content: Buffer } | { type: 'svg'; content: string }> {
  const [name = '', extension] = file.split('.');
  const id = Number.parseInt(name, 10);
  const svg = id > 0 && id <= 2_147_483_647 ? await findArt(db, kind, id) : undefined;
  if (svg === undefined) throw new AppError('NOT_FOUND');
  if (extension === 'png' || extension === 'webp') return { type: extension, content: await artRaster(`${kind}/${id}`, svg, extension) };
  return { type: 'svg', content: svg };
}
