import { useQuery } from '@tanstack/react-query';
import { STUDIO_API, studioProjectListSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const studioProjectsQueryKey = ['studio', 'projects'] as const;

/** Every project, newest first (admin and editor). */
export const getStudioProjects = () => apiGet(STUDIO_API.projects, studioProjectListSchema);

export const useStudioProjects = () => useQuery({ queryKey: studioProjectsQueryKey, queryFn: getStudioProjects });
