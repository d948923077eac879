import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, ErrorPage, type RemoteLocation } from 'shared-ui';
import type { RemoteName } from '../../../app/route-table';
import { FirstScreenHandOff } from '../../../components/first-screen-hand-off';
import { RemoteLoadError, type RemoteLoader } from '../remote-loader';
import { useRemoteLoader } from '../remote-loader-context';
import { LoadingFlag } from './loading-flag';

const lazyRemotePage = (loader: RemoteLoader, remote: RemoteName, path: string, location: RemoteLocation): ComponentType =>
  lazy(() => loader.loadPage(remote, path, location));

type RemotePageProps = { remote: RemoteName; path: string };

/**
 * One remote page: loads the remote's routes module on first use, then the page's own chunk (and its data),
 * inside its own Suspense (loading flag) and error boundary (generic error page with retry).
 */
export function RemotePage({ remote, path }: RemotePageProps) {
  const loader = useRemoteLoader();
  const { pathname, search } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState(() => lazyRemotePage(loader, remote, path, { pathname, search }));
  const [retrying, setRetrying] = useState(false);

  const retry = useCallback(
    async (error: unknown) => {
      setRetrying(true);
      try {
        // A remote that did not load starts over from the registry; a page that threw just remounts.
        if (error instanceof RemoteLoadError) await loader.reset(remote);
      } finally {
        setRetrying(false);
        setPage(() => lazyRemotePage(loader, remote, path, { pathname, search }));
        setAttempt((value) => value + 1);
      }
    },
    [loader, remote, path, pathname, search],
  );

  if (retrying) return <LoadingFlag />;
  return (
    <ErrorBoundary
      what="remote page"
      key={attempt}
      fallback={(error) => (
        <>
          <ErrorPage onRetry={() => void retry(error)} />
          <FirstScreenHandOff />
        </>
      )}
    >
      <Suspense fallback={<LoadingFlag />}>
        <Page />
        {/* Commits with the page, not with the fallback: a server-drawn first screen stays until then. */}
        <FirstScreenHandOff />
      </Suspense>
    </ErrorBoundary>
  );
}
