import { ThemeProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { selectIsLoading, useLoadingStore } from 'shared-session';
import { LoadingOverlay, theme } from 'shared-ui';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { RemoteLoaderProvider } from '../features/remotes/remote-loader-context';
import { GlobalStyles } from './global-styles';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });

function ShellLoadingOverlay() {
  const visible = useLoadingStore(selectIsLoading);
  return <LoadingOverlay visible={visible} />;
}

/** Everything around the router: query cache, theme, global styles, remote loader, the overlay. */
export function AppProviders({
  queryClient,
  loader,
  children,
}: {
  queryClient: QueryClient;
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
        <ShellLoadingOverlay />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
