import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMUNITY_API,
  commentEditInputSchema,
  commentInputSchema,
  commentsPageSchema,
  communityAccessSchema,
  communityCommentPathSchema,
  communityCommentSchema,
  communityDetailSchema,
  communityImageParamsSchema,
  communityListSchema,
  communityPostPathSchema,
  communityPostSchema,
  PROFILE_IMAGE_MIME_TYPES,
  communityProfileInputSchema,
  communityProfileSchema,
  communityProjectPathSchema,
  communityReactionPathSchema,
  communityReplySchema,
  cursorQuerySchema,
  deletedSchema,
  feedPageSchema,
  myCommentsPageSchema,
  myPostsPageSchema,
  newPostsQuerySchema,
  newPostsSchema,
  pinInputSchema,
  postInputSchema,
  reactionInputSchema,
  reactionStateSchema,
  reportInputSchema,
  reportReceiptSchema,
  successEnvelope,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { MULTIPART_PLUGIN_OPTIONS } from '../../http/multipart-form';
import { ok } from '../../http/envelope';
import { sendStoredFile, storedFileAnswer } from '../../storage/send-stored-file';
import { memberOf, optionalMember, requireMember } from '../members/request-member';
import { receiveProfileImage } from '../profile/profile-image-file';
import { memberUploadQuota } from '../uploads/upload-quota';
import { accessTo, loadCommunity } from './community-access';
import { readPostForm } from './community-images';
import { readCommunityProfile, updateCommunityProfile, uploadCommunityImage } from './community-profile';
import * as service from './community-service';
import { MEMBER_TOKEN, OPTIONAL_MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['community'];

/**
 * Community routes for members and visitors (issue 11 A and B): COMMUNITY_API's `/api/board/*`. Every route that
 * reads or writes a community checks the caller's access to it from fresh facts (in the service). A path id that
 * is not an id answers the 404 of what it names (its params schema says so).
 */
export async function registerCommunityRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock, storage } = context;
  const deps: service.CommunityDeps = { db: database.db, storage };
  const signedIn = requireMember(context);
  // The member is checked before the schemas validate anything.
  const member = { preValidation: signedIn };
  const origin = (request: FastifyRequest): service.Origin => ({ now: clock.now(), ip: request.ip });
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    COMMUNITY_API.communities,
    { schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, response: { 200: successEnvelope(communityListSchema) } } },
    async (request, reply) => {
      const caller = await optionalMember(context, request);
      return reply.headers(noStore).send(ok({ items: await service.listCommunities(deps, caller?.user ?? null, clock.now()) }));
    },
  );

  app.get(
    COMMUNITY_API.community(':projectId'),
    { schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, params: communityProjectPathSchema, response: { 200: successEnvelope(communityDetailSchema) } } },
    async (request, reply) => {
      const caller = await optionalMember(context, request);
      return reply.headers(noStore).send(ok(await service.communityDetail(deps, request.params.projectId, caller?.user ?? null, clock.now())));
    },
  );

  app.get(
    COMMUNITY_API.access(':projectId'),
    { schema: { tags: TAGS, security: OPTIONAL_MEMBER_TOKEN, params: communityProjectPathSchema, response: { 200: successEnvelope(communityAccessSchema) } } },
    async (request, reply) => {
      const caller = await optionalMember(context, request);
      const now = clock.now();
      const community = await loadCommunity(database.db, request.params.projectId, now);
      return reply.headers(noStore).send(ok(await accessTo(database.db, community, caller?.user ?? null, now)));
    },
  );

  app.get(
    COMMUNITY_API.posts(':projectId'),
    {
      ...member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: communityProjectPathSchema,
        querystring: cursorQuerySchema,
        response: { 200: successEnvelope(feedPageSchema) },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(ok(await service.feed(deps, request.params.projectId, memberOf(request).user, request.query, clock.now()))),
  );

  app.get(
    COMMUNITY_API.newPosts(':projectId'),
    {
      ...member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: communityProjectPathSchema,
        querystring: newPostsQuerySchema,
        response: { 200: successEnvelope(newPostsSchema) },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(ok(await service.newPosts(deps, request.params.projectId, memberOf(request).user, request.query.after, clock.now()))),
  );

  await app.register(async (plugin) => {
    const posts = plugin.withTypeProvider<ZodTypeProvider>();
    await posts.register(multipart, MULTIPART_PLUGIN_OPTIONS);
    // A multipart form (body, images): no JSON body schema.
    posts.post(
      COMMUNITY_API.posts(':projectId'),
      {
        schema: {
          tags: TAGS,
          security: MEMBER_TOKEN,
          consumes: ['multipart/form-data'],
          params: communityProjectPathSchema,
          response: { 200: successEnvelope(communityPostSchema) },
        },
      },
      async (request, reply) => {
        // The whole body is read before any answer, the sign-in check included (a refusal never resets the connection);
        // images are counted against the member's quota, which needs the member first.
        let checked = false;
        const signIn = async () => {
          if (!checked) await signedIn.call(posts, request, reply);
          checked = true;
          return memberOf(request).user.id;
        };
        const form = await readPostForm(request, memberUploadQuota(database.db, clock, signIn));
        await signIn();
        return ok(await service.createPost(deps, request.params.projectId, memberOf(request).user, form, clock.now()));
      },
    );
  });

  await app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, MULTIPART_PLUGIN_OPTIONS);
    uploads.post(
      COMMUNITY_API.profileUpload,
      {
        ...member,
        schema: { tags: TAGS, security: MEMBER_TOKEN, consumes: ['multipart/form-data'], response: { 200: successEnvelope(communityProfileSchema) } },
      },
      async (request) => {
        const { user } = memberOf(request);
        const image = await receiveProfileImage(request, memberUploadQuota(database.db, clock, user.id));
        return ok(await uploadCommunityImage(database.db, storage, user.id, image, clock.now()));
      },
    );
  });

  // The image's bytes (image/png or image/jpeg), not JSON.
  app.get(
    COMMUNITY_API.image(':name'),
    { schema: { tags: TAGS, params: communityImageParamsSchema, response: { 200: storedFileAnswer('The image', PROFILE_IMAGE_MIME_TYPES) } } },
    async (request, reply) =>
      // Post images never change (a new image gets a new name), so browsers may keep them.
      sendStoredFile(request, reply, storage, await service.postImageKeyOf(deps, request.params.name), { caching: 'immutable' }),
  );

  app.get(
    COMMUNITY_API.post(':postId'),
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, params: communityPostPathSchema, response: { 200: successEnvelope(communityPostSchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok(await service.readPost(deps, request.params.postId, memberOf(request).user, clock.now()))),
  );

  app.patch(
    COMMUNITY_API.post(':postId'),
    {
      ...member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: communityPostPathSchema,
        body: postInputSchema,
        response: { 200: successEnvelope(communityPostSchema) },
      },
    },
    async (request) => ok(await service.editPost(deps, request.params.postId, memberOf(request).user, request.body.body, clock.now())),
  );

  app.delete(
    COMMUNITY_API.post(':postId'),
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, params: communityPostPathSchema, response: { 200: successEnvelope(deletedSchema) } } },
    async (request) => {
      await service.deletePost(deps, request.params.postId, memberOf(request).user, origin(request));
      return ok({ deleted: true as const });
    },
  );

  app.put(
    COMMUNITY_API.pin(':postId'),
    {
      ...member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: communityPostPathSchema,
        body: pinInputSchema,
        response: { 200: successEnvelope(communityPostSchema) },
      },
    },
    async (request) => ok(await service.pinPost(deps, request.params.postId, memberOf(request).user, request.body.pinned, origin(request))),
  );

  app.get(
    COMMUNITY_API.comments(':postId'),
    {
      ...member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: communityPostPathSchema,
        querystring: cursorQuerySchema,
        response: { 200: successEnvelope(commentsPageSchema) },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(ok(await service.comments(deps, request.params.postId, memberOf(request).user, request.query, clock.now()))),
  );

  app.post(
    COMMUNITY_API.comments(':postId'),
    {
      ...member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: communityPostPathSchema,
        body: commentInputSchema,
        response: { 200: successEnvelope(communityCommentSchema) },
      },
    },
    async (request) => ok(await service.createComment(deps, request.params.postId, memberOf(request).user, request.body, clock.now())),
  );

  app.patch(
    COMMUNITY_API.comment(':commentId'),
    {
      ...member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: communityCommentPathSchema,
        body: commentEditInputSchema,
        response: { 200: successEnvelope(communityReplySchema) },
      },
    },
    async (request) => ok(await service.editComment(deps, request.params.commentId, memberOf(request).user, request.body.body, clock.now())),
  );

  app.delete(
    COMMUNITY_API.comment(':commentId'),
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, params: communityCommentPathSchema, response: { 200: successEnvelope(deletedSchema) } } },
    async (request) => {
      await service.deleteComment(deps, request.params.commentId, memberOf(request).user, origin(request));
      return ok({ deleted: true as const });
    },
  );

  app.put(
    COMMUNITY_API.reaction(':targetType', ':targetId'),
    {
      ...member,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        params: communityReactionPathSchema,
        body: reactionInputSchema,
        response: { 200: successEnvelope(reactionStateSchema) },
      },
    },
    async (request) => {
      const { targetType, targetId } = request.params;
      return ok(await service.react(deps, targetType, targetId, memberOf(request).user, request.body.liked, clock.now()));
    },
  );

  app.post(
    COMMUNITY_API.report,
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, body: reportInputSchema, response: { 200: successEnvelope(reportReceiptSchema) } } },
    async (request) => ok(await service.report(deps, memberOf(request).user, request.body, clock.now())),
  );

  app.get(
    COMMUNITY_API.profile,
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(communityProfileSchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok(await readCommunityProfile(database.db, memberOf(request).user.id))),
  );

  app.put(
    COMMUNITY_API.profile,
    {
      ...member,
      schema: { tags: TAGS, security: MEMBER_TOKEN, body: communityProfileInputSchema, response: { 200: successEnvelope(communityProfileSchema) } },
    },
    async (request) => ok(await updateCommunityProfile(database.db, memberOf(request).user.id, request.body)),
  );

  app.get(
    COMMUNITY_API.myPosts,
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: cursorQuerySchema, response: { 200: successEnvelope(myPostsPageSchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok(await service.myPostsPage(deps, memberOf(request).user, request.query))),
  );

  app.get(
    COMMUNITY_API.myComments,
    { ...member, schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: cursorQuerySchema, response: { 200: successEnvelope(myCommentsPageSchema) } } },
    async (request, reply) => reply.headers(noStore).send(ok(await service.myCommentsPage(deps, memberOf(request).user, request.query))),
  );
}
