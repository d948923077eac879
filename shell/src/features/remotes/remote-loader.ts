import type { RemoteRoutesModule } from 'shared-ui';
import type { RemoteName } from '../../app/route-table';

/** What the shell needs from the remotes: their routes module, and a way to start over after a failure. */
export type RemoteLoader = {
  load: (remote: RemoteName) => Promise<RemoteRoutesModule>;
  /** Forgets a failed remote and refreshes where it lives (the registry), for "Retry". */
  reset: (remote: RemoteName) => Promise<void>;
};

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const isRoutesModule = (value: unknown): value is RemoteRoutesModule =>
  typeof value === 'object' && value !== null && Array.isArray((value as { routes?: unknown }).routes);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RemoteLoaderOptions = {
  /** Fetches one remote's `./routes` module (Module Federation in the app, anything in tests). */
  loadRoutes: (remote: RemoteName) => Promise<unknown>;
  /** Re-reads the registry so the next attempt uses the current entry of `remote`. */
  refresh?: (remote: RemoteName) => Promise<void>;
  /** Pauses between attempts: 3 attempts by default, after 0.5 s then 1.5 s. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Loads each remote once (on first use of one of its routes), retrying with backoff. A remote that
 * still fails stays failed (its pages show the error page) until `reset` is called.
 */
export function createRemoteLoader({
  loadRoutes,
  refresh = async () => {},
  retryDelaysMs = [500, 1500],
  sleep = wait,
}: RemoteLoaderOptions): RemoteLoader {
  const cache = new Map<RemoteName, Promise<RemoteRoutesModule>>();

  const attempt = async (remote: RemoteName): Promise<RemoteRoutesModule> => {
    let lastError: unknown;
    for (let index = 0; index <= retryDelaysMs.length; index += 1) {
      if (index > 0) await sleep(retryDelaysMs[index - 1] ?? 0);
      try {
        const module = await loadRoutes(remote);
        if (isRoutesModule(module)) return module;
        lastError = new Error(`"${remote}/routes" has no routes`);
      } catch (error) {
        lastError = error;
      }
    }
    throw new RemoteLoadError(remote, lastError);
  };

  return {
    load(remote) {
      let pending = cache.get(remote);
      if (!pending) {
        pending = attempt(remote);
        cache.set(remote, pending);
      }
      return pending;
    },
    async reset(remote) {
      cache.delete(remote);
      await refresh(remote);
    },
  };
}
