import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type MainPage } from 'shared-contract';
import { apiGet, firstScreenAnswerTime, takeFirstScreenAnswer, unchecked } from 'shared-session';

export const mainPageQueryKey = ['main'] as const;

// A first screen: typed, not validated (see `unchecked`).
export const getMainPage = () => apiGet(API.main, unchecked<MainPage>());

/** Starts from the answer the server drew /main's first screen from, when the page came with one. */
export const mainPageQueryOptions = () =>
  queryOptions({
    queryKey: mainPageQueryKey,
    queryFn: getMainPage,
    initialData: () => takeFirstScreenAnswer<MainPage>(API.main),
    initialDataUpdatedAt: firstScreenAnswerTime,
  });

export const useMainPage = () => useQuery(mainPageQueryOptions());
