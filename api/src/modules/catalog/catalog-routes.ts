import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  artParamsSchema,
  idQuerySchema,
  bannerSchema,
  collectionListQuerySchema,
  collectionSchema,
  collectionWithProjectsSchema,
  contentListSchema,
  keyDetailSchema,
  keyListQuerySchema,
  keyPageSchema,
  keySummarySchema,
  mainPageSchema,
  otherKeysQuerySchema,
  projectDetailSchema,
  projectPageSchema,
  projectSearchQuerySchema,
  projectSummarySchema,
  searchQuerySchema,
  successEnvelope,
  TOP_PROJECTS_COUNT,
} from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HOURLY } from '../../http/cache-control';
import { cachedJsonRoute, sendStoredBody, sendValidated } from '../../http/cached-reply';
import { fileAnswer } from '../../http/openapi';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { ART_CONTENT_TYPES, artRasters } from './art-raster';
import * as service from './catalog-service';

const TAGS = ['catalog'];
/** `v`: the art's version, which a studio preview link names so staff see the art of a project not published yet. */
const artQuerySchema = z.object({ v: z.string().max(64).optional() });
/** A route's 200 answer: the envelope around `data`. */
const answer = <T extends z.ZodType>(data: T) => ({ 200: successEnvelope(data) });

export async function registerCatalogRoutes(fastify: FastifyInstance, { database, clock, catalog, storage }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const rasters = artRasters(storage, clock);
  // Cached reads go out as stored bytes with an ETag (sendStoredBody): the response schema documents them, and Fastify
  // does not serialize bytes again. The searches and lists below that rank by the request's language stay uncached.
  const cached = (response: ReturnType<typeof answer>) => ({ ...cachedJsonRoute, schema: { tags: TAGS, response } });
  const cachedById = (response: ReturnType<typeof answer>) => ({ ...cachedJsonRoute, schema: { tags: TAGS, querystring: idQuerySchema, response } });
  app.get(API.main, cached(answer(mainPageSchema)), async (request, reply) => sendStoredBody(request, reply, await catalog.main()));
  // The spec's /contents/list: the main page's banners, collection sections and newest KEYs by id and title.
  app.get(API.contentsList, cached(answer(contentListSchema)), async (request, reply) => sendStoredBody(request, reply, await catalog.contents()));
  app.get(API.banner, cached(answer(z.array(bannerSchema))), async (request, reply) => sendStoredBody(request, reply, await catalog.banners()));
  app.get(API.theme, cached(answer(z.array(collectionSchema))), async (request, reply) => sendStoredBody(request, reply, await catalog.themes()));
  app.get(
    API.collectionList,
    { ...cachedJsonRoute, schema: { tags: TAGS, querystring: collectionListQuerySchema, response: answer(z.array(collectionWithProjectsSchema)) } },
    async (request, reply) => sendStoredBody(request, reply, await catalog.collections(request.query)),
  );
  app.get(API.collection, cachedById(answer(collectionWithProjectsSchema)), async (request, reply) =>
    sendStoredBody(request, reply, await catalog.collection(request.query.id)),
  );
  app.get(API.project, cachedById(answer(projectDetailSchema)), async (request, reply) =>
    sendStoredBody(request, reply, await catalog.project(request.query.id)),
  );

  app.get(API.projectSearch, { schema: { tags: TAGS, querystring: projectSearchQuerySchema, response: answer(projectPageSchema) } }, async (request) =>
    ok(await service.projectPage(db, request.query, requestLanguage(request), clock.now())),
  );

  app.get(
    API.projectOtherKeys,
    { ...cachedJsonRoute, schema: { tags: TAGS, querystring: otherKeysQuerySchema, response: answer(z.array(keySummarySchema)) } },
    async (request, reply) => sendStoredBody(request, reply, await catalog.otherKeys(request.query)),
  );

  app.get(API.searchProject, { schema: { tags: TAGS, querystring: searchQuerySchema, response: answer(z.array(projectSummarySchema)) } }, async (request) =>
    ok(await service.projectsTitled(db, request.query.q, clock.now())),
  );

  app.get(API.searchKey, { schema: { tags: TAGS, querystring: searchQuerySchema, response: answer(z.array(keySummarySchema)) } }, async (request) =>
    ok(await service.keysNamed(db, request.query.q, clock.now())),
  );

  app.get(API.searchTop6, cached(answer(z.array(projectSummarySchema))), async (request, reply) =>
    sendStoredBody(request, reply, await catalog.topSelling(TOP_PROJECTS_COUNT)),
  );
  app.get(API.keyDetails, cachedById(answer(keyDetailSchema)), async (request, reply) =>
    sendStoredBody(request, reply, await catalog.keyDetails(request.query.id)),
  );

  app.get(API.keyAll, { schema: { tags: TAGS, querystring: keyListQuerySchema, response: answer(keyPageSchema) } }, async (request) =>
    ok(await service.keyPage(db, request.query, requestLanguage(request), clock.now())),
  );

  // Image bytes, not JSON.
  app.get(
    '/api/art/:kind/:file',
    {
      schema: {
        tags: TAGS,
        params: artParamsSchema,
        querystring: artQuerySchema,
        response: { 200: fileAnswer('The art, drawn once per version (304 when If-None-Match names it)', Object.values(ART_CONTENT_TYPES)) },
      },
    },
    async (request, reply) => {
      const art = await service.artFile(db, rasters, request.params.kind, request.params.file, { now: clock.now(), previewVersion: request.query.v });
      return sendValidated(request, reply, { ...art, contentType: ART_CONTENT_TYPES[art.format], cacheControl: HOURLY });
    },
  );
}
