import type { Insertable, Kysely, Selectable } from 'kysely';
import { MEMBER_STATUS } from 'shared-contract';
import type { AppUserTable, Database, NotificationTable } from '../../db/schema';

/** Every SQL statement of the notifications (their settings have notification-settings-repository). */
type DB = Kysely<Database>;
export type NotificationRow = Selectable<NotificationTable>;

/** Members who finished sign-up and were not deactivated (a suspended member still signs in). */
export const REACHABLE = [MEMBER_STATUS.active, MEMBER_STATUS.suspended];

export async function insertNotifications(db: DB, rows: Insertable<NotificationTable>[]): Promise<number> {
  const result = await db.insertInto('notification').values(rows).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? rows.length);
}

/** Inserts the member's notification of `group_key`, or rewrites their unread one of it with `content`. */
export async function upsertCollapsed(
  db: DB,
  row: Insertable<NotificationTable> & { group_key: string },
  content: Omit<Insertable<NotificationTable>, 'user_id'>,
): Promise<void> {
  await db
    .insertInto('notification')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'group_key']).where('read_at', 'is', null).where('group_key', 'is not', null).doUpdateSet(content))
    .execute();
}

/** How many notifications of a member are unread. */
export async function unreadCount(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the member's notifications and their count. */
export async function notificationsOf(
  db: DB,
  { userId, page, size }: { userId: number; page: number; size: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('notification')
      .selectAll()
      .where('user_id', '=', userId)
      // Newest first by time: a collapsed COMMENT or LIKE notification moves up when it is rewritten.
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('notification')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export async function notificationOf(db: DB, { id, userId }: { id: number; userId: number }): Promise<NotificationRow | undefined> {
  return db.selectFrom('notification').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function markRead(db: DB, { id, userId, now }: { id: number; userId: number; now: Date }): Promise<NotificationRow> {
  return db.updateTable('notification').set({ read_at: now }).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** Marks every unread notification of the member read; answers how many. */
export async function markAllRead(db: DB, { userId, now }: { userId: number; now: Date }): Promise<number> {
  const result = await db.updateTable('notification').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The ids of the listed members who can be reached, or of every active member; in id order. */
export async function addressableMemberIds(db: DB, userIds: readonly number[] | undefined): Promise<number[]> {
  let query = db.selectFrom('app_user').select('id');
  if (userIds) {
    query = query.where('id', 'in', userIds).where('status', 'in', REACHABLE);
  } else {
    query = query.where('status', '=', MEMBER_STATUS.active);
  }
  return (await query.orderBy('id').execute()).map((row) => row.id);
}

export async function memberRoleAndStatus(db: DB, userId: number): Promise<Pick<Selectable<AppUserTable>, 'id' | 'role' | 'status'> | undefined> {
  return db.selectFrom('app_user').select(['id', 'role', 'status']).where('id', '=', userId).executeTakeFirst();
}

export async function setMemberStatus(db: DB, userId: number, status: number): Promise<void> {
  await db.updateTable('app_user').set({ status }).where('id', '=', userId).execute();
}
