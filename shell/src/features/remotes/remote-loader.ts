import {
  isRemoteConsoleModule,
  type RemoteConsoleModule,
  type RemoteLocation,
  type RemotePageModule,
  type RemoteRoute,
  type RemoteRoutesModule,
} from 'shared-ui';
import type { RemoteName } from '../../app/route-table';

/** What the shell needs from the remotes: their routes and console modules, and a way to start over after a failure. */
export type RemoteLoader = {
  load: (remote: RemoteName) => Promise<RemoteRoutesModule>;
  /** The remote's `./console` (its staff sections), loaded once with the same retries as its routes. */
  loadConsole: (remote: RemoteName) => Promise<RemoteConsoleModule>;
  /**
   * One page of a remote (`path` is the route table's path): loads the routes module, starts the
   * route's data `preload` for `location`, then loads the page's chunk.
   */
  loadPage: (remote: RemoteName, path: string, location: RemoteLocation) => Promise<RemotePageModule>;
  /** `loadPage` started ahead of rendering (as soon as the registry is there); never rejects. */
  preload: (remote: RemoteName, path: string, location: RemoteLocation) => void;
  /** Forgets a failed remote (its routes and console modules) and refreshes where it lives (the registry), for "Retry". */
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

export class RemoteRouteMissingError extends Error {
  constructor(remote: RemoteName, path: string) {
    super(`Remote "${remote}" has no route "${path}"`);
    this.name = 'RemoteRouteMissingError';
  }
}

/** The remote's own entry for a table path; `/community` falls back to the remote's `/community/*`. */
export const findRemoteRoute = (routes: readonly RemoteRoute[], path: string) =>
  routes.find((route) => route.path === path) ?? routes.find((route) => route.path === `${path}/*`);

const isRoutesModule = (value: unknown): value is RemoteRoutesModule =>
  typeof value === 'object' && value !== null && Array.isArray((value as { routes?: unknown }).routes);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RemoteLoaderOptions = {
  /** Fetches one remote's `./routes` module (Module Federation in the app, anything in tests). */
  loadRoutes: (remote: RemoteName) => Promise<unknown>;
  /** Fetches one remote's `./console` module; none by default. */
  loadConsole?: (remote: RemoteName) => Promise<unknown>;
  /** Re-reads the registry so the next attempt uses the current entry of `remote`. */
  refresh?: (remote: RemoteName) => Promise<void>;
  /** Pauses between attempts: 3 attempts by default, after 0.5 s then 1.5 s. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** Told once per load of a remote (after the retries) whether it loaded. */
  onSettled?: (remote: RemoteName, outcome: 'loaded' | 'failed') => void;
};

const noConsole = (remote: RemoteName) => Promise.reject(new Error(`"${remote}" has no console module here`));

/**
 * Loads each remote's routes (and, for the staff console, its console module) once, on first use, retrying with
 * backoff. A remote that still fails stays failed (its pages show the error page) until `reset` is called.
 */
export function createRemoteLoader({
  loadRoutes,
  loadConsole = noConsole,
  refresh = async () => {},
  retryDelaysMs = [500, 1500],
  sleep = wait,
  onSettled = () => {},
}: RemoteLoaderOptions): RemoteLoader {
  const attempt = async <Module>(remote: RemoteName, fetchModule: () => Promise<unknown>, isModule: (value: unknown) => value is Module, what: string) => {
    let lastError: unknown;
    for (let index = 0; index <= retryDelaysMs.length; index += 1) {
      if (index > 0) await sleep(retryDelaysMs[index - 1] ?? 0);
      try {
        const module = await fetchModule();
        if (isModule(module)) return module;
        lastError = new Error(`"${remote}/${what}" is not a ${what} module`);
      } catch (error) {
        lastError = error;
      }
    }
    throw new RemoteLoadError(remote, lastError);
  };

  const routesCache = new Map<RemoteName, Promise<RemoteRoutesModule>>();
  const consoleCache = new Map<RemoteName, Promise<RemoteConsoleModule>>();

  const load = (remote: RemoteName) => {
    let pending = routesCache.get(remote);
    if (!pending) {
      pending = attempt(remote, () => loadRoutes(remote), isRoutesModule, 'routes');
      pending.then(
        () => onSettled(remote, 'loaded'),
        () => onSettled(remote, 'failed'),
      );
      routesCache.set(remote, pending);
    }
    return pending;
  };

  const loadConsoleOnce = (remote: RemoteName) => {
    let pending = consoleCache.get(remote);
    if (!pending) {
      pending = attempt(remote, () => loadConsole(remote), isRemoteConsoleModule, 'console');
      consoleCache.set(remote, pending);
    }
    return pending;
  };

  // The page the data was last preloaded for: the early preload and the render ask for it once.
  let preloaded = '';
  const loadPage = async (remote: RemoteName, path: string, location: RemoteLocation) => {
    const { routes } = await load(remote);
    const route = findRemoteRoute(routes, path);
    if (!route) throw new RemoteRouteMissingError(remote, path);
    const key = `${remote} ${path} ${location.pathname}${location.search}`;
    if (route.preload && preloaded !== key) {
      preloaded = key;
      try {
        route.preload(location);
      } catch (error) {
        // Only an optimisation: the page fetches its own data anyway.
        console.warn(`Preloading ${path} failed`, error);
      }
    }
    return route.load();
  };

  return {
    load,
    loadConsole: loadConsoleOnce,
    loadPage,
    preload(remote, path, location) {
      loadPage(remote, path, location).catch(() => {});
    },
    async reset(remote) {
      routesCache.delete(remote);
      consoleCache.delete(remote);
      await refresh(remote);
    },
  };
}
