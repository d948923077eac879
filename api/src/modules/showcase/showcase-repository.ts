import { sql, type Kysely } from 'kysely';
import { MEMBER_STATUS } from 'shared-contract';
import { DRAWN_KEY_COLUMNS } from '../catalog/catalog-repository';
import type { DrawnKeyRow } from '../catalog/drawn-key';
import { keyItemRevealed } from '../ownership/ownership-repository';
import { profileUploadPublicIdColumn } from '../members/member-repository';
import type { Database } from '../../db/schema';

/** Every SQL statement of the showcase module. */
type DB = Kysely<Database>;

export interface ShowcaseKeyRow extends DrawnKeyRow {
  key_item_id: number;
  serial_no: number;
}

/**
 * The member's published KEYs they still hold, first to last: owned by them since before it was published (a KEY
 * sold or transferred drops off, and a KEY that comes back later is not published again by itself) and revealed.
 */
export function publishedKeys(db: DB, userId: number): Promise<ShowcaseKeyRow[]> {
  return db
    .selectFrom('showcase_item as si')
    .innerJoin('key_item as ki', 'ki.id', 'si.key_item_id')
    .innerJoin('key_design as d', 'd.id', 'ki.key_design_id')
    .innerJoin('project as p', 'p.id', 'd.project_id')
    .select([...DRAWN_KEY_COLUMNS, 'ki.id as key_item_id', 'ki.serial_no'])
    .where('si.user_id', '=', userId)
    .whereRef('ki.owner_id', '=', 'si.user_id')
    .whereRef('ki.acquired_at', '<=', 'si.published_at')
    .where(keyItemRevealed('ki.id'))
    .orderBy('si.position')
    .orderBy('ki.id')
    .execute();
}

/** Of `keyItemIds`, those the member owns and has revealed (what they may publish). */
export async function ownedRevealed(db: DB, userId: number, keyItemIds: number[]): Promise<Set<number>> {
  if (keyItemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('key_item as ki')
    .select('ki.id')
    .where('ki.id', 'in', keyItemIds)
    .where('ki.owner_id', '=', userId)
    .where(keyItemRevealed('ki.id'))
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function isEnabled(db: DB, userId: number): Promise<boolean> {
  const row = await db.selectFrom('showcase').select('enabled').where('user_id', '=', userId).executeTakeFirst();
  return row?.enabled ?? false;
}

/** The member's switch; a first save makes their row. The row is locked until the transaction ends (saves run one at a time). */
export async function saveSwitch(db: DB, userId: number, enabled: boolean, now: Date): Promise<void> {
  await db
    .insertInto('showcase')
    .values({ user_id: userId, enabled, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ enabled, updated_at: now }))
    .execute();
}

/** Replaces the member's published KEYs; a KEY published before keeps its publication time. */
export async function replaceItems(db: DB, userId: number, keyItemIds: number[], now: Date): Promise<void> {
  const before = await db.selectFrom('showcase_item').select(['key_item_id', 'published_at']).where('user_id', '=', userId).execute();
  const publishedAt = new Map(before.map((row) => [row.key_item_id, row.published_at]));
  await db.deleteFrom('showcase_item').where('user_id', '=', userId).execute();
  if (keyItemIds.length === 0) return;
  await db
    .insertInto('showcase_item')
    .values(keyItemIds.map((keyItemId, position) => ({ user_id: userId, key_item_id: keyItemId, position, published_at: publishedAt.get(keyItemId) ?? now })))
    .execute();
}

export interface CollectorRow {
  id: number;
  nickname: string;
  profile_image_type: 'UPLOAD' | 'KEY' | null;
  profile_upload_id: number | null;
  profile_key_design_id: number | null;
  profile_upload_public_id: string | null;
}

/** An active member with this nickname (in any case, as nicknames are unique) whose showcase is on, or undefined. */
export async function collectorByNickname(db: DB, nickname: string): Promise<CollectorRow | undefined> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('showcase', 'showcase.user_id', 'app_user.id')
    .select([
      'app_user.id',
      'app_user.nickname',
      'app_user.profile_image_type',
      'app_user.profile_upload_id',
      'app_user.profile_key_design_id',
      profileUploadPublicIdColumn,
    ])
    .where(sql<string>`lower(app_user.nickname)`, '=', nickname.toLowerCase())
    .where('app_user.status', '=', MEMBER_STATUS.active)
    .where('showcase.enabled', '=', true)
    .executeTakeFirst();
  if (!row || row.nickname === null) return undefined;
  return { ...row, nickname: row.nickname };
}
