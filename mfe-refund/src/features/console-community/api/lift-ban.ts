import { useMutation } from '@tanstack/react-query';
import { banSchema, COMMUNITY_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useRefreshCommunityQueries } from './refresh-community-queries';

/** `DELETE /api/admin/community/bans/:banId`: lifts the ban now; answers the lifted ban. */
export const liftBan = (banId: number) => apiSend('delete', COMMUNITY_API.adminBan(banId), banSchema);

export function useLiftBan() {
  const refresh = useRefreshCommunityQueries();
  return useMutation({ mutationFn: liftBan, onSuccess: () => void refresh() });
}
