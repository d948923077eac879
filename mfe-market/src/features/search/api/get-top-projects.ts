import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type TopProjectsResponse } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const topProjectsQueryKey = ['search', 'top6'] as const;

export const getTopProjects = () => apiGet(API.searchTop6, unchecked<TopProjectsResponse>());

export const topProjectsQueryOptions = () => queryOptions({ queryKey: topProjectsQueryKey, queryFn: getTopProjects });

export const useTopProjects = () => useQuery(topProjectsQueryOptions());
