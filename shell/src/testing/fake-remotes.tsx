import type { RemoteRoute, RemoteRoutesModule } from 'shared-ui';
import type { RemoteName } from '../app/route-table';
import { createRemoteLoader, type RemoteLoaderOptions } from '../features/remotes/remote-loader';

/** A remote page that just says which route it is. */
export const page = (path: string, text = `page ${path}`): RemoteRoute => ({
  path,
  load: async () => ({ default: () => <h1>{text}</h1> }),
});

/** The real loader (retries, cache, reset) over in-memory routes modules instead of federation. */
export function inMemoryLoader(modules: Partial<Record<RemoteName, RemoteRoutesModule>>, options: Partial<RemoteLoaderOptions> = {}) {
  return createRemoteLoader({
    loadRoutes: async (remote) => {
      const module = modules[remote];
      if (!module) throw new Error(`${remote} is down`);
      return module;
    },
    sleep: async () => {},
    ...options,
  });
}
