import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_API, communityProfileSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { communityKeys } from '../../../api/query-keys';

/** `GET /api/board/profile`: the member's community nickname and image, and the images they can pick. */
export const fetchProfile = () => apiGet(COMMUNITY_API.profile, communityProfileSchema);

export const useProfile = (enabled: boolean) => useQuery({ queryKey: communityKeys.profile(), queryFn: fetchProfile, enabled, staleTime: 0 });
