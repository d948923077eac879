import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  NOTIFICATION_SETTINGS_API,
  notificationIdParamsSchema,
  notificationPageSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  pageQuerySchema,
  readAllResultSchema,
  successEnvelope,
  unreadCountSchema,
} from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { memberOf, requireMember } from '../members/request-member';
import { notificationSettingsOf, updateNotificationSettings } from './notification-settings-service';
import * as notifications from './notification-service';
import { MEMBER_TOKEN } from '../../http/openapi';

const TAGS = ['notifications'];

/** The member's own notifications: list (newest first), unread count, mark one or all read, and their settings. */
export async function registerNotificationRoutes(fastify: FastifyInstance, context: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  // The member is checked before the schemas validate anything.
  const preValidation = requireMember(context);

  app.get(
    API.alarm,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, querystring: pageQuerySchema, response: { 200: successEnvelope(notificationPageSchema) } } },
    async (request) => ok(await notifications.notificationsOf(database.db, memberOf(request).user.id, request.query)),
  );

  app.get(
    API.alarmUnread,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(unreadCountSchema) } } },
    async (request) => ok(await notifications.unreadCountOf(database.db, memberOf(request).user.id)),
  );

  app.post(
    `${API.alarm}/:id/read`,
    {
      preValidation,
      schema: { tags: TAGS, security: MEMBER_TOKEN, params: notificationIdParamsSchema, response: { 200: successEnvelope(notificationSchema) } },
    },
    async (request) => ok(await notifications.readNotification(database.db, { id: request.params.id, userId: memberOf(request).user.id, now: clock.now() })),
  );

  app.post(
    API.alarmReadAll,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(readAllResultSchema) } } },
    async (request) => ok(await notifications.readAllNotifications(database.db, { userId: memberOf(request).user.id, now: clock.now() })),
  );

  app.get(
    NOTIFICATION_SETTINGS_API,
    { preValidation, schema: { tags: TAGS, security: MEMBER_TOKEN, response: { 200: successEnvelope(notificationSettingsSchema) } } },
    async (request) => ok(await notificationSettingsOf(database.db, memberOf(request).user.id)),
  );

  app.patch(
    NOTIFICATION_SETTINGS_API,
    {
      preValidation,
      schema: {
        tags: TAGS,
        security: MEMBER_TOKEN,
        body: notificationSettingsUpdateSchema,
        response: { 200: successEnvelope(notificationSettingsSchema) },
      },
    },
    async (request) => ok(await updateNotificationSettings(database.db, memberOf(request).user.id, request.body, clock.now())),
  );
}
