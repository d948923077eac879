import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  successEnvelope,
  WATCH_API,
  watchCreateRequestSchema,
  watchIdParamsSchema,
  watchListSchema,
  watchRemoveResultSchema,
  watchSchema,
  watchUpdateRequestSchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import * as watches from './watch-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['watchlist'];

/** The watchlist (issue 15): a member's watched KEY designs and projects, with the market now. Members only. */
export async function registerWatchRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { clock } = context;
  const db = context.database.db;
  // The member is checked before the schemas validate anything.
  const preValidation = requireMember(context);

  app.get(
    WATCH_API.list,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(watchListSchema) } } },
    async (request) => ok(await watches.watchlistOf(db, memberOf(request).user.id)),
  );

  app.post(
    WATCH_API.list,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, body: watchCreateRequestSchema, response: { 200: successEnvelope(watchSchema) } } },
    async (request) => {
      const { keyDesignId, projectId, maxPriceGold } = request.body;
      return ok(
        await watches.addWatch(db, {
          userId: memberOf(request).user.id,
          keyDesignId: keyDesignId ?? null,
          projectId: projectId ?? null,
          maxPriceGold,
          now: clock.now(),
        }),
      );
    },
  );

  app.patch(
    WATCH_API.one(':id'),
    {
      preValidation,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: watchIdParamsSchema,
        body: watchUpdateRequestSchema,
        response: { 200: successEnvelope(watchSchema) },
      },
    },
    async (request) =>
      ok(
        await watches.changeWatchPrice(db, {
          id: request.params.id,
          userId: memberOf(request).user.id,
          maxPriceGold: request.body.maxPriceGold,
          now: clock.now(),
        }),
      ),
  );

  app.delete(
    WATCH_API.one(':id'),
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, params: watchIdParamsSchema, response: { 200: successEnvelope(watchRemoveResultSchema) } } },
    async (request) => ok(await watches.removeWatch(db, { id: request.params.id, userId: memberOf(request).user.id })),
  );
}
