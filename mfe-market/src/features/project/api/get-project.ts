import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ProjectDetail } from 'shared-contract';
import { apiGet, firstScreenAnswerTime, takeFirstScreenAnswer, unchecked } from 'shared-session';

export const projectQueryKey = (id: number) => ['project', id] as const;

// A first screen: typed, not validated (see `unchecked`).
export const getProject = (id: number) => apiGet(API.project, unchecked<ProjectDetail>(), { id });

/** Starts from the answer the page came with, when the server put it there (a direct visit). */
export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectQueryKey(id),
    queryFn: () => getProject(id),
    initialData: () => takeFirstScreenAnswer<ProjectDetail>(API.project, { id }),
    initialDataUpdatedAt: firstScreenAnswerTime,
  });

export const useProject = (id: number | null) => useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
