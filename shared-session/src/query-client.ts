import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { useConnectionStore } from './connection-store';

export const createQueryClient = () =>
  new QueryClient({
    // A read with nothing to show that could not reach the api: the page cannot load (see connection-store).
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.code === 'CONNECTION_FAILED' && query.state.data === undefined) useConnectionStore.getState().markLost();
      },
      onSuccess: () => useConnectionStore.getState().markAnswered(),
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });

/**
 * The app's one query cache (shared-session is a federation singleton): the shell provides it to
 * React, and a remote's route `preload` fills it before the page's chunk has loaded.
 */
export const queryClient = createQueryClient();

/**
 * The query key of an API read: its path (and query). Every remote shares one cache, so a key must
 * name exactly one thing: the parsed answer of that path, as it is (select a part with `select`).
 */
export const apiQueryKey = (path: string, query?: Record<string, string | number | boolean | undefined>) =>
  (query ? [path, query] : [path]) as readonly unknown[];
