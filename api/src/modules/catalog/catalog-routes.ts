import type { FastifyInstance } from 'fastify';
import {
  API,
  collectionListQuerySchema,
  idQuerySchema,
  keyListQuerySchema,
  otherKeysQuerySchema,
  projectSearchQuerySchema,
  searchQuerySchema,
  TOP_PROJECTS_COUNT,
  type CollectionWithProjects,
  type MainPage,
  type Page,
  type ProjectSummary,
} from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { cachedJsonRoute, sendJsonBody } from '../../http/cached-reply';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { parseWith } from '../../http/validate';
import {
  ART_TABLES,
  findArt,
  findCollections,
  findKey,
  findProject,
  keyActivities,
  keysOfProject,
  listBanners,
  listCollections,
  listKeys,
  listProjects,
  mainPageRecords,
  nextKeyActivity,
  searchKeysByName,
  searchProjects,
  searchProjectsByTitle,
  topSellingProjects,
  type ArtKind,
  type CollectionRecord,
  type ProjectRecord,
} from './catalog-queries';
import { CatalogCache, nextChange } from './catalog-cache';
import {
  toBanner,
  toCollection,
  toKeyDetail,
  toKeySummary,
  toProjectDetail,
  toProjectSummary,
} from './catalog-mappers';
import { artPng } from './art-png';

export const NEWEST_KEYS_COUNT = 12;

const artParamsSchema = z.object({
  kind: z.enum(Object.keys(ART_TABLES) as [ArtKind, ...ArtKind[]]),
  file: z.string().regex(/^\d{1,10}\.(svg|png)$/),
});

function groupByCollection(
  collections: CollectionRecord[],
  projects: ProjectRecord[],
  now: Date,
): CollectionWithProjects[] {
  return collections.map((collection) => ({
    collection: toCollection(collection),
    projects: projects
      .filter((project) => (collection.kind === 'webtoon' ? project.webtoon_id : project.theme_id) === collection.id)
      .map((project) => toProjectSummary(project, now)),
  }));
}

/** The instants at which a project's sale status changes by time alone. */
const saleChanges = (projects: ProjectRecord[]) => projects.flatMap((project) => [project.sale_starts_at, project.sale_ends_at]);

export interface CatalogRouteOptions {
  /** Read cache lifetime in ms (0 turns the cache off). */
  cacheTtlMs?: number;
}

export async function registerCatalogRoutes(
  app: FastifyInstance,
  { database, clock }: AppContext,
  options: CatalogRouteOptions = {},
) {
  const { db } = database;
  const cache = new CatalogCache(clock, options.cacheTtlMs);
  // Cached reads go out as stored bytes with an ETag (sendJsonBody). Only answers that are the same for every visitor
  // are cached: none of these reads the session or Accept-Language (both languages are in the data). The searches
  // and lists below that rank by the request's language stay uncached.

  app.get(API.main, cachedJsonRoute, async (request, reply) =>
    sendJsonBody(
      request,
      reply,
      await cache.get('main', async (now) => {
        const { banners, collections, projects, keys, nextKeyRelease } = await mainPageRecords(db, now, NEWEST_KEYS_COUNT);
        const page: MainPage = {
          banners: banners.map(toBanner),
          webtoons: groupByCollection(
            collections.filter((collection) => collection.kind === 'webtoon'),
            projects,
            now,
          ),
          themes: groupByCollection(
            collections.filter((collection) => collection.kind === 'theme'),
            projects,
            now,
          ),
          newestKeys: keys.map(toKeySummary),
        };
        return { value: page, validUntil: nextChange(now, [...saleChanges(projects), nextKeyRelease]) };
      }),
    ),
  );

  app.get(API.banner, cachedJsonRoute, async (request, reply) =>
    sendJsonBody(
      request,
      reply,
      await cache.get('banner', async () => ({ value: (await listBanners(db)).map(toBanner), validUntil: null })),
    ),
  );

  app.get(API.theme, cachedJsonRoute, async (request, reply) =>
    sendJsonBody(
      request,
      reply,
      await cache.get('theme', async () => ({
        value: (await listCollections(db, 'theme')).map(toCollection),
        validUntil: null,
      })),
    ),
  );

  app.get(API.collectionList, cachedJsonRoute, async (request, reply) => {
    const { kind } = parseWith(collectionListQuerySchema, request.query);
    return sendJsonBody(
      request,
      reply,
      await cache.get(`collection-list:${kind ?? ''}`, async (now) => {
        const [collections, projects] = await Promise.all([listCollections(db, kind), listProjects(db)]);
        return { value: groupByCollection(collections, projects, now), validUntil: nextChange(now, saleChanges(projects)) };
      }),
    );
  });

  app.get(API.project, cachedJsonRoute, async (request, reply) => {
    const { id } = parseWith(idQuerySchema, request.query);
    return sendJsonBody(
      request,
      reply,
      await cache.get(`project:${id}`, async (now) => {
        const project = await findProject(db, id);
        if (!project) throw new AppError('PROJECT_NOT_FOUND');
        const [collections, keys] = await Promise.all([
          findCollections(db, [project.webtoon_id, project.theme_id]),
          keysOfProject(db, id),
        ]);
        const webtoon = collections.find((collection) => collection.id === project.webtoon_id);
        const theme = collections.find((collection) => collection.id === project.theme_id);
        if (!webtoon || !theme) throw new AppError('COLLECTION_NOT_FOUND');
        return { value: toProjectDetail(project, webtoon, theme, keys, now), validUntil: nextChange(now, saleChanges([project])) };
      }),
    );
  });

  app.get(API.projectSearch, async (request) => {
    const query = parseWith(projectSearchQuerySchema, request.query);
    const { items, total } = await searchProjects(db, query, requestLanguage(request));
    const now = clock.now();
    const page: Page<ProjectSummary> = {
      items: items.map((item) => toProjectSummary(item, now)),
      page: query.page,
      size: query.size,
      total,
    };
    return ok(page);
  });

  app.get(API.projectOtherKeys, async (request) => {
    const { projectId, excludeKeyId } = parseWith(otherKeysQuerySchema, request.query);
    const keys = await keysOfProject(db, projectId, excludeKeyId);
    if (keys.length === 0 && !(await findProject(db, projectId))) throw new AppError('PROJECT_NOT_FOUND');
    return ok(keys.map(toKeySummary));
  });

  app.get(API.searchProject, async (request) => {
    const { q } = parseWith(searchQuerySchema, request.query);
    const now = clock.now();
    return ok((await searchProjectsByTitle(db, q)).map((project) => toProjectSummary(project, now)));
  });

  app.get(API.searchKey, async (request) => {
    const { q } = parseWith(searchQuerySchema, request.query);
    return ok((await searchKeysByName(db, q)).map(toKeySummary));
  });

  app.get(API.searchTop6, cachedJsonRoute, async (request, reply) =>
    sendJsonBody(
      request,
      reply,
      await cache.get('search-top6', async (now) => {
        const projects = await topSellingProjects(db, TOP_PROJECTS_COUNT);
        return {
          value: projects.map((project) => toProjectSummary(project, now)),
          validUntil: nextChange(now, saleChanges(projects)),
        };
      }),
    ),
  );

  app.get(API.keyDetails, cachedJsonRoute, async (request, reply) => {
    const { id } = parseWith(idQuerySchema, request.query);
    return sendJsonBody(
      request,
      reply,
      await cache.get(`key:${id}`, async (now) => {
        const key = await findKey(db, id);
        if (!key) throw new AppError('KEY_NOT_FOUND');
        const [project, activities, nextActivity] = await Promise.all([
          findProject(db, key.project_id),
          keyActivities(db, id, now),
          nextKeyActivity(db, id, now),
        ]);
        if (!project) throw new AppError('PROJECT_NOT_FOUND');
        return {
          value: toKeyDetail(key, project, activities, now),
          validUntil: nextChange(now, [...saleChanges([project]), nextActivity]),
        };
      }),
    );
  });

  app.get(API.keyAll, async (request) => {
    const query = parseWith(keyListQuerySchema, request.query);
    const { items, total } = await listKeys(db, query, requestLanguage(request));
    return ok({ items: items.map(toKeySummary), page: query.page, size: query.size, total });
  });

  app.get('/api/art/:kind/:file', async (request, reply) => {
    const { kind, file } = parseWith(artParamsSchema, request.params);
    const id = Number.parseInt(file, 10);
    const svg = id > 0 && id <= 2_147_483_647 ? await findArt(db, kind, id) : undefined;
    if (svg === undefined) throw new AppError('NOT_FOUND');
    if (file.endsWith('.png')) {
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(artPng(`${kind}/${id}`, svg));
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(svg);
  });
}
