import type { FastifyInstance } from 'fastify';
import { API, NOTIFICATION_SETTINGS_API, notificationSettingsUpdateSchema, pageQuerySchema, queryId, type Page, type Notification } from 'shared-contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { memberOf, requireMember } from '../members/request-member';
import { notificationSettingsOf, updateNotificationSettings } from './notification-settings-service';
import { toNotification, unreadCount } from './notify';

const idParams = z.object({ id: queryId });

/** The member's own notifications: list (newest first), unread count, mark one or all read, and their settings. */
export async function registerNotificationRoutes(app: FastifyInstance, context: AppContext) {
  const { database, clock } = context;
  const member = { preHandler: requireMember(context) };

  app.get(API.alarm, member, async (request) => {
    const { page, size } = parseWith(pageQuerySchema, request.query);
    const userId = memberOf(request).user.id;
    const [rows, total] = await Promise.all([
      database.db
        .selectFrom('notification')
        .selectAll()
        .where('user_id', '=', userId)
        // Newest first by time: a collapsed COMMENT or LIKE notification moves up when it is rewritten.
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      database.db
        .selectFrom('notification')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    const body: Page<Notification> = { items: rows.map(toNotification), page, size, total: Number(total.count) };
    return ok(body);
  });

  app.get(API.alarmUnread, member, async (request) => ok({ count: await unreadCount(database.db, memberOf(request).user.id) }));

  app.post(`${API.alarm}/:id/read`, member, async (request) => {
    const { id } = parseWith(idParams, request.params);
    const userId = memberOf(request).user.id;
    const row = await database.db
      .selectFrom('notification')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
    if (row.read_at) return ok(toNotification(row));
    const updated = await database.db
      .updateTable('notification')
      .set({ read_at: clock.now() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(toNotification(updated));
  });

  app.post(API.alarmReadAll, member, async (request) => {
    const result = await database.db
      .updateTable('notification')
      .set({ read_at: clock.now() })
      .where('user_id', '=', memberOf(request).user.id)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return ok({ updated: Number(result.numUpdatedRows) });
  });

  app.get(NOTIFICATION_SETTINGS_API, member, async (request) => ok(await notificationSettingsOf(database.db, memberOf(request).user.id)));

  app.patch(NOTIFICATION_SETTINGS_API, member, async (request) => {
    const update = parseWith(notificationSettingsUpdateSchema, request.body);
    return ok(await updateNotificationSettings(database.db, memberOf(request).user.id, update, clock.now()));
  });
}
