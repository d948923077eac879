import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { CABINET_RESET_LINK_TTL_MS, MEMBER_STATUS, cabinetResetCheckSchema, cabinetResetSchema, type ResetMailResult } from 'shared-contract';
import type { Clock } from '../../clock';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validate';
import type { Mailer } from '../mail/mailer';
import { hashCabinetPassword } from '../members/member-service';
import * as repository from './cabinet-reset-repository';
import { cabinetResetMail, maskEmail } from './reset-mail';

type DB = Kysely<Database>;

/** The page the mailed link opens (spec section 2). */
const CABINET_RESET_PAGE = '/user/cabinetPassword';

/** The link's ids, or NO_MATCHING_ACCOUNT: a malformed link matches no account. */
const linkIds = (body: unknown) => {
  const parsed = cabinetResetCheckSchema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('NO_MATCHING_ACCOUNT');
  return parsed.data;
};

/** Throws unless the link exists for that (not deactivated) member, is unused and has not expired at `now`. */
async function assertUsableLink(db: DB, ids: { userId: number; uuid: string }, now: Date, lock = false) {
  const link = await repository.resetLinkOf(db, ids, lock);
  if (!link || link.status === MEMBER_STATUS.deactivated) throw new AppError('NO_MATCHING_ACCOUNT');
  if (link.used_at !== null || new Date(link.expires_at).getTime() <= now.getTime()) throw new AppError('RESET_LINK_EXPIRED');
}

/** Mails the signed-in member a link valid one hour; a link whose mail could not be sent is deleted again. */
export async function mailResetLink(
  db: DB,
  { mailer, publicUrl, log }: { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  user: AppUserRow,
  now: Date,
): Promise<ResetMailResult> {
  if (!user.email) throw new AppError('MAIL_ADDRESS_MISSING');
  const uuid = randomUUID();
  const expiresAt = new Date(now.getTime() + CABINET_RESET_LINK_TTL_MS);
  await repository.insertResetLink(db, { uuid, userId: user.id, now, expiresAt });

  const link = new URL(CABINET_RESET_PAGE, publicUrl);
  link.search = new URLSearchParams({ userId: String(user.id), uuid }).toString();
  try {
    await mailer.send(cabinetResetMail({ to: user.email, name: user.nickname, link: link.toString(), language: user.language_type }));
  } catch (error) {
    log.error({ err: error }, 'cabinet reset mail not sent');
    // A link nobody received must not stay usable.
    await repository.deleteResetLink(db, uuid);
    throw new AppError('MAIL_SEND_FAILED');
  }
  return { maskedEmail: maskEmail(user.email), expiresAt: expiresAt.toISOString() };
}

/**
 * The link (userId + uuid, the request body) is the proof: a malformed one answers NO_MATCHING_ACCOUNT, not
 * VALIDATION_FAILED, so the body is read here rather than by the route's schema.
 */
export async function checkResetLink(db: DB, body: unknown, now: Date): Promise<void> {
  await assertUsableLink(db, linkIds(body), now);
}

/** Sets the new cabinet password through the link, in one transaction that locks the link and spends it. */
export async function resetCabinetPassword(db: DB, clock: Clock, body: unknown): Promise<void> {
  const ids = linkIds(body);
  const input = parseWith(cabinetResetSchema, body);
  const passwordHash = await hashCabinetPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    await assertUsableLink(trx, ids, now, true);
    await repository.setCabinetPasswordHash(trx, ids.userId, passwordHash);
    await repository.spendOpenLinks(trx, ids.userId, now);
  });
}
