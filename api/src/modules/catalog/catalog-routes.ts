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
  type Page,
  type ProjectSummary,
} from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { cachedJsonRoute, sendStoredBody } from '../../http/cached-reply';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { parseWith } from '../../http/validate';
import {
  ART_TABLES,
  findArt,
  findProject,
  keysOfProject,
  listKeys,
  searchKeysByName,
  searchProjects,
  searchProjectsByTitle,
  type ArtKind,
} from './catalog-queries';
import { toKeySummary, toProjectSummary } from './catalog-mappers';
import { artPng } from './art-png';

const artParamsSchema = z.object({
  kind: z.enum(Object.keys(ART_TABLES) as [ArtKind, ...ArtKind[]]),
  file: z.string().regex(/^\d{1,10}\.(svg|png)$/),
});

export async function registerCatalogRoutes(app: FastifyInstance, { database, clock, catalog }: AppContext) {
  const { db } = database;
  // Cached reads go out as stored bytes with an ETag (sendStoredBody); the searches and lists below that rank by the
  // request's language stay uncached.
  app.get(API.main, cachedJsonRoute, async (request, reply) => sendStoredBody(request, reply, await catalog.main()));
  // The spec's /contents/list: the main page's banners, collection sections and newest KEYs by id and title.
  app.get(API.contentsList, cachedJsonRoute, async (request, reply) => sendStoredBody(request, reply, await catalog.contents()));
  app.get(API.banner, cachedJsonRoute, async (request, reply) => sendStoredBody(request, reply, await catalog.banners()));
  app.get(API.theme, cachedJsonRoute, async (request, reply) => sendStoredBody(request, reply, await catalog.themes()));
  app.get(API.collectionList, cachedJsonRoute, async (request, reply) =>
    sendStoredBody(request, reply, await catalog.collections(parseWith(collectionListQuerySchema, request.query))),
  );
  app.get(API.collection, cachedJsonRoute, async (request, reply) =>
    sendStoredBody(request, reply, await catalog.collection(parseWith(idQuerySchema, request.query).id)),
  );
  app.get(API.project, cachedJsonRoute, async (request, reply) =>
    sendStoredBody(request, reply, await catalog.project(parseWith(idQuerySchema, request.query).id)),
  );

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
    sendStoredBody(request, reply, await catalog.topSelling(TOP_PROJECTS_COUNT)),
  );
  app.get(API.keyDetails, cachedJsonRoute, async (request, reply) =>
    sendStoredBody(request, reply, await catalog.keyDetails(parseWith(idQuerySchema, request.query).id)),
  );

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
