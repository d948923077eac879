import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STUDIO_API, studioProjectSchema, type StudioProject } from 'shared-contract';
import { apiGet } from 'shared-session';
import { studioProjectsQueryKey } from './get-studio-projects';

export const studioProjectQueryKey = (projectId: number) => ['studio', 'project', projectId] as const;

/** One project with its designs. */
export const getStudioProject = (projectId: number) => apiGet(STUDIO_API.project(projectId), studioProjectSchema);

export const useStudioProject = (projectId: number) => useQuery({ queryKey: studioProjectQueryKey(projectId), queryFn: () => getStudioProject(projectId) });

/** Every studio write answers the project as it now is: keep it, and let the list read its new summary. */
export function useKeepStudioProject() {
  const queryClient = useQueryClient();
  return (project: StudioProject) => {
    queryClient.setQueryData(studioProjectQueryKey(project.id), project);
    void queryClient.invalidateQueries({ queryKey: studioProjectsQueryKey });
  };
}
