import { useQuery } from '@tanstack/react-query';
import { REMOTES_ADMIN_API, remotesOverviewSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const remotesQueryKey = apiQueryKey(REMOTES_ADMIN_API.remotes);

/** `GET /api/admin/remotes`: every remote's live release, its releases and the history of switches (newest first). */
export const useRemotes = () =>
  useQuery({
    queryKey: remotesQueryKey,
    queryFn: () => apiGet(REMOTES_ADMIN_API.remotes, remotesOverviewSchema),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
