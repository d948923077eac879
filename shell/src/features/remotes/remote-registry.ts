import { REMOTE_OVERRIDES_HEADER } from 'shared-contract';

/** `GET /remotes.json`: remote name -> its mf-manifest.json URL and deployed version. */
export const REGISTRY_PATH = '/remotes.json';

export type RemoteRegistry = Record<string, { entry: string; version: string; canary?: boolean }>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checked by hand (the shell asks for it before its first render, where zod would cost ~27 KB gz). */
export function readRemoteRegistry(body: unknown): RemoteRegistry {
  if (!isRecord(body)) throw new Error(`${REGISTRY_PATH} is not an object`);
  for (const [name, remote] of Object.entries(body)) {
    if (!name || !isRecord(remote) || typeof remote.entry !== 'string' || !remote.entry || typeof remote.version !== 'string') {
      throw new Error(`${REGISTRY_PATH}: "${name}" needs an entry URL and a version`);
    }
  }
  return body as RemoteRegistry;
}

export class RegistryUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The remote registry could not be loaded', { cause });
    this.name = 'RegistryUnavailableError';
  }
}

/** Where a tab keeps the remotes a developer pointed elsewhere (`?remote.<name>=<url>`), until the tab closes. */
export const REMOTE_OVERRIDES_KEY = 'keys.remote-overrides';
export const REMOTE_OVERRIDE_PARAM_PREFIX = 'remote.';

/** What the server answered: the registry, and whether remotes may be pointed at a dev server (never in production). */
export type RegistryAnswer = { registry: RemoteRegistry; overridesAllowed: boolean };

/** Always asks the server (no-cache): rolling a remote back is an edit of the registry. */
export async function fetchRemoteRegistry(fetchImpl: typeof fetch = globalThis.fetch): Promise<RegistryAnswer> {
  try {
    const response = await fetchImpl(REGISTRY_PATH, { cache: 'no-cache', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${REGISTRY_PATH} answered ${response.status}`);
    return { registry: readRemoteRegistry(await response.json()), overridesAllowed: response.headers.get(REMOTE_OVERRIDES_HEADER) === 'allowed' };
  } catch (error) {
    throw new RegistryUnavailableError(error);
  }
}
