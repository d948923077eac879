import type { Kysely } from 'kysely';
import { notificationSettingsSchema, SWITCHABLE_NOTIFICATION_TYPES, type NotificationSettings, type NotificationSettingsUpdate } from 'shared-contract';
import type { Database } from '../../db/schema';
import * as settings from './notification-settings-repository';

type DB = Kysely<Database>;

/** The member's notification settings: the push consents and, per switchable type, whether it arrives. */
export async function notificationSettingsOf(db: DB, userId: number): Promise<NotificationSettings> {
  const [agreePush, muted] = await Promise.all([settings.readAgreePush(db, userId), settings.mutedTypes(db, userId)]);
  const types = notificationSettingsSchema.shape.types.parse(Object.fromEntries(SWITCHABLE_NOTIFICATION_TYPES.map((type) => [type, !muted.includes(type)])));
  return { agreePush, types };
}

/** Saves only what the update names, in one transaction, and answers the settings as they are now. */
export async function updateNotificationSettings(db: DB, userId: number, update: NotificationSettingsUpdate, now: Date): Promise<NotificationSettings> {
  await db.transaction().execute(async (trx) => {
    if (update.agreePush) {
      const current = await settings.readAgreePush(trx, userId, { forUpdate: true });
      await settings.writeAgreePush(trx, userId, { ...current, ...update.agreePush });
    }
    const switchedTo = (on: boolean) => SWITCHABLE_NOTIFICATION_TYPES.filter((type) => update.types?.[type] === on);
    await settings.muteTypes(trx, userId, switchedTo(false), now);
    await settings.unmuteTypes(trx, userId, switchedTo(true));
  });
  return notificationSettingsOf(db, userId);
}
