import { useMutation } from '@tanstack/react-query';
import { adminCommunitySchema, COMMUNITY_API, type CommunitySettingsInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useRefreshCommunityQueries } from './refresh-community-queries';

/** `PUT /api/admin/community/communities/:projectId` (admin): closes or reopens it, sets its opening; answers the community. */
export const updateCommunity = (projectId: number, input: CommunitySettingsInput) =>
  apiSend('put', COMMUNITY_API.adminCommunity(projectId), adminCommunitySchema, input);

export function useUpdateCommunity() {
  const refresh = useRefreshCommunityQueries();
  return useMutation({
    mutationFn: ({ projectId, input }: { projectId: number; input: CommunitySettingsInput }) => updateCommunity(projectId, input),
    onSuccess: () => void refresh(),
  });
}
