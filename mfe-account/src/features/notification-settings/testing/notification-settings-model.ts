import {
  NOTIFICATION_SETTINGS_API,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  SWITCHABLE_NOTIFICATION_TYPES,
  type NotificationSettings,
} from 'shared-contract';
import { ApiModel } from '../../../testing/api-model';

const newMemberSettings = (): NotificationSettings => ({
  agreePush: { isAgreePush: false, isAgreePushContents: false, isAgreePushFreetime: false, isAgreePushNight: false },
  types: notificationSettingsSchema.shape.types.parse(Object.fromEntries(SWITCHABLE_NOTIFICATION_TYPES.map((type) => [type, true]))),
});

/**
 * The notification settings api with the api's rules, behind the msw contract layer: a change is checked with the
 * contract's update schema (a body it refuses fails the test) and saves only what it names.
 */
export class NotificationSettingsModel extends ApiModel {
  settings = newMemberSettings();
  /** Answers wait until `release()` (to see the page while loading or saving). */
  held: Array<() => void> = [];
  holdRequests = false;

  reset() {
    Object.assign(this, new NotificationSettingsModel());
  }

  release() {
    for (const resolve of this.held.splice(0)) resolve();
  }

  private async hold() {
    if (this.holdRequests) await new Promise<void>((resolve) => this.held.push(resolve));
  }

  handlers() {
    return [
      this.route({
        method: 'get',
        path: NOTIFICATION_SETTINGS_API,
        response: notificationSettingsSchema,
        reply: async () => {
          await this.hold();
          return this.settings;
        },
      }),
      this.route({
        method: 'patch',
        path: NOTIFICATION_SETTINGS_API,
        request: notificationSettingsUpdateSchema,
        response: notificationSettingsSchema,
        reply: async ({ body }) => {
          await this.hold();
          const update = notificationSettingsUpdateSchema.parse(body);
          this.settings = {
            agreePush: { ...this.settings.agreePush, ...update.agreePush },
            types: { ...this.settings.types, ...update.types },
          };
          return this.settings;
        },
      }),
    ];
  }
}

export const notificationSettingsApi = new NotificationSettingsModel();
