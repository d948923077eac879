import { z } from 'zod';
import { idSchema, plainText, queryId } from './input';
import { pageOf } from './envelope';
import { localizedTextSchema } from './i18n';

/** Notification types (spec section 2). */
export const NOTIFICATION_TYPES = [
  'ADMIN',
  'TRANSFER',
  'PURCHASE',
  'COMMENT',
  'LIKE',
  'SALE',
  'OFFER',
  // watchlist
  'WATCH',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** Service notices and purchase receipts always arrive; a member may switch every other type off on the web. */
export const switchableNotificationTypeSchema = notificationTypeSchema.exclude(['ADMIN', 'PURCHASE']);
export type SwitchableNotificationType = z.infer<typeof switchableNotificationTypeSchema>;
export const SWITCHABLE_NOTIFICATION_TYPES = switchableNotificationTypeSchema.options;

/** Spec section 3 `agreePush`: the app's push consents (push itself, content news, free-use offers, night-time). */
export const agreePushSchema = z.object({
  isAgreePush: z.boolean(),
  isAgreePushContents: z.boolean(),
  isAgreePushFreetime: z.boolean(),
  isAgreePushNight: z.boolean(),
});
export type AgreePush = z.infer<typeof agreePushSchema>;

/** `GET NOTIFICATION_SETTINGS_API`: the push consents and, per switchable type, whether web notifications of it arrive. */
export const notificationSettingsSchema = z.object({
  agreePush: agreePushSchema,
  types: z.record(switchableNotificationTypeSchema, z.boolean()),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PATCH NOTIFICATION_SETTINGS_API`: only what changes; answers the whole settings. */
export const notificationSettingsUpdateSchema = z
  .object({
    agreePush: agreePushSchema.partial().optional(),
    types: z.partialRecord(switchableNotificationTypeSchema, z.boolean()).optional(),
  })
  .refine((update) => Object.keys(update.agreePush ?? {}).length + Object.keys(update.types ?? {}).length > 0, { error: 'VALIDATION_FAILED' });
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

export const NOTIFICATION_SETTINGS_API = '/api/alarm/settings';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: localizedTextSchema,
  body: localizedTextSchema,
  /** A same-origin page to open, or null. */
  linkUrl: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

/** `GET /api/alarm?page=&size=`: the member's notifications, newest first. */
export const notificationPageSchema = pageOf(notificationSchema);

/** `POST /api/alarm/:id/read`. */
export const notificationIdParamsSchema = z.object({ id: queryId });

/** A link inside the site (`/path?query`), never another origin. */
export const sameOriginPath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, { error: 'VALIDATION_FAILED' })
  .max(500);

/** `POST /api/admin/alarm`: an ADMIN notification to some members or to all. */
export const adminNotificationSchema = z.object({
  userIds: z.array(idSchema).min(1).max(1000).optional(),
  title: z.object({ ko: plainText().trim().min(1).max(100), en: plainText().trim().min(1).max(100) }),
  body: z.object({ ko: plainText({ multiline: true }).trim().min(1).max(2000), en: plainText({ multiline: true }).trim().min(1).max(2000) }),
  linkUrl: sameOriginPath.optional(),
});
export type AdminNotificationInput = z.infer<typeof adminNotificationSchema>;

/** `POST /api/admin/alarm` answers how many members got the notification. */
export const adminNotificationResultSchema = z.object({ sent: z.number().int() });

/** `POST /api/alarm/read-all` answers how many notifications it marked read. */
export const readAllResultSchema = z.object({ updated: z.number().int() });

/** `POST /api/admin/user/:userId/status`: suspend (6) or reinstate (1) a member. */
export const adminUserStatusSchema = z.object({ status: z.union([z.literal(1), z.literal(6)]) });
export type AdminUserStatusInput = z.infer<typeof adminUserStatusSchema>;
/** `POST /api/admin/user/:userId/status`'s path. */
export const adminUserParamsSchema = z.object({ userId: queryId });
export const adminUserStatusResultSchema = z.object({ userId: z.number().int(), status: z.number().int() });
