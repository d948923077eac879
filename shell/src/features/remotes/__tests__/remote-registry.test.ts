import { fetchRemoteRegistry, RegistryUnavailableError } from '../remote-registry';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: status < 400, status, headers: new Headers(headers), json: async () => body }) as Response,
  );

test('asks for /remotes.json without the HTTP cache and validates it', async () => {
  const registry = { market: { entry: 'http://localhost:8080/remotes/market/mf-manifest.json', version: '1.2.0' } };
  const fetchImpl = answer(200, registry);
  await expect(fetchRemoteRegistry(fetchImpl)).resolves.toEqual({ registry, overridesAllowed: false });
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
});

test('the server says whether remotes may be pointed at a dev server (never in production)', async () => {
  const registry = { market: { entry: 'http://localhost:8080/deploy/market/2.0.0/mf-manifest.json', version: '2.0.0', canary: true } };
  await expect(fetchRemoteRegistry(answer(200, registry, { 'x-keys-remote-overrides': 'allowed' }))).resolves.toEqual({ registry, overridesAllowed: true });
});

test('a missing or malformed registry is a RegistryUnavailableError', async () => {
  await expect(fetchRemoteRegistry(answer(503, {}))).rejects.toBeInstanceOf(RegistryUnavailableError);
  await expect(fetchRemoteRegistry(answer(200, { market: { url: 'x' } }))).rejects.toBeInstanceOf(RegistryUnavailableError);
});
