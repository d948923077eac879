import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every SQL statement of the cabinet-reset module. */
type DB = Kysely<Database>;

export async function insertResetLink(db: DB, link: { uuid: string; userId: number; now: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('cabinet_reset')
    .values({ uuid: link.uuid, user_id: link.userId, created_at: link.now, expires_at: link.expiresAt, used_at: null })
    .execute();
}

export async function deleteResetLink(db: DB, uuid: string): Promise<void> {
  await db.deleteFrom('cabinet_reset').where('uuid', '=', uuid).execute();
}

/** The link with its member's status (`lock`: the link row locked for the transaction). */
export async function resetLinkOf(db: DB, { userId, uuid }: { userId: number; uuid: string }, lock: boolean) {
  let query = db
    .selectFrom('cabinet_reset as r')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .select(['r.expires_at', 'r.used_at', 'u.status'])
    .where('r.uuid', '=', uuid)
    .where('r.user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function setCabinetPasswordHash(db: DB, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('app_user').set({ cabinet_password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** This link and any other still open for the member are spent. */
export async function spendOpenLinks(db: DB, userId: number, now: Date): Promise<void> {
  await db.updateTable('cabinet_reset').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
