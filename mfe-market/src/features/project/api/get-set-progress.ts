import { useQuery } from '@tanstack/react-query';
import { CABINET_API, type SetProgressList } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const setProgressQueryKey = (projectId: number) => ['project', projectId, 'set-progress'] as const;

/** The signed-in member's set of the project: every design with how many the member owns (`GET /api/cabinet/sets`). */
export const useSetProgress = (projectId: number, enabled: boolean) =>
  useQuery({
    queryKey: setProgressQueryKey(projectId),
    queryFn: async () => (await apiGet(CABINET_API.sets, unchecked<SetProgressList>(), { projectId }))[0] ?? null,
    enabled,
  });
