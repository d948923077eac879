import { QueryClient } from '@tanstack/react-query';

export const createQueryClient = () =>
  new QueryClient({
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
