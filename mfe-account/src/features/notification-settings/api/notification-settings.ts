import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SETTINGS_API, notificationSettingsSchema, type NotificationSettings, type NotificationSettingsUpdate } from 'shared-contract';
import { apiGet, apiSend, ME_QUERY_KEY } from 'shared-session';

export const notificationSettingsQueryKey = ['alarm', 'settings'] as const;

/** `GET /api/alarm/settings`: the push consents and which web notification types arrive. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: () => apiGet(NOTIFICATION_SETTINGS_API, notificationSettingsSchema),
  });
}

/** Applies a change to the settings shown before the api answers (the switch moves at once). */
const applied = (settings: NotificationSettings, update: NotificationSettingsUpdate): NotificationSettings => ({
  agreePush: { ...settings.agreePush, ...update.agreePush },
  types: { ...settings.types, ...update.types },
});

/**
 * `PATCH /api/alarm/settings` with only what changed. The switch moves at once and moves back if the api refuses;
 * the member (`agreePush` is part of it) is read again after.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationSettingsUpdate) => apiSend('patch', NOTIFICATION_SETTINGS_API, notificationSettingsSchema, update),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsQueryKey });
      const before = queryClient.getQueryData<NotificationSettings>(notificationSettingsQueryKey);
      if (before) queryClient.setQueryData(notificationSettingsQueryKey, applied(before, update));
    },
    // Read back what the api holds (another switch may have saved meanwhile, so no snapshot is restored).
    onError: () => queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey }),
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationSettingsQueryKey, settings);
      return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
