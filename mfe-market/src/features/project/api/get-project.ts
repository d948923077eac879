import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ProjectDetail } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const projectQueryKey = (id: number) => ['project', id] as const;

// A first screen: typed, not validated (see `unchecked`).
export const getProject = (id: number) => apiGet(API.project, unchecked<ProjectDetail>(), { id });

export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: projectQueryKey(id), queryFn: () => getProject(id) });

export const useProject = (id: number | null) =>
  useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
