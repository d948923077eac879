import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, topProjectsResponseSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const topProjectsQueryKey = ['search', 'top6'] as const;

export const getTopProjects = () => apiGet(API.searchTop6, topProjectsResponseSchema);

export const topProjectsQueryOptions = () => queryOptions({ queryKey: topProjectsQueryKey, queryFn: getTopProjects });

export const useTopProjects = () => useQuery(topProjectsQueryOptions());
