import { createRemoteLoader, RemoteLoadError } from '../remote-loader';

const routesModule = { routes: [] };

test('retries with backoff (0.5 s, then 1.5 s) and succeeds on the third attempt', async () => {
  const delays: number[] = [];
  const loadRoutes = jest
    .fn()
    .mockRejectedValueOnce(new Error('network'))
    .mockRejectedValueOnce(new Error('network'))
    .mockResolvedValueOnce(routesModule);
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

test('a module without routes counts as a failure', async () => {
  const loader = createRemoteLoader({ loadRoutes: async () => ({ nothing: true }), sleep: async () => {} });
  await expect(loader.load('refund')).rejects.toThrow('Remote "refund" could not be loaded');
});
