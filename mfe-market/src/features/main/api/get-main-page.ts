import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, mainPageSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const mainPageQueryKey = ['main'] as const;

export const getMainPage = () => apiGet(API.main, mainPageSchema);

export const mainPageQueryOptions = () => queryOptions({ queryKey: mainPageQueryKey, queryFn: getMainPage });

export const useMainPage = () => useQuery(mainPageQueryOptions());
