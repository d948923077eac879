import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API, noticePageSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const NOTICE_PAGE_SIZE = 10;

export const noticesQueryKey = ['notices', NOTICE_PAGE_SIZE] as const;

export const getNotices = (page: number) => apiGet(API.notice, noticePageSchema, { page, size: NOTICE_PAGE_SIZE });

export const noticesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: noticesQueryKey,
    queryFn: ({ pageParam }) => getNotices(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export const useNotices = () => useInfiniteQuery(noticesQueryOptions());
