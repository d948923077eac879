import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ProjectSearchResult } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const searchProjectsQueryKey = (q: string) => ['search', 'project', q] as const;

export const searchProjects = (q: string) => apiGet(API.searchProject, unchecked<ProjectSearchResult>(), { q });

export const searchProjectsQueryOptions = (q: string) => queryOptions({ queryKey: searchProjectsQueryKey(q), queryFn: () => searchProjects(q) });

export const useSearchProjects = (q: string) => useQuery({ ...searchProjectsQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
