import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { likeListSchema, likeRequestSchema, likeStatusSchema, likeTargetSchema, SHOP_API, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, optionalMember, requireMember } from '../members/request-member';
import * as likes from './like-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['likes'];

/** Likes of KEYs and projects: a member likes or unlikes and lists their likes; anyone reads a target's count. */
export async function registerLikeRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  const { clock } = context;
  // The member is checked before the schemas validate anything.
  const member = requireMember(context);

  app.post(
    SHOP_API.like,
    {
      preValidation: member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: likeRequestSchema, response: { 200: successEnvelope(likeStatusSchema) } },
    },
    async (request) => {
      const { targetType, targetId, liked } = request.body;
      return ok(await likes.setLike(db, { userId: memberOf(request).user.id, target: { targetType, targetId }, liked, now: clock.now() }));
    },
  );

  app.get(
    SHOP_API.like,
    { preValidation: member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(likeListSchema) } } },
    async (request) => ok(await likes.likesOf(db, memberOf(request).user.id, clock.now())),
  );

  /** A target's like count and, for a signed-in member, whether they like it (a visitor too: no security). */
  app.get(
    SHOP_API.likeStatus,
    { schema: { tags: TAGS, querystring: likeTargetSchema, response: { 200: successEnvelope(likeStatusSchema) } } },
    async (request) => ok(await likes.likeStatusOf(db, request.query, async () => (await optionalMember(context, request))?.user.id ?? null, clock.now())),
  );
}
