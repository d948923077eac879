import { createRemoteLoader, RemoteLoadError, RemoteRouteMissingError } from '../remote-loader';

const routesModule = { routes: [] };

test('retries with backoff (0.5 s, then 1.5 s) and succeeds on the third attempt', async () => {
  const delays: number[] = [];
  const loadRoutes = jest.fn().mockRejectedValueOnce(new Error('network')).mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(routesModule);
  const loader = createRemoteLoader({ loadRoutes, sleep: async (ms) => void delays.push(ms) });
  await expect(loader.load('market')).resolves.toBe(routesModule);
  expect(loadRoutes).toHaveBeenCalledTimes(3);
  expect(delays).toEqual([500, 1500]);
});

test('loads a remote once and shares it between its pages', async () => {
  const loadRoutes = jest.fn().mockResolvedValue(routesModule);
  const loader = createRemoteLoader({ loadRoutes, sleep: async () => {} });
  await Promise.all([loader.load('cabinet'), loader.load('cabinet')]);
  await loader.load('cabinet');
  expect(loadRoutes).toHaveBeenCalledTimes(1);
});

test('a remote that stays down fails with RemoteLoadError until reset, then loads again', async () => {
  let up = false;
  const loadRoutes = jest.fn(async () => {
    if (!up) throw new Error('down');
    return routesModule;
  });
  const refresh = jest.fn(async () => {});
  const loader = createRemoteLoader({ loadRoutes, refresh, sleep: async () => {} });

  await expect(loader.load('community')).rejects.toBeInstanceOf(RemoteLoadError);
  expect(loadRoutes).toHaveBeenCalledTimes(3);
  up = true;
  await expect(loader.load('community')).rejects.toBeInstanceOf(RemoteLoadError);
  expect(loadRoutes).toHaveBeenCalledTimes(3);

  await loader.reset('community');
  expect(refresh).toHaveBeenCalledWith('community');
  await expect(loader.load('community')).resolves.toBe(routesModule);
});

test('each load is reported once, after its retries: loaded, or failed, and again after a reset', async () => {
  let up = false;
  const settled: string[] = [];
  const loader = createRemoteLoader({
    loadRoutes: async () => {
      if (!up) throw new Error('down');
      return routesModule;
    },
    sleep: async () => {},
    onSettled: (remote, outcome) => settled.push(`${remote} ${outcome}`),
  });
  await expect(loader.load('market')).rejects.toBeInstanceOf(RemoteLoadError);
  await expect(loader.load('market')).rejects.toBeInstanceOf(RemoteLoadError);
  up = true;
  await loader.reset('market');
  await loader.load('market');
  await loader.load('market');
  await loader.load('cabinet');
  expect(settled).toEqual(['market failed', 'market loaded', 'cabinet loaded']);
});

test('a module without routes counts as a failure', async () => {
  const loader = createRemoteLoader({ loadRoutes: async () => ({ nothing: true }), sleep: async () => {} });
  await expect(loader.load('refund')).rejects.toThrow('Remote "refund" could not be loaded');
});

describe('pages', () => {
  const Page = () => null;
  const location = { pathname: '/key/details', search: '?id=3' };

  test('a page starts its data preload with the location before its chunk, once for the early preload and the render', async () => {
    const events: string[] = [];
    const route = {
      path: '/key/details',
      preload: jest.fn((at: { pathname: string; search: string }) => void events.push(`preload ${at.search}`)),
      load: async () => {
        events.push('load');
        return { default: Page };
      },
    };
    const loader = createRemoteLoader({ loadRoutes: async () => ({ routes: [route] }), sleep: async () => {} });
    loader.preload('market', '/key/details', location);
    await expect(loader.loadPage('market', '/key/details', location)).resolves.toEqual({ default: Page });
    expect(route.preload).toHaveBeenCalledTimes(1);
    expect(events.slice(0, 2)).toEqual(['preload ?id=3', 'load']);

    await loader.loadPage('market', '/key/details', { pathname: '/key/details', search: '?id=4' });
    expect(route.preload).toHaveBeenLastCalledWith({ pathname: '/key/details', search: '?id=4' });
  });

  test('a preload that throws does not keep the page from loading', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const route = {
      path: '/main',
      preload: () => {
        throw new Error('preload bug');
      },
      load: async () => ({ default: Page }),
    };
    const loader = createRemoteLoader({ loadRoutes: async () => ({ routes: [route] }), sleep: async () => {} });
    await expect(loader.loadPage('market', '/main', { pathname: '/main', search: '' })).resolves.toEqual({ default: Page });
  });

  test('an early preload of a remote that is down rejects nothing; the page then gets the failure', async () => {
    const loader = createRemoteLoader({
      loadRoutes: async () => {
        throw new Error('down');
      },
      sleep: async () => {},
    });
    loader.preload('refund', '/support', { pathname: '/support', search: '' });
    await expect(loader.loadPage('refund', '/support', { pathname: '/support', search: '' })).rejects.toBeInstanceOf(RemoteLoadError);
  });

  test('a route the remote does not have fails with RemoteRouteMissingError', async () => {
    const loader = createRemoteLoader({ loadRoutes: async () => ({ routes: [] }), sleep: async () => {} });
    await expect(loader.loadPage('market', '/main', { pathname: '/main', search: '' })).rejects.toBeInstanceOf(RemoteRouteMissingError);
  });
});

describe("a remote's console module (its staff sections)", () => {
  const consoleModule = { sections: [] };

  test('is loaded once, with the same retries as the routes, and is not counted as a page load', async () => {
    const delays: number[] = [];
    const settled: string[] = [];
    const loadConsole = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(consoleModule);
    const loader = createRemoteLoader({
      loadRoutes: async () => routesModule,
      loadConsole,
      sleep: async (ms) => void delays.push(ms),
      onSettled: (remote, outcome) => settled.push(`${remote} ${outcome}`),
    });
    await Promise.all([loader.loadConsole('market'), loader.loadConsole('market')]);
    await expect(loader.loadConsole('market')).resolves.toBe(consoleModule);
    expect(loadConsole).toHaveBeenCalledTimes(2);
    expect(loadConsole).toHaveBeenCalledWith('market');
    expect(delays).toEqual([500]);
    expect(settled).toEqual([]);
  });

  test('a module without sections, or a remote that stays down, fails with RemoteLoadError until reset', async () => {
    let answer: unknown = { routes: [] };
    const loader = createRemoteLoader({ loadRoutes: async () => routesModule, loadConsole: async () => answer, sleep: async () => {} });
    await expect(loader.loadConsole('market')).rejects.toBeInstanceOf(RemoteLoadError);
    answer = consoleModule;
    await expect(loader.loadConsole('market')).rejects.toBeInstanceOf(RemoteLoadError);
    await loader.reset('market');
    await expect(loader.loadConsole('market')).resolves.toBe(consoleModule);
  });

  test('a loader given no way to load consoles refuses, and its routes still load', async () => {
    const loader = createRemoteLoader({ loadRoutes: async () => routesModule, sleep: async () => {} });
    await expect(loader.loadConsole('refund')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loader.load('refund')).resolves.toBe(routesModule);
  });
});
