import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_API, communityDetailSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { communityKeys } from './query-keys';

/** `GET /api/board/community/:projectId`: the community with its state and the caller's access (visitors too). */
export const fetchCommunity = (projectId: number) => apiGet(COMMUNITY_API.community(projectId), communityDetailSchema);

export const useCommunity = (projectId: number) =>
  useQuery({ queryKey: communityKeys.detail(projectId), queryFn: () => fetchCommunity(projectId), staleTime: 0 });
