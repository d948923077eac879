import { useQuery } from '@tanstack/react-query';
import { API, keyDetailSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

/** The shared KEY (design): the public KEY details. */
export const useSharedKey = (id: number | null) =>
  useQuery({
    queryKey: apiQueryKey(API.keyDetails, { id: id ?? 0 }),
    queryFn: () => apiGet(API.keyDetails, keyDetailSchema, { id: id ?? 0 }),
    enabled: id !== null,
  });
