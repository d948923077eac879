import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_API, preBookSettingsSchema, type PreBookSettingsInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { preBookSettingsQueryKey } from './get-pre-book-settings';

/** `PUT /api/admin/events/pre-book` (admin): the window, the launch and the reward; audited; answers the settings. */
export const updatePreBookSettings = (input: PreBookSettingsInput) => apiSend('put', EVENT_API.adminPreBook, preBookSettingsSchema, input);

export function useUpdatePreBookSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreBookSettings,
    onSuccess: (settings) => queryClient.setQueryData(preBookSettingsQueryKey, settings),
  });
}
