import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { selectIsLoading, useLoadingStore } from 'shared-session';
import { ConsoleSectionSourceProvider, LoadingOverlay, theme, useSkeletonShown, type ConsoleSectionSource } from 'shared-ui';
import { useFirstScreenShown } from '../components/first-screen-hand-off';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { RemoteLoaderProvider } from '../features/remotes/remote-loader-context';
import { consoleTable } from './console-table';
import { GlobalStyles } from './global-styles';

/**
 * The overlay while something loads, unless the page already shows skeletons or the server-drawn first screen is
 * still up (issue 15: it is for waits with nothing else to show; the app taking over a drawn page is not one).
 */
function ShellLoadingOverlay() {
  const loading = useLoadingStore(selectIsLoading);
  const skeletons = useSkeletonShown();
  const firstScreen = useFirstScreenShown();
  // Whether anything is loading, overlay or not, for tools that wait for a page to settle (the e2e tests).
  useEffect(() => {
    document.documentElement.toggleAttribute('data-loading', loading);
  }, [loading]);
  return <LoadingOverlay visible={loading && !skeletons && !firstScreen} />;
}

/**
 * Everything around the router: query cache, theme, global styles, remote loader, the console's sections (the
 * console table and each owner's `./console`, for the frame the refund remote draws), the overlay.
 */
export function AppProviders({ queryClient, loader, children }: { queryClient: QueryClient; loader: RemoteLoader; children: ReactNode }) {
  const consoleSections = useMemo<ConsoleSectionSource>(() => ({ table: consoleTable, load: loader.loadConsole, reset: loader.reset }), [loader]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <RemoteLoaderProvider loader={loader}>
          <ConsoleSectionSourceProvider value={consoleSections}>{children}</ConsoleSectionSourceProvider>
        </RemoteLoaderProvider>
        <ShellLoadingOverlay />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
