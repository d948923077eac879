import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  API,
  CABINET_RESET_LINK_TTL_MS,
  MEMBER_STATUS,
  cabinetResetCheckSchema,
  cabinetResetSchema,
  type ResetMailResult,
} from 'shared-contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { memberOf, requireMember } from '../members/request-member';
import { hashCabinetPassword } from '../members/sign-up-routes';
import { cabinetResetMail, maskEmail } from './reset-mail';

/** The page the mailed link opens (spec section 2). */
export const CABINET_RESET_PAGE = '/user/cabinetPassword';

/** The link's ids, or NO_MATCHING_ACCOUNT: a malformed link matches no account. */
const linkIds = (body: unknown) => {
  const parsed = cabinetResetCheckSchema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('NO_MATCHING_ACCOUNT');
  return parsed.data;
};

/** Throws unless the link exists for that (not deactivated) member, is unused and has not expired at `now`. */
async function assertUsableLink(db: Kysely<Database>, { userId, uuid }: { userId: number; uuid: string }, now: Date, lock = false) {
  let query = db
    .selectFrom('cabinet_reset as r')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .select(['r.expires_at', 'r.used_at', 'u.status'])
    .where('r.uuid', '=', uuid)
    .where('r.user_id', '=', userId);
  if (lock) query = query.forUpdate();
  const link = await query.executeTakeFirst();
  if (!link || link.status === MEMBER_STATUS.deactivated) throw new AppError('NO_MATCHING_ACCOUNT');
  if (link.used_at !== null || new Date(link.expires_at).getTime() <= now.getTime()) throw new AppError('RESET_LINK_EXPIRED');
}

/**
 * Cabinet password reset by e-mail (spec sections 4, 7, 8, 9): a signed-in member asks for a link
 * valid one hour; the link (userId + uuid) is the proof for checking it and setting the new password.
 */
export async function registerCabinetResetRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock, config, mailer } = context;

  app.post(API.mailResetPassword, { preHandler: requireMember(context) }, async (request) => {
    const { user } = memberOf(request);
    if (!user.email) throw new AppError('MAIL_ADDRESS_MISSING');
    const uuid = randomUUID();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + CABINET_RESET_LINK_TTL_MS);
    await database.db.insertInto('cabinet_reset').values({ uuid, user_id: user.id, created_at: now, expires_at: expiresAt, used_at: null }).execute();

    const link = new URL(CABINET_RESET_PAGE, config.publicUrl);
    link.search = new URLSearchParams({ userId: String(user.id), uuid }).toString();
    try {
      await mailer.send(cabinetResetMail({ to: user.email, name: user.nickname, link: link.toString(), language: user.language_type }));
    } catch (error) {
      request.log.error({ err: error }, 'cabinet reset mail not sent');
      // A link nobody received must not stay usable.
      await database.db.deleteFrom('cabinet_reset').where('uuid', '=', uuid).execute();
      throw new AppError('MAIL_SEND_FAILED');
    }
    return ok<ResetMailResult>({ maskedEmail: maskEmail(user.email), expiresAt: expiresAt.toISOString() });
  });

  app.post(API.cabinetCheck, async (request) => {
    await assertUsableLink(database.db, linkIds(request.body), clock.now());
    return ok('SUCCESS' as const);
  });

  app.put(API.cabinetResetPassword, async (request) => {
    const ids = linkIds(request.body);
    const input = parseWith(cabinetResetSchema, request.body);
    const passwordHash = await hashCabinetPassword(input.newPassword);
    await database.db.transaction().execute(async (trx) => {
      const now = clock.now();
      await assertUsableLink(trx, ids, now, true);
      await trx.updateTable('app_user').set({ cabinet_password_hash: passwordHash }).where('id', '=', ids.userId).execute();
      // This link and any other still open for the member are spent.
      await trx.updateTable('cabinet_reset').set({ used_at: now }).where('user_id', '=', ids.userId).where('used_at', 'is', null).execute();
    });
    return ok('SUCCESS' as const);
  });
}
