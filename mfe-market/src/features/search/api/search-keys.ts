import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type KeySearchResult } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const searchKeysQueryKey = (q: string) => ['search', 'key', q] as const;

export const searchKeys = (q: string) => apiGet(API.searchKey, unchecked<KeySearchResult>(), { q });

export const searchKeysQueryOptions = (q: string) => queryOptions({ queryKey: searchKeysQueryKey(q), queryFn: () => searchKeys(q) });

export const useSearchKeys = (q: string) => useQuery({ ...searchKeysQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
