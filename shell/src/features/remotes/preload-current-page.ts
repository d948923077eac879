import type { RemoteLocation } from 'shared-ui';
import { routeEntryOf } from '../../app/route-entry';
import type { RemoteRouteEntry } from '../../app/route-table';
import type { RemoteLoader } from './remote-loader';

/** The route table entry a location renders when a remote owns it (the same matching as the router). */
export function remoteEntryFor(pathname: string): RemoteRouteEntry | null {
  const entry = routeEntryOf(pathname);
  return entry && entry.owner !== 'shell' ? entry : null;
}

/** `/` redirects to `/main`. */
const HOME_PATH = '/main';

/**
 * At start-up: loads the current page's remote, data and chunk while the shell itself boots, so the
 * page does not wait for the first render to ask for them.
 */
export function preloadCurrentPage(loader: RemoteLoader, location: RemoteLocation) {
  const target = location.pathname === '/' ? { pathname: HOME_PATH, search: '' } : location;
  const entry = remoteEntryFor(target.pathname);
  if (entry) loader.preload(entry.owner, entry.path, { pathname: target.pathname, search: target.search });
}
