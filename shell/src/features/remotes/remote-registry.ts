/** `GET /remotes.json`: remote name -> its mf-manifest.json URL and deployed version. */
export const REGISTRY_PATH = '/remotes.json';

export type RemoteRegistry = Record<string, { entry: string; version: string }>;

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

/** Always asks the server (no-cache): rolling a remote back is an edit of the registry. */
export async function fetchRemoteRegistry(fetchImpl: typeof fetch = globalThis.fetch): Promise<RemoteRegistry> {
  try {
    const response = await fetchImpl(REGISTRY_PATH, { cache: 'no-cache', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${REGISTRY_PATH} answered ${response.status}`);
    return readRemoteRegistry(await response.json());
  } catch (error) {
    throw new RegistryUnavailableError(error);
  }
}
