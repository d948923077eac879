import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../../app/route-table';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { fetchRemoteRegistry, type RemoteRegistry } from './remote-registry';

/**
 * The app's remote loader: remotes are registered at runtime from `/remotes.json` on the ONE
 * federation instance the plugin created (module-level functions, never `createInstance`).
 */
export function createFederationLoader(fetchRegistry: () => Promise<RemoteRegistry> = fetchRemoteRegistry): RemoteLoader {
  const registered = new Set<string>();

  const register = (registry: RemoteRegistry, force: ReadonlySet<string> = new Set()) => {
    const entries = Object.entries(registry);
    const fresh = entries.filter(([name]) => !registered.has(name));
    const forced = entries.filter(([name]) => registered.has(name) && force.has(name));
    if (fresh.length) registerRemotes(fresh.map(([name, { entry }]) => ({ name, entry })));
    if (forced.length) registerRemotes(forced.map(([name, { entry }]) => ({ name, entry })), { force: true });
    for (const [name] of fresh) registered.add(name);
  };

  const loadRegistry = (force?: ReadonlySet<string>) => {
    const pending = fetchRegistry().then((value) => register(value, force));
    // A registry that is down must not become an unhandled rejection; each page reports it instead.
    pending.catch(() => {});
    return pending;
  };
  let registry = loadRegistry();

  return createRemoteLoader({
    async loadRoutes(remote: RemoteName) {
      await registry.catch(() => (registry = loadRegistry()));
      if (!registered.has(remote)) throw new Error(`"${remote}" is not in the remote registry`);
      return loadRemote(`${remote}/routes`);
    },
    async refresh(remote: RemoteName) {
      registry = loadRegistry(new Set([remote]));
      await registry.catch(() => {});
    },
  });
}
