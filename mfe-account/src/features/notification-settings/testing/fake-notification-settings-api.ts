import {
  NOTIFICATION_SETTINGS_API,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  SWITCHABLE_NOTIFICATION_TYPES,
  type NotificationSettings,
} from 'shared-contract';
import { FakeApi, refusal } from '../../../testing/fake-api';

const newMemberSettings = (): NotificationSettings => ({
  agreePush: { isAgreePush: false, isAgreePushContents: false, isAgreePushFreetime: false, isAgreePushNight: false },
  types: notificationSettingsSchema.shape.types.parse(Object.fromEntries(SWITCHABLE_NOTIFICATION_TYPES.map((type) => [type, true]))),
});

/**
 * The notification settings api behind apiGet / apiSend with the api's rules: a change is checked with the contract's
 * update schema (VALIDATION_FAILED otherwise) and saves only what it names. Requests are recorded.
 */
export class FakeNotificationSettingsApi extends FakeApi {
  settings = newMemberSettings();
  /** Requests wait until `release()` (to see the page while saving). */
  held: Array<() => void> = [];
  holdRequests = false;

  reset() {
    Object.assign(this, new FakeNotificationSettingsApi());
  }

  release() {
    for (const resolve of this.held.splice(0)) resolve();
  }

  protected async answer(method: string, path: string, body?: unknown) {
    if (path !== NOTIFICATION_SETTINGS_API) throw new Error(`unexpected ${method} ${path}`);
    if (this.holdRequests) await new Promise<void>((resolve) => this.held.push(resolve));
    if (method === 'GET') return this.settings;
    if (method !== 'PATCH') throw new Error(`unexpected ${method} ${path}`);
    const parsed = notificationSettingsUpdateSchema.safeParse(body);
    if (!parsed.success) throw refusal('VALIDATION_FAILED');
    this.settings = {
      agreePush: { ...this.settings.agreePush, ...parsed.data.agreePush },
      types: { ...this.settings.types, ...parsed.data.types },
    };
    return this.settings;
  }
}

export const notificationSettingsApi = new FakeNotificationSettingsApi();
