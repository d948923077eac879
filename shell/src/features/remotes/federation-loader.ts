import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../../app/route-table';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { fetchRemoteRegistry, REMOTE_OVERRIDE_PARAM_PREFIX, REMOTE_OVERRIDES_KEY, type RegistryAnswer, type RemoteRegistry } from './remote-registry';
import { reportRemoteLoad } from './report-remote-load';

/** Where the page is and what it keeps per tab (the browser's, replaced in tests). */
export type PageSurroundings = { search: () => string; storage: () => Storage | undefined };

const browserSurroundings: PageSurroundings = {
  search: () => window.location.search,
  storage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return undefined;
    }
  },
};

/** The registry with a developer's overrides applied; the override code is only fetched by a tab that has or asks for one. */
async function withOverrides({ registry, overridesAllowed }: RegistryAnswer, surroundings: PageSurroundings): Promise<RemoteRegistry> {
  const storage = surroundings.storage();
  const search = surroundings.search();
  const asked = overridesAllowed && [...new URLSearchParams(search).keys()].some((key) => key.startsWith(REMOTE_OVERRIDE_PARAM_PREFIX));
  if (!storage || (!asked && storage.getItem(REMOTE_OVERRIDES_KEY) === null)) return registry;
  const { applyRemoteOverrides } = await import(/* webpackChunkName: "remote-overrides" */ './remote-overrides');
  return applyRemoteOverrides(registry, overridesAllowed, search, storage);
}

/**
 * The app's remote loader: remotes are registered at runtime from `/remotes.json` on the ONE
 * federation instance the plugin created (module-level functions, never `createInstance`).
 */
export function createFederationLoader(
  fetchRegistry: () => Promise<RegistryAnswer> = fetchRemoteRegistry,
  report: (remote: string, version: string, outcome: 'loaded' | 'failed') => void = reportRemoteLoad,
  surroundings: PageSurroundings = browserSurroundings,
): RemoteLoader {
  const registered = new Set<string>();
  // The version each remote was registered with: what its load reports count against.
  const versions = new Map<string, string>();

  const register = (registry: RemoteRegistry, force: ReadonlySet<string> = new Set()) => {
    const entries = Object.entries(registry);
    const fresh = entries.filter(([name]) => !registered.has(name));
    const forced = entries.filter(([name]) => registered.has(name) && force.has(name));
    if (fresh.length) registerRemotes(fresh.map(([name, { entry }]) => ({ name, entry })));
    if (forced.length)
      registerRemotes(
        forced.map(([name, { entry }]) => ({ name, entry })),
        { force: true },
      );
    for (const [name] of fresh) registered.add(name);
    for (const [name, { version }] of [...fresh, ...forced]) versions.set(name, version);
  };

  const loadRegistry = (force?: ReadonlySet<string>) => {
    const pending = fetchRegistry().then(async (answer) => register(await withOverrides(answer, surroundings), force));
    // A registry that is down must not become an unhandled rejection; each page reports it instead.
    pending.catch(() => {});
    return pending;
  };
  let registry = loadRegistry();

  const loadExposed = async (remote: RemoteName, exposed: 'routes' | 'console') => {
    await registry.catch(() => (registry = loadRegistry()));
    if (!registered.has(remote)) throw new Error(`"${remote}" is not in the remote registry`);
    return loadRemote(`${remote}/${exposed}`);
  };

  return createRemoteLoader({
    loadRoutes: (remote) => loadExposed(remote, 'routes'),
    loadConsole: (remote) => loadExposed(remote, 'console'),
    async refresh(remote: RemoteName) {
      registry = loadRegistry(new Set([remote]));
      await registry.catch(() => {});
    },
    onSettled(remote, outcome) {
      const version = versions.get(remote);
      if (version !== undefined) report(remote, version, outcome);
    },
  });
}
