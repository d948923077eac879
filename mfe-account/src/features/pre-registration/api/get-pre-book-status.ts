import { useQuery } from '@tanstack/react-query';
import { EVENT_API, preBookStatusSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const preBookStatusQueryKey = apiQueryKey(EVENT_API.preBook);

/** `GET /api/event/pre-book` (public): the entry window, the launch, the reward on offer and the entrants. */
export const getPreBookStatus = () => apiGet(EVENT_API.preBook, preBookStatusSchema);

export const usePreBookStatus = () => useQuery({ queryKey: preBookStatusQueryKey, queryFn: getPreBookStatus, staleTime: 30_000 });
