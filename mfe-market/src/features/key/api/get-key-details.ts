import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, keyDetailSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const keyDetailsQueryKey = (id: number) => ['key', id] as const;

export const getKeyDetails = (id: number) => apiGet(API.keyDetails, keyDetailSchema, { id });

export const keyDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: keyDetailsQueryKey(id), queryFn: () => getKeyDetails(id) });

export const useKeyDetails = (id: number | null) =>
  useQuery({ ...keyDetailsQueryOptions(id ?? 0), enabled: id !== null });
