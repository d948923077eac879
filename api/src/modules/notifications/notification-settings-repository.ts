import { sql, type Kysely, type SqlBool } from 'kysely';
import type { AgreePush, NotificationType, SwitchableNotificationType } from 'shared-contract';
import type { Database } from '../../db/schema';

/** Every SQL statement of the notification settings. */
type DB = Kysely<Database>;

/** The member's push consents; `forUpdate` locks the member's row so two saves at once do not lose one another's change. */
export async function readAgreePush(db: DB, userId: number, { forUpdate = false } = {}): Promise<AgreePush> {
  const query = db.selectFrom('app_user').select('agree_push').where('id', '=', userId);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirstOrThrow();
  return row.agree_push;
}

export async function writeAgreePush(db: DB, userId: number, agreePush: AgreePush): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ agree_push: JSON.stringify(agreePush) })
    .where('id', '=', userId)
    .execute();
}

export async function mutedTypes(db: DB, userId: number): Promise<SwitchableNotificationType[]> {
  const rows = await db.selectFrom('notification_mute').select('type').where('user_id', '=', userId).execute();
  return rows.map((row) => row.type);
}

export async function muteTypes(db: DB, userId: number, types: readonly SwitchableNotificationType[], now: Date): Promise<void> {
  if (types.length === 0) return;
  await db
    .insertInto('notification_mute')
    .values(types.map((type) => ({ user_id: userId, type, muted_at: now })))
    .onConflict((conflict) => conflict.columns(['user_id', 'type']).doNothing())
    .execute();
}

export async function unmuteTypes(db: DB, userId: number, types: readonly SwitchableNotificationType[]): Promise<void> {
  if (types.length === 0) return;
  await db.deleteFrom('notification_mute').where('user_id', '=', userId).where('type', 'in', types).execute();
}

/** Of these members, the ones who switched `type` off (always none for a type that cannot be switched off). */
export async function membersMuting(db: DB, userIds: readonly number[], type: NotificationType): Promise<Set<number>> {
  if (userIds.length === 0 || type === 'ADMIN' || type === 'PURCHASE') return new Set();
  const rows = await db.selectFrom('notification_mute').select('user_id').where('type', '=', type).where('user_id', 'in', userIds).execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * For a notification written in one INSERT…SELECT (not through `notify`): true where the member `userIdColumn` has
 * not switched `type` off.
 */
export const notMuting = (userIdColumn: string, type: NotificationType) =>
  sql<SqlBool>`not exists (select 1 from notification_mute as muted where muted.user_id = ${sql.ref(userIdColumn)} and muted.type = ${type})`;
