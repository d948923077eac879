import { useQuery } from '@tanstack/react-query';
import { adminCommunityListSchema, COMMUNITY_API } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const adminCommunitiesQueryKey = apiQueryKey(COMMUNITY_API.adminCommunities);

export const getAdminCommunities = () => apiGet(COMMUNITY_API.adminCommunities, adminCommunityListSchema);

/** `GET /api/admin/community/communities` (support, admin): every community with its state and open reports. */
export const useAdminCommunities = () =>
  useQuery({ queryKey: adminCommunitiesQueryKey, queryFn: getAdminCommunities, staleTime: 10_000, refetchOnWindowFocus: true });
