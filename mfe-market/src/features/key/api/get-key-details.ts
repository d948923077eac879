import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type KeyDetail } from 'shared-contract';
import { apiGet, firstScreenAnswerTime, takeFirstScreenAnswer, unchecked } from 'shared-session';

export const keyDetailsQueryKey = (id: number) => ['key', id] as const;

// A first screen: typed, not validated (see `unchecked`).
export const getKeyDetails = (id: number) => apiGet(API.keyDetails, unchecked<KeyDetail>(), { id });

/** Starts from the answer the page came with, when the server put it there (a direct visit). */
export const keyDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keyDetailsQueryKey(id),
    queryFn: () => getKeyDetails(id),
    initialData: () => takeFirstScreenAnswer<KeyDetail>(API.keyDetails, { id }),
    initialDataUpdatedAt: firstScreenAnswerTime,
  });

export const useKeyDetails = (id: number | null) => useQuery({ ...keyDetailsQueryOptions(id ?? 0), enabled: id !== null });
