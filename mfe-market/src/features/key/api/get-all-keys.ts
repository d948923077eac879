import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API, type KEY_SORTS, type KeyPage } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export type KeySort = (typeof KEY_SORTS)[number];
export const ALL_KEYS_PAGE_SIZE = 24;

export const allKeysQueryKey = (sort: KeySort) => ['keys', 'all', sort, ALL_KEYS_PAGE_SIZE] as const;

export const getAllKeys = (sort: KeySort, page: number) => apiGet(API.keyAll, unchecked<KeyPage>(), { sort, page, size: ALL_KEYS_PAGE_SIZE });

export const allKeysQueryOptions = (sort: KeySort) =>
  infiniteQueryOptions({
    queryKey: allKeysQueryKey(sort),
    queryFn: ({ pageParam }) => getAllKeys(sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export const useAllKeys = (sort: KeySort) => useInfiniteQuery(allKeysQueryOptions(sort));
