import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, projectSearchResultSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const searchProjectsQueryKey = (q: string) => ['search', 'project', q] as const;

export const searchProjects = (q: string) => apiGet(API.searchProject, projectSearchResultSchema, { q });

export const searchProjectsQueryOptions = (q: string) =>
  queryOptions({ queryKey: searchProjectsQueryKey(q), queryFn: () => searchProjects(q) });

export const useSearchProjects = (q: string) =>
  useQuery({ ...searchProjectsQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
