import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, projectDetailSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const projectQueryKey = (id: number) => ['project', id] as const;

export const getProject = (id: number) => apiGet(API.project, projectDetailSchema, { id });

export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: projectQueryKey(id), queryFn: () => getProject(id) });

export const useProject = (id: number | null) =>
  useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
