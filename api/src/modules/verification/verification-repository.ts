import type { Kysely } from 'kysely';
import { MEMBER_STATUS, type VERIFICATION_PURPOSES } from 'shared-contract';
import type { Database } from '../../db/schema';
import type { IdentityResult } from './identity-provider';

/** Every SQL statement of the verification module. */
type DB = Kysely<Database>;

export async function insertVerification(
  db: DB,
  verification: { id: string; purpose: (typeof VERIFICATION_PURPOSES)[number]; userId: number | null; now: Date },
): Promise<void> {
  await db
    .insertInto('identity_verification')
    .values({ id: verification.id, purpose: verification.purpose, user_id: verification.userId, status: 'PENDING', created_at: verification.now })
    .execute();
}

export async function verificationOf(db: DB, requestId: string) {
  return db.selectFrom('identity_verification').selectAll().where('id', '=', requestId).executeTakeFirst();
}

export async function markCancelled(db: DB, requestId: string): Promise<void> {
  await db.updateTable('identity_verification').set({ status: 'FAILED' }).where('id', '=', requestId).where('status', '=', 'PENDING').execute();
}

/** PENDING → VERIFIED with the person; answers whether this request made the change. */
export async function markVerified(db: DB, requestId: string, identity: IdentityResult, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('identity_verification')
    .set({ status: 'VERIFIED', di: identity.di, name: identity.name, birth_date: identity.birthDate, phone: identity.phone, verified_at: now })
    .where('id', '=', requestId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The member's VERIFIED account verification. */
export async function verifiedAccountVerification(db: DB, requestId: string, userId: number) {
  return db
    .selectFrom('identity_verification')
    .selectAll()
    .where('id', '=', requestId)
    .where('purpose', '=', 'account')
    .where('user_id', '=', userId)
    .where('status', '=', 'VERIFIED')
    .executeTakeFirst();
}

/** VERIFIED → USED; answers whether this request made the change. */
export async function markUsed(db: DB, requestId: string): Promise<boolean> {
  const used = await db
    .updateTable('identity_verification')
    .set({ status: 'USED' })
    .where('id', '=', requestId)
    .where('status', '=', 'VERIFIED')
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function applyIdentity(
  db: DB,
  userId: number,
  identity: { name: string; birthDate: string; phone: string; di: string; adult: boolean; adultKr: boolean; now: Date },
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      verified_name: identity.name,
      birth_date: identity.birthDate,
      phone: identity.phone,
      di: identity.di,
      is_adult: identity.adult,
      is_adult_kr: identity.adultKr,
      adult_verified_en_at: identity.adult ? identity.now : null,
      adult_verified_ko_at: identity.adultKr ? identity.now : null,
    })
    .where('id', '=', userId)
    .execute();
}

/** The VERIFIED find verification of this person. */
export async function verifiedFind(db: DB, requestId: string, di: string) {
  return db
    .selectFrom('identity_verification')
    .select(['created_at'])
    .where('id', '=', requestId)
    .where('purpose', '=', 'find')
    .where('status', '=', 'VERIFIED')
    .where('di', '=', di)
    .executeTakeFirst();
}

/** The person's usable accounts, oldest first. */
export async function accountsOfPerson(db: DB, di: string) {
  return db
    .selectFrom('app_user')
    .select(['sns_provider', 'email', 'created_at'])
    .where('di', '=', di)
    .where('status', 'in', [MEMBER_STATUS.active, MEMBER_STATUS.suspended])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
