import { useQuery } from '@tanstack/react-query';
import { EVENT_API, preBookCheckSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const preBookCheckQueryKey = apiQueryKey(EVENT_API.userCheckPreBook);

/** `GET /api/user/check/pre-book` (member): whether the caller entered, and their reward's state. */
export const getPreBookCheck = () => apiGet(EVENT_API.userCheckPreBook, preBookCheckSchema);

/** Asked only for a signed-in member. */
export const usePreBookCheck = (enabled: boolean) => useQuery({ queryKey: preBookCheckQueryKey, queryFn: getPreBookCheck, enabled, staleTime: 0 });
