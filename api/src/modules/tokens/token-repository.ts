import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every SQL statement of the tokens module. */
type DB = Kysely<Database>;

export async function insertFamily(db: DB, family: { id: string; userId: number; now: Date }): Promise<void> {
  await db.insertInto('token_family').values({ id: family.id, user_id: family.userId, created_at: family.now }).execute();
}

export async function insertRefreshToken(db: DB, token: { tokenHash: string; familyId: string; issuedAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('refresh_token')
    .values({
      token_hash: token.tokenHash,
      family_id: token.familyId,
      issued_at: token.issuedAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** The refresh token with its family and member, locked for the rotation. */
export async function lockRefreshToken(db: DB, tokenHash: string) {
  return db
    .selectFrom('refresh_token as t')
    .innerJoin('token_family as f', 'f.id', 't.family_id')
    .innerJoin('app_user as u', 'u.id', 'f.user_id')
    .select(['t.token_hash', 't.family_id', 't.expires_at', 't.used_at', 'f.revoked_at', 'f.user_id', 'u.status'])
    .where('t.token_hash', '=', tokenHash)
    .forUpdate('t')
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(db: DB, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('refresh_token').set({ used_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function revokeFamily(db: DB, familyId: string, reason: string, now: Date): Promise<void> {
  await db.updateTable('token_family').set({ revoked_at: now, revoked_reason: reason }).where('id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export async function revokeFamiliesOf(db: DB, userId: number, reason: string, now: Date): Promise<void> {
  await db.updateTable('token_family').set({ revoked_at: now, revoked_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
