import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type KeyDetail } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const keyDetailsQueryKey = (id: number) => ['key', id] as const;

// A first screen: typed, not validated (see `unchecked`).
export const getKeyDetails = (id: number) => apiGet(API.keyDetails, unchecked<KeyDetail>(), { id });

export const keyDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: keyDetailsQueryKey(id), queryFn: () => getKeyDetails(id) });

export const useKeyDetails = (id: number | null) =>
  useQuery({ ...keyDetailsQueryOptions(id ?? 0), enabled: id !== null });
