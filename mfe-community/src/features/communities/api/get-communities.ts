import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_API, communityListSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { communityKeys } from '../../../api/query-keys';

/** `GET /api/board/community`: every project's community with its state and the caller's access, theirs first. */
export const fetchCommunities = () => apiGet(COMMUNITY_API.communities, communityListSchema);

export const useCommunities = () => useQuery({ queryKey: communityKeys.list(), queryFn: fetchCommunities, staleTime: 0 });
