import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { ErrorPage, type RemoteRoute } from 'shared-ui';
import type { RemoteName } from '../../../app/route-table';
import { RemoteLoadError, type RemoteLoader } from '../remote-loader';
import { useRemoteLoader } from '../remote-loader-context';
import { LoadingFlag } from './loading-flag';
import { RemoteErrorBoundary } from './remote-error-boundary';

export class RemoteRouteMissingError extends Error {
  constructor(remote: RemoteName, path: string) {
    super(`Remote "${remote}" has no route "${path}"`);
    this.name = 'RemoteRouteMissingError';
  }
}

/** The remote's own entry for a table path; `/community` falls back to the remote's `/community/*`. */
export const findRemoteRoute = (routes: readonly RemoteRoute[], path: string) =>
  routes.find((route) => route.path === path) ?? routes.find((route) => route.path === `${path}/*`);

const lazyRemotePage = (loader: RemoteLoader, remote: RemoteName, path: string): ComponentType =>
  lazy(async () => {
    const { routes } = await loader.load(remote);
    const route = findRemoteRoute(routes, path);
    if (!route) throw new RemoteRouteMissingError(remote, path);
    return route.load();
  });

type RemotePageProps = { remote: RemoteName; path: string };

/**
 * One remote page: loads the remote's routes module on first use, then the page's own chunk,
 * inside its own Suspense (loading flag) and error boundary (generic error page with retry).
 */
export function RemotePage({ remote, path }: RemotePageProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState(() => lazyRemotePage(loader, remote, path));
  const [retrying, setRetrying] = useState(false);

  const retry = useCallback(async (error: unknown) => {
    setRetrying(true);
    try {
      // A remote that did not load starts over from the registry; a page that threw just remounts.
      if (error instanceof RemoteLoadError) await loader.reset(remote);
    } finally {
      setRetrying(false);
      setPage(() => lazyRemotePage(loader, remote, path));
      setAttempt((value) => value + 1);
    }
  }, [loader, remote, path]);

  if (retrying) return <LoadingFlag />;
  return (
    <RemoteErrorBoundary key={attempt} fallback={(error) => <ErrorPage onRetry={() => void retry(error)} />}>
      <Suspense fallback={<LoadingFlag />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
