import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { selectIsLoading, useLoadingStore } from 'shared-session';
import { LoadingOverlay, theme } from 'shared-ui';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { RemoteLoaderProvider } from '../features/remotes/remote-loader-context';
import { GlobalStyles } from './global-styles';

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
