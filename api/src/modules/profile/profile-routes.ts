import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  meSchema,
  PROFILE_IMAGE_MIME_TYPES,
  profileImagesSchema,
  profileUploadParamsSchema,
  setProfileImageSchema,
  successEnvelope,
  updateInfoSchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { sendStoredFile, storedFileAnswer } from '../../storage/send-stored-file';
import { MULTIPART_PLUGIN_OPTIONS } from '../../http/multipart-form';
import { loadMe } from '../members/load-me';
import { memberOf, requireMember } from '../members/request-member';
import { memberUploadQuota } from '../uploads/upload-quota';
import { receiveProfileImage } from './profile-image-file';
import * as profile from './profile-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['profile'];
/** The member as `GET /api/user/me` answers it, after a change. */
const ME_RESPONSE = { 200: successEnvelope(meSchema) };

/**
 * My page (spec sections 5 and 7): `PATCH /api/user/info` (nickname, mail agreement),
 * `POST /api/user/profile/upload`, `GET /api/user/profile/image/:id`, `GET /api/user/profile/images`
 * and `POST /api/user/profile` (an owned KEY or an earlier upload as the profile image).
 */
export async function registerProfileRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock, storage } = context;
  const { db } = database;
  // The member is checked before the schemas validate anything.
  const preValidation = requireMember(context);

  app.patch(API.userInfo, { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, body: updateInfoSchema, response: ME_RESPONSE } }, async (request) =>
    ok(await loadMe(context, request, await profile.changeInfo(db, { user: memberOf(request).user, input: request.body, now: clock.now() }))),
  );

  await app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, MULTIPART_PLUGIN_OPTIONS);

    // A multipart form (the part `image`), read by the handler: no JSON body schema.
    uploads.post(
      API.userProfileUpload,
      { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, consumes: ['multipart/form-data'], response: ME_RESPONSE } },
      async (request) => {
        const { user } = memberOf(request);
        const received = await receiveProfileImage(request, memberUploadQuota(db, clock, user.id));
        return ok(await loadMe(context, request, await profile.uploadProfileImage(db, { storage, userId: user.id, received, now: clock.now() })));
      },
    );
  });

  // Public like any avatar: an <img> cannot send the bearer token, and other members see profile images.
  app.get(
    API.userProfileImage(':id'),
    {
      schema: {
        tags: TAGS,
        params: profileUploadParamsSchema,
        response: {
          200: storedFileAnswer('The image', PROFILE_IMAGE_MIME_TYPES),
        },
      },
    },
    async (request, reply) => {
      // Uploads never change (a new upload gets a new id), so browsers may keep them.
      return sendStoredFile(request, reply, storage, await profile.profileUploadKey(db, request.params.id), { caching: 'immutable' });
    },
  );

  app.get(
    API.userProfileImages,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(profileImagesSchema) } } },
    async (request) => ok(await profile.profileImagesOf(db, memberOf(request).user)),
  );

  app.post(
    API.userProfile,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, body: setProfileImageSchema, response: ME_RESPONSE } },
    async (request) => ok(await loadMe(context, request, await profile.chooseProfileImage(db, memberOf(request).user.id, request.body))),
  );
}
