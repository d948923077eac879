import { useQueryClient } from '@tanstack/react-query';

const COMMUNITY_ADMIN_PREFIX = '/api/admin/community/';

const isCommunityRead = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(COMMUNITY_ADMIN_PREFIX);

/** After an action: the report queue, every opened target, the bans and the communities are asked again. */
export function useRefreshCommunityQueries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isCommunityRead(query.queryKey) });
}
