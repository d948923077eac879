import { createHash, randomInt } from 'node:crypto';
import { addMonths } from 'date-fns';
import { sql, type Kysely } from 'kysely';
import { artPath, MEMBER_STATUS, type Language, type Me, type ProfileImageChoice, type PublicMember } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { isUniqueViolation, violatedConstraint } from '../../db/errors';

export interface ProviderIdentity {
  provider: string;
  snsId: string;
  email: string | null;
  name: string | null;
}

/** A deactivated account keeps only a one-way hash of its provider identity (to answer "deleted" at sign-in). */
export const deletedIdentity = (provider: string, snsId: string) => `deleted:${createHash('sha256').update(`${provider}:${snsId}`).digest('hex')}`;

/** An upload's image URL, by its random public id (issue 12 E: no counter in URLs). */
export const profileUploadUrl = (publicId: string) => `/api/user/profile/image/${publicId}`;

/** The public ids of the uploads a member row chose (profile and community image), which the image URLs need. */
export interface UploadPublicIds {
  profile_upload_public_id: string | null;
  community_upload_public_id: string | null;
}

/** The profile image's public id, as a column of a select from `app_user` (what the public view of a member needs). */
export const profileUploadPublicIdColumn = sql<string | null>`(select pu.public_id from profile_upload pu where pu.id = app_user.profile_upload_id)`.as(
  'profile_upload_public_id',
);

/** Both public ids, as two columns of a select from `app_user`. */
export const uploadPublicIdColumns = [
  profileUploadPublicIdColumn,
  sql<string | null>`(select cu.public_id from profile_upload cu where cu.id = app_user.community_upload_id)`.as('community_upload_public_id'),
] as const;

/** The same, looked up for a row already read. */
export async function uploadPublicIdsOf(db: Kysely<Database>, row: Pick<AppUserRow, 'profile_upload_id' | 'community_upload_id'>): Promise<UploadPublicIds> {
  const ids = [row.profile_upload_id, row.community_upload_id].filter((id): id is number => id !== null);
  const uploads = ids.length > 0 ? await db.selectFrom('profile_upload').select(['id', 'public_id']).where('id', 'in', ids).execute() : [];
  const publicId = (id: number | null) => uploads.find((upload) => upload.id === id)?.public_id ?? null;
  return { profile_upload_public_id: publicId(row.profile_upload_id), community_upload_public_id: publicId(row.community_upload_id) };
}

/** The profile image URL of a member row (an upload or an owned KEY's art). */
export function profileImageUrl(
  row: Pick<AppUserRow, 'profile_image_type' | 'profile_upload_id' | 'profile_key_design_id'> & Pick<UploadPublicIds, 'profile_upload_public_id'>,
) {
  if (row.profile_image_type === 'UPLOAD' && row.profile_upload_public_id) return profileUploadUrl(row.profile_upload_public_id);
  if (row.profile_image_type === 'KEY' && row.profile_key_design_id) return artPath.key(row.profile_key_design_id);
  return null;
}

type CommunityImageColumns = Pick<
  AppUserRow,
  'community_image_type' | 'community_upload_id' | 'community_key_design_id' | 'profile_image_type' | 'profile_upload_id' | 'profile_key_design_id'
> &
  UploadPublicIds;

/**
 * The community profile image (spec section 3: communityProfileImage and its type): the KEY design or upload the
 * member chose for communities, else the account profile image.
 */
export function communityProfileImage(row: CommunityImageColumns): { url: string | null; type: 'UPLOAD' | 'KEY' | null } {
  if (row.community_image_type === 'UPLOAD' && row.community_upload_public_id) return { url: profileUploadUrl(row.community_upload_public_id), type: 'UPLOAD' };
  if (row.community_image_type === 'KEY' && row.community_key_design_id) return { url: artPath.key(row.community_key_design_id), type: 'KEY' };
  const url = profileImageUrl(row);
  return { url, type: url ? row.profile_image_type : null };
}

/** The selected image of a choice list: a type and the upload or KEY design id. */
export interface ImageSelection {
  type: 'UPLOAD' | 'KEY' | null;
  uploadId: number | null;
  keyDesignId: number | null;
}

/** The images a member may pick (their uploads, newest first, then the KEY designs they own), `selection` marked. */
export async function profileImageChoices(db: Kysely<Database>, userId: number, selection: ImageSelection): Promise<ProfileImageChoice[]> {
  const [uploads, keys] = await Promise.all([
    db.selectFrom('profile_upload').select(['id', 'public_id']).where('user_id', '=', userId).orderBy('id', 'desc').execute(),
    db
      .selectFrom('key_design as d')
      .select(['d.id', 'd.name_ko', 'd.name_en'])
      .where((eb) => eb.exists(eb.selectFrom('key_item as i').select('i.id').whereRef('i.key_design_id', '=', 'd.id').where('i.owner_id', '=', userId)))
      .orderBy('d.id')
      .execute(),
  ]);
  return [
    ...uploads.map((upload) => ({
      type: 'UPLOAD' as const,
      id: upload.id,
      url: profileUploadUrl(upload.public_id),
      selected: selection.type === 'UPLOAD' && selection.uploadId === upload.id,
      name: null,
    })),
    ...keys.map((key) => ({
      type: 'KEY' as const,
      id: key.id,
      url: artPath.key(key.id),
      selected: selection.type === 'KEY' && selection.keyDesignId === key.id,
      name: { ko: key.name_ko, en: key.name_en },
    })),
  ];
}

/** When a member may change the nickname again: a month after the last change, unless an admin flagged it. */
export function nicknameChangeableAt(row: Pick<AppUserRow, 'nickname_changed_at' | 'nickname_flagged'>, now: Date): Date | null {
  if (row.nickname_flagged || !row.nickname_changed_at) return null;
  const next = addMonths(row.nickname_changed_at, 1);
  return next.getTime() > now.getTime() ? next : null;
}

export async function findMemberByIdentity(db: Kysely<Database>, provider: string, snsId: string) {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('sns_provider', '=', provider)
    .where('sns_id', 'in', [snsId, deletedIdentity(provider, snsId)])
    .executeTakeFirst();
}

/** The first sign-in of an identity makes a member who still has to sign up (status 0). */
export async function findOrCreateMember(db: Kysely<Database>, identity: ProviderIdentity): Promise<AppUserRow> {
  const existing = await findMemberByIdentity(db, identity.provider, identity.snsId);
  if (existing) return existing;
  const created = await db
    .insertInto('app_user')
    .values({
      sns_provider: identity.provider,
      sns_id: identity.snsId,
      email: identity.email,
      name: identity.name,
      status: MEMBER_STATUS.pending,
    })
    .onConflict((conflict) => conflict.constraint('app_user_identity_unique').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (created) return created;
  // Two first sign-ins at once: the other one inserted the row.
  const raced = await findMemberByIdentity(db, identity.provider, identity.snsId);
  if (!raced) throw new Error('member vanished after a concurrent first sign-in');
  return raced;
}

/** A free default nickname (letters and digits, within the rules) for a member who just signed up. */
async function freeDefaultNickname(db: Kysely<Database>): Promise<string> {
  for (;;) {
    const candidate = `KEYS${randomInt(100_000, 1_000_000)}`;
    const taken = await db.selectFrom('app_user').select('id').where('nickname', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

/** The nickname's unique constraint (migration 0002) and its case-insensitive unique index (0003). */
const NICKNAME_UNIQUE_INDEXES = new Set(['app_user_nickname_key', 'app_user_nickname_lower_unique']);

/**
 * Writes a member's row with a free default nickname (`KEYS` and six digits). Two sign-ups may pick the same free one
 * at once: the unique index refuses the second write, which then picks another.
 */
export async function withDefaultNickname<T>(db: Kysely<Database>, write: (nickname: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(await freeDefaultNickname(db));
    } catch (error) {
      const nicknameTaken = isUniqueViolation(error) && NICKNAME_UNIQUE_INDEXES.has(violatedConstraint(error) ?? '');
      if (!nicknameTaken || attempt === 5) throw error;
    }
  }
}

export interface MeExtras {
  unreadNotificationCount: number;
  isKrIpUser: boolean;
  now: Date;
  /** The member's coupons still to use (not used, not expired). */
  couponCount: number;
  /** The member's AVAILABLE tickets (0 when not given). */
  ticketCount: number;
  /** The member's cabinet (spec default 0 and empty while signing up). */
  cabinet?: { id: number; walletAddress: string };
  /** KEYs in the member's cart (lines still kept). */
  cartItemCount: number;
  /** The member's Gold balance. */
  goldBalance: number;
}

/** A member row as `GET /api/user/me` answers it (spec section 3 "User"). */
export function toMe(
  row: AppUserRow & UploadPublicIds,
  { unreadNotificationCount, isKrIpUser, now, couponCount, ticketCount, cabinet, cartItemCount, goldBalance }: MeExtras,
): Me {
  const profileImage = profileImageUrl(row);
  const communityImage = communityProfileImage(row);
  return {
    id: row.id,
    snsProvider: row.sns_provider,
    snsId: row.sns_id,
    email: row.email,
    name: row.verified_name ?? row.name,
    nickname: row.nickname,
    nicknameChangeableAt: nicknameChangeableAt(row, now)?.toISOString() ?? null,
    status: row.status,
    role: row.role,
    signedUp: row.signed_up_at !== null,
    isAdult: row.is_adult,
    isAdultKr: row.is_adult_kr,
    purchaseCount: row.purchase_count,
    isAgreeMail: row.is_agree_mail,
    profileImage,
    profileImageType: profileImage ? row.profile_image_type : null,
    profileKeyId: row.profile_image_type === 'KEY' ? row.profile_key_design_id : null,
    communityProfileImage: communityImage.url,
    communityProfileImageType: communityImage.type,
    showAdult: row.show_adult,
    isKrIpUser,
    agreePush: row.agree_push,
    birthedAt: row.birth_date,
    isPreBook: row.is_pre_book,
    languageType: row.language_type,
    adultVerification: { ko: row.adult_verified_ko_at !== null, en: row.adult_verified_en_at !== null },
    authAdultAt: { ko: row.adult_verified_ko_at?.getTime() ?? 0, en: row.adult_verified_en_at?.getTime() ?? 0 },
    cabinet: cabinet ?? { id: 0, walletAddress: '' },
    ticketCount,
    couponCount,
    unreadNotificationCount,
    cartItemCount,
    goldBalance,
  };
}

/** The columns a member's public view needs, from `app_user` (members without a nickname are still signing up). */
export const publicMembers = (db: Kysely<Database>) =>
  db
    .selectFrom('app_user')
    .select(['app_user.nickname', 'app_user.profile_image_type', 'app_user.profile_upload_id', 'app_user.profile_key_design_id', profileUploadPublicIdColumn])
    .where('app_user.nickname', 'is not', null)
    .$narrowType<{ nickname: string }>();

type PublicMemberRow = Awaited<ReturnType<ReturnType<typeof publicMembers>['execute']>>[number];

export const toPublicMember = (row: PublicMemberRow): PublicMember => ({ nickname: row.nickname, profileImage: profileImageUrl(row) });

/** The member with that id, or the members with that nickname in any letter case (at most one, by the unique index). */
export function membersByIdOrNickname(db: Kysely<Database>, { userId, nickname }: { userId: number | undefined; nickname: string }) {
  const query = publicMembers(db).select(['app_user.id', 'app_user.status']);
  return (
    userId === undefined ? query.where((eb) => eb(eb.fn('lower', ['app_user.nickname']), '=', nickname.toLowerCase())) : query.where('app_user.id', '=', userId)
  ).execute();
}

/**
 * Active members whose nickname starts with `text` in any letter case: the exact match first, then by nickname.
 * `text` holds nickname characters only (the contract's rule), so it is never a LIKE pattern.
 */
export async function activeMembersByNicknamePrefix(db: Kysely<Database>, text: string, limit: number): Promise<PublicMember[]> {
  const lowered = text.toLowerCase();
  const rows = await publicMembers(db)
    .where('app_user.status', '=', MEMBER_STATUS.active)
    .where(sql<string>`lower(app_user.nickname)`, 'like', `${lowered}%`)
    .orderBy(sql`lower(app_user.nickname) = ${lowered}`, 'desc')
    .orderBy(sql`lower(app_user.nickname)`)
    .limit(limit)
    .execute();
  return rows.map(toPublicMember);
}

/** Makes the signing-up member active with the consents and the cabinet password; answers whether it still was pending. */
export async function completeSignUp(
  db: Kysely<Database>,
  userId: number,
  signUp: { agreeMail: boolean; passwordHash: string; languageType: Language; nickname: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .updateTable('app_user')
    .set({
      status: MEMBER_STATUS.active,
      consents_at: signUp.now,
      is_agree_mail: signUp.agreeMail,
      cabinet_password_hash: signUp.passwordHash,
      language_type: signUp.languageType,
      nickname: signUp.nickname,
      signed_up_at: signUp.now,
    })
    .where('id', '=', userId)
    .where('status', '=', MEMBER_STATUS.pending)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function setLanguage(db: Kysely<Database>, userId: number, language: Language): Promise<void> {
  await db.updateTable('app_user').set({ language_type: language }).where('id', '=', userId).execute();
}

/** The member's row as it is now (one known to exist). */
export async function memberById(db: Kysely<Database>, userId: number): Promise<AppUserRow> {
  return db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Whether the member owns at least one KEY of the design. */
export async function ownsKeyDesign(db: Kysely<Database>, userId: number, keyDesignId: number): Promise<boolean> {
  const owned = await db.selectFrom('key_item').select('id').where('owner_id', '=', userId).where('key_design_id', '=', keyDesignId).executeTakeFirst();
  return owned !== undefined;
}

/** Whether the profile upload is one of the member's. */
export async function ownsProfileUpload(db: Kysely<Database>, userId: number, uploadId: number): Promise<boolean> {
  const upload = await db.selectFrom('profile_upload').select('id').where('id', '=', uploadId).where('user_id', '=', userId).executeTakeFirst();
  return upload !== undefined;
}

/** The members of these sessions (token families), each row with its family's id and revocation. */
export async function membersOfSessions(db: Kysely<Database>, familyIds: readonly string[]) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('token_family as f', 'f.user_id', 'u.id')
    .selectAll('u')
    .select(['f.id as family_id', 'f.revoked_at as family_revoked_at'])
    .where('f.id', 'in', familyIds)
    .execute();
}

/** The member's status and the revocation of their session (token family), or undefined when the family is not theirs. */
export async function memberSessionState(db: Kysely<Database>, { userId, familyId }: { userId: number; familyId: string }) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('token_family as f', 'f.user_id', 'u.id')
    .select(['u.status', 'f.revoked_at'])
    .where('u.id', '=', userId)
    .where('f.id', '=', familyId)
    .executeTakeFirst();
}
