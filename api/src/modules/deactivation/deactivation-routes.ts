import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API, deactivateSchema, MEMBER_STATUS } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { deletedIdentity } from '../members/member-repository';
import { memberOf, requireMember } from '../members/request-member';
import { verifyCabinetPassword } from '../ownership/cabinet-password';
import { deleteWatchesOf } from '../watchlist/watch-repository';

/** A stored upload name (relative to the upload folder) as an absolute path, or null when it would leave the folder. */
export function uploadFilePath(uploadDir: string, name: string): string | null {
  const root = path.resolve(uploadDir);
  const file = path.resolve(root, name);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/**
 * `POST /api/user/deactivate` (spec sections 4, 5 and 9 "personal data is retained until deactivation"):
 * status 9, personal data erased, the provider identity kept only as a one-way hash (a new sign-in is
 * recognised and refused), every session revoked. KEYs, ownership history and payments stay (law).
 */
export async function registerDeactivationRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock, config, tokens } = context;

  app.post(API.userDeactivate, { preHandler: requireMember(context) }, async (request) => {
    const { user } = memberOf(request);
    const input = parseWith(deactivateSchema, request.body);
    const reason = input.reason === 'OTHER' ? `OTHER: ${input.otherReason ?? ''}` : input.reason;
    const now = clock.now();
    await verifyCabinetPassword(database.db, user, input.password, now);

    const uploads = await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({
          status: MEMBER_STATUS.deactivated,
          deactivated_at: now,
          deactivation_reason: reason,
          sns_id: deletedIdentity(user.sns_provider, user.sns_id),
          email: null,
          name: null,
          nickname: null,
          nickname_changed_at: null,
          verified_name: null,
          birth_date: null,
          phone: null,
          di: null,
          cabinet_password_hash: null,
          profile_image_type: null,
          profile_upload_id: null,
          profile_key_design_id: null,
          community_nickname: null,
          community_image_type: null,
          community_upload_id: null,
          community_key_design_id: null,
          is_agree_mail: false,
        })
        .where('id', '=', user.id)
        .execute();
      const files = await trx.deleteFrom('profile_upload').where('user_id', '=', user.id).returning('file_name').execute();
      await trx.deleteFrom('notification').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('cabinet_reset').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('identity_verification').where('user_id', '=', user.id).execute();
      await deleteWatchesOf(trx, user.id);
      await tokens.revokeAllForUser(user.id, 'deactivated', trx);
      return files;
    });

    // The files go after the commit: a failed transaction must not lose them.
    for (const { file_name: name } of uploads) {
      const file = uploadFilePath(config.uploadDir, name);
      if (!file) continue;
      try {
        await rm(file, { force: true });
      } catch (error) {
        request.log.error({ err: error, userId: user.id }, 'deactivation: profile upload file not removed');
      }
    }
    request.log.info({ userId: user.id }, 'member deactivated');
    return ok('SUCCESS' as const);
  });
}
