import type { Kysely } from 'kysely';
import type { AdminNotificationInput, AdminUserStatusInput, Notification, Page } from 'shared-contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import * as repository from './notification-repository';
import { notify, toNotification } from './notify';

type DB = Kysely<Database>;

export async function notificationsOf(db: DB, userId: number, { page, size }: { page: number; size: number }): Promise<Page<Notification>> {
  const { rows, total } = await repository.notificationsOf(db, { userId, page, size });
  return { items: rows.map(toNotification), page, size, total };
}

export async function unreadCountOf(db: DB, userId: number): Promise<{ count: number }> {
  return { count: await repository.unreadCount(db, userId) };
}

/** Marks the member's notification read (once: a read one keeps its time). */
export async function readNotification(db: DB, read: { id: number; userId: number; now: Date }): Promise<Notification> {
  const row = await repository.notificationOf(db, read);
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
  if (row.read_at) return toNotification(row);
  return toNotification(await repository.markRead(db, read));
}

export async function readAllNotifications(db: DB, read: { userId: number; now: Date }): Promise<{ updated: number }> {
  return { updated: await repository.markAllRead(db, read) };
}

/** An ADMIN notification, in one transaction: to the listed members (all of them reachable, else NOT_FOUND) or to every active member. */
export async function sendAdminNotification(db: DB, input: AdminNotificationInput, now: Date): Promise<{ sent: number }> {
  const sent = await db.transaction().execute(async (trx) => {
    const ids = await repository.addressableMemberIds(trx, input.userIds);
    if (input.userIds) {
      const found = new Set(ids);
      const missing = [...new Set(input.userIds)].filter((id) => !found.has(id));
      if (missing.length > 0) throw new AppError('NOT_FOUND', undefined, { missingUserIds: missing });
    }
    return notify(trx, ids, { type: 'ADMIN', title: input.title, body: input.body, linkUrl: input.linkUrl ?? null }, now);
  });
  return { sent };
}

/** Suspends or reinstates a reachable member; an admin cannot suspend an admin (nor themselves). */
export async function changeMemberStatus(
  db: DB,
  change: { userId: number; adminId: number; status: AdminUserStatusInput['status'] },
): Promise<{ userId: number; status: number }> {
  const { userId, status } = change;
  const target = await repository.memberRoleAndStatus(db, userId);
  if (!target || !repository.REACHABLE.includes(target.status as (typeof repository.REACHABLE)[number])) throw new AppError('NOT_FOUND');
  if (target.role === 'admin' || target.id === change.adminId) throw new AppError('FORBIDDEN');
  await repository.setMemberStatus(db, userId, status);
  return { userId, status };
}
