import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STUDIO_API,
  studioCollectionListSchema,
  studioDesignInputSchema,
  studioDesignParamsSchema,
  studioProjectInputSchema,
  studioProjectListSchema,
  studioProjectParamsSchema,
  studioProjectSchema,
  studioPublishInputSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { MEMBER_TOKEN } from '../../http/openapi';
import { staffActorOf, type TimedStaffActor } from '../audit/staff-actor';
import { requireMember } from '../members/request-member';
import * as studio from './studio-service';

const TAGS = ['studio'];

/** Route patterns of the studio's paths (their builders filled with `:name`). */
export const STUDIO_ROUTES = {
  projects: STUDIO_API.projects,
  project: STUDIO_API.project(':projectId'),
  designs: STUDIO_API.designs(':projectId'),
  design: STUDIO_API.design(':projectId', ':designId'),
  publish: STUDIO_API.publish(':projectId'),
  unpublish: STUDIO_API.unpublish(':projectId'),
  collections: STUDIO_API.collections,
} as const;

/**
 * The catalogue studio in the staff console: projects and their KEY designs, drafted, published now or scheduled.
 * Roles admin and editor only (visitors 401, members and the support team 403), checked before the schemas validate
 * anything. Every change is audited (studio-service). Never cached.
 */
export async function registerStudioRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  const { db } = database;
  const catalogue = { preValidation: requireMember(context, { catalogue: true }) };
  const actorOf = (request: FastifyRequest): TimedStaffActor => ({ ...staffActorOf(request), now: clock.now() });
  const send = <T>(reply: FastifyReply, data: T) => reply.header('cache-control', 'no-store').send(ok(data));
  const project = { 200: successEnvelope(studioProjectSchema) };

  app.get(
    STUDIO_ROUTES.projects,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(studioProjectListSchema) } } },
    async (_request, reply) => send(reply, await studio.listProjects(db, clock.now())),
  );
  app.post(
    STUDIO_ROUTES.projects,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, body: studioProjectInputSchema, response: project } },
    async (request, reply) => send(reply, await studio.createProject(db, actorOf(request), request.body)),
  );
  app.get(
    STUDIO_ROUTES.project,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, params: studioProjectParamsSchema, response: project } },
    async (request, reply) => send(reply, await studio.readProject(db, request.params.projectId, clock.now())),
  );
  app.put(
    STUDIO_ROUTES.project,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, params: studioProjectParamsSchema, body: studioProjectInputSchema, response: project } },
    async (request, reply) => send(reply, await studio.updateProject(db, actorOf(request), request.params.projectId, request.body)),
  );
  app.post(
    STUDIO_ROUTES.designs,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, params: studioProjectParamsSchema, body: studioDesignInputSchema, response: project } },
    async (request, reply) => send(reply, await studio.addDesign(db, actorOf(request), request.params.projectId, request.body)),
  );
  app.put(
    STUDIO_ROUTES.design,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, params: studioDesignParamsSchema, body: studioDesignInputSchema, response: project } },
    async (request, reply) => send(reply, await studio.updateDesign(db, actorOf(request), request.params, request.body)),
  );
  app.delete(
    STUDIO_ROUTES.design,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, params: studioDesignParamsSchema, response: project } },
    async (request, reply) => send(reply, await studio.deleteDesign(db, actorOf(request), request.params)),
  );
  app.post(
    STUDIO_ROUTES.publish,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, params: studioProjectParamsSchema, body: studioPublishInputSchema, response: project } },
    async (request, reply) => send(reply, await studio.publish(db, actorOf(request), request.params.projectId, request.body)),
  );
  app.post(
    STUDIO_ROUTES.unpublish,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, params: studioProjectParamsSchema, response: project } },
    async (request, reply) => send(reply, await studio.unpublish(db, actorOf(request), request.params.projectId)),
  );
  app.get(
    STUDIO_ROUTES.collections,
    { ...catalogue, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(studioCollectionListSchema) } } },
    async (_request, reply) => send(reply, await studio.listCollections(db)),
  );
}
