import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from 'shared-ui';
import { FirstScreenHandOff } from '../components/first-screen-hand-off';
import { Layout } from '../features/layout/components/layout';
import { RemotePage } from '../features/remotes/components/remote-page';
import { AccountLanguageSync } from '../features/session/components/account-language-sync';
import { SessionGuard } from '../features/session/components/session-guard';
import { SessionRules, SuspendedAlert } from '../features/session/components/session-rules';
import { ErrorRoutePage } from '../pages/error-route-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PreparePage } from '../pages/prepare-page';
import { routeTable, type RouteEntry, type ShellPage } from './route-table';

const shellPages: Record<ShellPage, () => React.JSX.Element> = {
  'home-redirect': () => <Navigate to="/main" replace />,
  'not-found': () => <NotFoundPage />,
  error: () => <ErrorRoutePage />,
  prepare: () => <PreparePage />,
};

const pageElement = (entry: RouteEntry) =>
  entry.owner === 'shell' ? (
    shellPages[entry.page]()
  ) : (
    // keyed by path: each route gets its own loading state and error boundary.
    <RemotePage key={entry.path} remote={entry.owner} path={entry.path} />
  );

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: entry,
  // Every page: sign-up and suspended-member rules; members-only pages also wait for the session.
  element: <SessionRules>{entry.requiresSession ? <SessionGuard>{pageElement(entry)}</SessionGuard> : pageElement(entry)}</SessionRules>,
});

/** The whole route tree: the layout around every entry of the route table. */
export const appRoutes: RouteObject[] = [{ element: <Layout />, children: routeTable.map(toRoute) }];

/** Rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  const element = useRoutes(appRoutes);
  return (
    <ErrorBoundary
      what="page"
      fallback={() => (
        <>
          <ErrorRoutePage />
          <FirstScreenHandOff />
        </>
      )}
    >
      {element}
      <SuspendedAlert />
      <AccountLanguageSync />
    </ErrorBoundary>
  );
}
