import { useQuery } from '@tanstack/react-query';
import { EVENT_API, preBookSettingsSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const preBookSettingsQueryKey = apiQueryKey(EVENT_API.adminPreBook);

export const getPreBookSettings = () => apiGet(EVENT_API.adminPreBook, preBookSettingsSchema);

/** `GET /api/admin/events/pre-book` (support, admin): the pre-registration settings, counts and choosable projects. */
export const usePreBookSettings = () =>
  useQuery({ queryKey: preBookSettingsQueryKey, queryFn: getPreBookSettings, staleTime: 10_000, refetchOnWindowFocus: true });
