import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { API, setProfileImageSchema, updateInfoSchema, type Me } from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { loadMe } from '../members/load-me';
import { nicknameChangeableAt, profileImageChoices } from '../members/member-repository';
import { memberOf, requireMember } from '../members/request-member';
import { MULTIPART_PLUGIN_OPTIONS } from '../../http/multipart-form';
import { memberUploadQuota } from '../uploads/upload-quota';
import { readProfileUpload, receiveProfileImage, storeProfileUpload } from './profile-image-file';
import { isUniqueViolation } from '../../db/errors';

/** A profile upload's public id (newUploadPublicId: 32 hex digits). */
const uploadParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

/** Uploads never change (a new upload gets a new id), so browsers may keep them. */
const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * My page (spec sections 5 and 7): `PATCH /api/user/info` (nickname, mail agreement),
 * `POST /api/user/profile/upload`, `GET /api/user/profile/image/:id`, `GET /api/user/profile/images`
 * and `POST /api/user/profile` (an owned KEY or an earlier upload as the profile image).
 */
export async function registerProfileRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock, config } = context;
  const { db } = database;

  /** The member as `GET /api/user/me` answers it, after a change. */
  const meAfterChange = (request: FastifyRequest, row: AppUserRow): Promise<Me> => loadMe(context, request, row);

  const tooSoon = (next: Date) => new AppError('NICKNAME_CHANGE_TOO_SOON', undefined, { nextChangeAt: next.toISOString() });

  app.patch(API.userInfo, { preHandler: requireMember(context) }, async (request) => {
    const input = parseWith(updateInfoSchema, request.body);
    const { user } = memberOf(request);
    const now = clock.now();
    const changes: { nickname?: string; nickname_changed_at?: Date; nickname_flagged?: boolean; is_agree_mail?: boolean } = {};
    if (input.isAgreeMail !== undefined) changes.is_agree_mail = input.isAgreeMail;

    if (input.nickname !== undefined) {
      const nickname = input.nickname;
      if (nickname === user.nickname) throw new AppError('NICKNAME_UNCHANGED');
      const next = nicknameChangeableAt(user, now);
      if (next) throw tooSoon(next);
      // Case-insensitive: "Keys" is taken when "KEYS" exists (a case-only change of one's own nickname is allowed).
      const taken = await db
        .selectFrom('app_user')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['nickname']), '=', nickname.toLowerCase()))
        .where('id', '<>', user.id)
        .executeTakeFirst();
      if (taken) throw new AppError('NICKNAME_DUPLICATE');
      Object.assign(changes, { nickname, nickname_changed_at: now, nickname_flagged: false });
    }

    let updated: AppUserRow | undefined;
    try {
      let query = db.updateTable('app_user').set(changes).where('id', '=', user.id);
      if (input.nickname !== undefined) {
        // Two changes at once (two tabs): only the one that still sees the state it checked wins.
        query = query
          .where((eb) =>
            user.nickname_changed_at === null
              ? eb('nickname_changed_at', 'is', null)
              : // JS dates hold milliseconds; a value written by SQL now() has microseconds.
                eb(sql<Date>`date_trunc('milliseconds', nickname_changed_at)`, '=', user.nickname_changed_at),
          )
          .where('nickname_flagged', '=', user.nickname_flagged);
      }
      updated = await query.returningAll().executeTakeFirst();
    } catch (error) {
      // Another member took the same name (in any letter case) between the check and the update.
      if (isUniqueViolation(error)) throw new AppError('NICKNAME_DUPLICATE');
      throw error;
    }
    if (!updated) {
      const current = await db.selectFrom('app_user').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      throw tooSoon(nicknameChangeableAt(current, now) ?? now);
    }
    return ok(await meAfterChange(request, updated));
  });

  await app.register(async (uploads) => {
    await uploads.register(multipart, MULTIPART_PLUGIN_OPTIONS);

    uploads.post(API.userProfileUpload, { preHandler: requireMember(context) }, async (request) => {
      const { user } = memberOf(request);
      const received = await receiveProfileImage(request, memberUploadQuota(db, clock, user.id));
      const updated = await storeProfileUpload(db, config.uploadDir, user.id, received, clock.now(), (trx, uploadId) =>
        trx
          .updateTable('app_user')
          .set({ profile_image_type: 'UPLOAD', profile_upload_id: uploadId })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return ok(await meAfterChange(request, updated));
    });
  });

  // Public like any avatar: an <img> cannot send the bearer token, and other members see profile images.
  app.get(API.userProfileImage(':id'), async (request, reply) => {
    const parsed = uploadParams.safeParse(request.params);
    if (!parsed.success) throw new AppError('NOT_FOUND');
    const row = await db.selectFrom('profile_upload').select(['file_name', 'mime_type']).where('public_id', '=', parsed.data.id).executeTakeFirst();
    const content = row ? await readProfileUpload(config.uploadDir, row.file_name) : null;
    if (!row || !content) throw new AppError('NOT_FOUND');
    return reply.type(row.mime_type).header('cache-control', UPLOAD_CACHE_CONTROL).send(content);
  });

  app.get(API.userProfileImages, { preHandler: requireMember(context) }, async (request) => {
    const { user } = memberOf(request);
    const choices = await profileImageChoices(db, user.id, {
      type: user.profile_image_type,
      uploadId: user.profile_upload_id,
      keyDesignId: user.profile_key_design_id,
    });
    return ok(choices);
  });

  app.post(API.userProfile, { preHandler: requireMember(context) }, async (request) => {
    const input = parseWith(setProfileImageSchema, request.body);
    const { user } = memberOf(request);
    let changes: Partial<Pick<AppUserRow, 'profile_image_type' | 'profile_upload_id' | 'profile_key_design_id'>>;
    if ('keyId' in input) {
      const owned = await db
        .selectFrom('key_item')
        .select('id')
        .where('owner_id', '=', user.id)
        .where('key_design_id', '=', input.keyId)
        .executeTakeFirst();
      if (!owned) throw new AppError('KEY_NOT_OWNED');
      changes = { profile_image_type: 'KEY', profile_key_design_id: input.keyId };
    } else {
      const upload = await db
        .selectFrom('profile_upload')
        .select('id')
        .where('id', '=', input.uploadId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!upload) throw new AppError('NOT_FOUND');
      changes = { profile_image_type: 'UPLOAD', profile_upload_id: input.uploadId };
    }
    const updated = await db.updateTable('app_user').set(changes).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    return ok(await meAfterChange(request, updated));
  });
}
