import { useQuery } from '@tanstack/react-query';
import { POPUP_API, type ActivePopups } from 'shared-contract';
import { apiGet, apiQueryKey, unchecked } from 'shared-session';

export const activePopupsQueryKey = apiQueryKey(POPUP_API.active);

/**
 * `GET /api/event/popup` (visitors too): the popups active now for the caller, in order, with today's KST day. On /main's
 * first screen: typed, not validated (see `unchecked`).
 */
export const getActivePopups = () => apiGet(POPUP_API.active, unchecked<ActivePopups>());

/**
 * Asked once the session is known (the answer depends on the caller), never retried: the popup layer is an extra on
 * /main and simply stays away when the api cannot answer.
 */
export const useActivePopups = (enabled: boolean) =>
  useQuery({ queryKey: activePopupsQueryKey, queryFn: getActivePopups, enabled, staleTime: 0, retry: false, refetchOnWindowFocus: false });
