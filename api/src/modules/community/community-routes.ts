import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMMUNITY_API,
  commentEditInputSchema,
  commentInputSchema,
  communityCommentParamsSchema,
  communityPostParamsSchema,
  communityProfileInputSchema,
  communityProjectParamsSchema,
  communityTargetParamsSchema,
  cursorQuerySchema,
  newPostsQuerySchema,
  pinInputSchema,
  postInputSchema,
  reactionInputSchema,
  reportInputSchema,
} from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { MULTIPART_PLUGIN_OPTIONS } from '../../http/multipart-form';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { memberOf, optionalMember, requireMember } from '../members/request-member';
import { receiveProfileImage } from '../profile/profile-image-file';
import { memberUploadQuota } from '../uploads/upload-quota';
import { accessTo, loadCommunity } from './community-access';
import { POST_IMAGE_NAME, readPostForm } from './community-images';
import { readCommunityProfile, updateCommunityProfile, uploadCommunityImage } from './community-profile';
import * as service from './community-service';

/** Post images never change (a new image gets a new name), so browsers may keep them. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A path id that is not a valid id names nothing: 404 with the code of what it names. */
const paramsOr = <S extends z.ZodType>(schema: S, params: unknown, code: 'COMMUNITY_NOT_FOUND' | 'COMMUNITY_POST_NOT_FOUND' | 'COMMUNITY_COMMENT_NOT_FOUND'): z.output<S> => {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new AppError(code);
  return parsed.data;
};
const projectIdOf = (request: FastifyRequest) => paramsOr(communityProjectParamsSchema, request.params, 'COMMUNITY_NOT_FOUND').projectId;
const postIdOf = (request: FastifyRequest) => paramsOr(communityPostParamsSchema, request.params, 'COMMUNITY_POST_NOT_FOUND').postId;
const commentIdOf = (request: FastifyRequest) => paramsOr(communityCommentParamsSchema, request.params, 'COMMUNITY_COMMENT_NOT_FOUND').commentId;
const imageParams = z.object({ name: z.string().regex(POST_IMAGE_NAME) });

/**
 * Community routes for members and visitors (issue 11 A and B): COMMUNITY_API's `/api/board/*`. Every route that
 * reads or writes a community checks the caller's access to it from fresh facts (in the service).
 */
export async function registerCommunityRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock, config } = context;
  const deps: service.CommunityDeps = { db: database.db, uploadDir: config.uploadDir };
  const signedIn = requireMember(context);
  const member = { preHandler: signedIn };
  const origin = (request: FastifyRequest): service.Origin => ({ now: clock.now(), ip: request.ip });
  const noStore = { 'cache-control': 'no-store' };

  app.get(COMMUNITY_API.communities, async (request, reply) => {
    const caller = await optionalMember(context, request);
    return reply.headers(noStore).send(ok({ items: await service.listCommunities(deps, caller?.user ?? null, clock.now()) }));
  });

  app.get(COMMUNITY_API.community(':projectId'), async (request, reply) => {
    const projectId = projectIdOf(request);
    const caller = await optionalMember(context, request);
    return reply.headers(noStore).send(ok(await service.communityDetail(deps, projectId, caller?.user ?? null, clock.now())));
  });

  app.get(COMMUNITY_API.access(':projectId'), async (request, reply) => {
    const projectId = projectIdOf(request);
    const caller = await optionalMember(context, request);
    const now = clock.now();
    const community = await loadCommunity(database.db, projectId, now);
    return reply.headers(noStore).send(ok(await accessTo(database.db, community, caller?.user ?? null, now)));
  });

  app.get(COMMUNITY_API.posts(':projectId'), member, async (request, reply) => {
    const projectId = projectIdOf(request);
    const query = parseWith(cursorQuerySchema, request.query);
    return reply.headers(noStore).send(ok(await service.feed(deps, projectId, memberOf(request).user, query, clock.now())));
  });

  app.get(COMMUNITY_API.newPosts(':projectId'), member, async (request, reply) => {
    const projectId = projectIdOf(request);
    const { after } = parseWith(newPostsQuerySchema, request.query);
    return reply.headers(noStore).send(ok(await service.newPosts(deps, projectId, memberOf(request).user, after, clock.now())));
  });

  await app.register(async (posts) => {
    await posts.register(multipart, MULTIPART_PLUGIN_OPTIONS);
    posts.post(COMMUNITY_API.posts(':projectId'), async (request, reply) => {
      const projectId = projectIdOf(request);
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
      return ok(await service.createPost(deps, projectId, memberOf(request).user, form, clock.now()));
    });
  });

  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_PLUGIN_OPTIONS);
    uploads.post(COMMUNITY_API.profileUpload, member, async (request) => {
      const { user } = memberOf(request);
      const image = await receiveProfileImage(request, memberUploadQuota(database.db, clock, user.id));
      return ok(await uploadCommunityImage(database.db, config.uploadDir, user.id, image, clock.now()));
    });
  });

  app.get(COMMUNITY_API.image(':name'), async (request, reply) => {
    const parsed = imageParams.safeParse(request.params);
    const image = parsed.success ? await service.postImage(deps, parsed.data.name) : null;
    if (!image) throw new AppError('NOT_FOUND');
    return reply.type(image.mime).header('x-content-type-options', 'nosniff').header('cache-control', IMAGE_CACHE_CONTROL).send(image.content);
  });

  app.get(COMMUNITY_API.post(':postId'), member, async (request, reply) => {
    const postId = postIdOf(request);
    return reply.headers(noStore).send(ok(await service.readPost(deps, postId, memberOf(request).user, clock.now())));
  });

  app.patch(COMMUNITY_API.post(':postId'), member, async (request) => {
    const postId = postIdOf(request);
    const input = parseWith(postInputSchema, request.body);
    return ok(await service.editPost(deps, postId, memberOf(request).user, input.body, clock.now()));
  });

  app.delete(COMMUNITY_API.post(':postId'), member, async (request) => {
    const postId = postIdOf(request);
    await service.deletePost(deps, postId, memberOf(request).user, origin(request));
    return ok({ deleted: true as const });
  });

  app.put(COMMUNITY_API.pin(':postId'), member, async (request) => {
    const postId = postIdOf(request);
    const input = parseWith(pinInputSchema, request.body);
    return ok(await service.pinPost(deps, postId, memberOf(request).user, input.pinned, origin(request)));
  });

  app.get(COMMUNITY_API.comments(':postId'), member, async (request, reply) => {
    const postId = postIdOf(request);
    const query = parseWith(cursorQuerySchema, request.query);
    return reply.headers(noStore).send(ok(await service.comments(deps, postId, memberOf(request).user, query, clock.now())));
  });

  app.post(COMMUNITY_API.comments(':postId'), member, async (request) => {
    const postId = postIdOf(request);
    const input = parseWith(commentInputSchema, request.body);
    return ok(await service.createComment(deps, postId, memberOf(request).user, input, clock.now()));
  });

  app.patch(COMMUNITY_API.comment(':commentId'), member, async (request) => {
    const commentId = commentIdOf(request);
    const input = parseWith(commentEditInputSchema, request.body);
    return ok(await service.editComment(deps, commentId, memberOf(request).user, input.body, clock.now()));
  });

  app.delete(COMMUNITY_API.comment(':commentId'), member, async (request) => {
    const commentId = commentIdOf(request);
    await service.deleteComment(deps, commentId, memberOf(request).user, origin(request));
    return ok({ deleted: true as const });
  });

  app.put(COMMUNITY_API.reaction(':targetType', ':targetId'), member, async (request) => {
    const parsed = communityTargetParamsSchema.safeParse(request.params);
    if (!parsed.success) throw new AppError('NOT_FOUND');
    const input = parseWith(reactionInputSchema, request.body);
    const { targetType, targetId } = parsed.data;
    return ok(await service.react(deps, targetType, targetId, memberOf(request).user, input.liked, clock.now()));
  });

  app.post(COMMUNITY_API.report, member, async (request) => {
    const input = parseWith(reportInputSchema, request.body);
    return ok(await service.report(deps, memberOf(request).user, input, clock.now()));
  });

  app.get(COMMUNITY_API.profile, member, async (request, reply) => {
    return reply.headers(noStore).send(ok(await readCommunityProfile(database.db, memberOf(request).user.id)));
  });

  app.put(COMMUNITY_API.profile, member, async (request) => {
    const input = parseWith(communityProfileInputSchema, request.body);
    return ok(await updateCommunityProfile(database.db, memberOf(request).user.id, input));
  });

  app.get(COMMUNITY_API.myPosts, member, async (request, reply) => {
    const query = parseWith(cursorQuerySchema, request.query);
    return reply.headers(noStore).send(ok(await service.myPostsPage(deps, memberOf(request).user, query)));
  });

  app.get(COMMUNITY_API.myComments, member, async (request, reply) => {
    const query = parseWith(cursorQuerySchema, request.query);
    return reply.headers(noStore).send(ok(await service.myCommentsPage(deps, memberOf(request).user, query)));
  });
}
