import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_API, communityDetailSchema } from 'shared-contract';
import { apiGet, useSessionStore } from 'shared-session';
import { communityKeys } from './query-keys';

/** `GET /api/board/community/:projectId`: the community with its state and the caller's access (visitors too). */
export const fetchCommunity = (projectId: number) => apiGet(COMMUNITY_API.community(projectId), communityDetailSchema);

/**
 * Asked once the session is known: the answer depends on who asks, and a request sent while the session still loads
 * carries no token, so a member would be told to sign in.
 */
export const useCommunity = (projectId: number) => {
  const sessionKnown = useSessionStore((state) => state.status !== 'loading');
  return useQuery({ queryKey: communityKeys.detail(projectId), queryFn: () => fetchCommunity(projectId), staleTime: 0, enabled: sessionKnown });
};
