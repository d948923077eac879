import { useMutation } from '@tanstack/react-query';
import { banSchema, COMMUNITY_API, type BanInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useRefreshCommunityQueries } from './refresh-community-queries';

/** `POST /api/admin/community/bans` banInputSchema: bans the member from every community (replacing a ban in force). */
export const createBan = (input: BanInput) => apiSend('post', COMMUNITY_API.adminBans, banSchema, input);

export function useCreateBan() {
  const refresh = useRefreshCommunityQueries();
  return useMutation({ mutationFn: createBan, onSuccess: () => void refresh() });
}
