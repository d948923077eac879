import { z } from 'zod';

/** `GET /remotes.json`: remote name -> its mf-manifest.json URL and deployed version. */
export const REGISTRY_PATH = '/remotes.json';

export const remoteRegistrySchema = z.record(
  z.string().min(1),
  z.object({ entry: z.string().min(1), version: z.string() }),
);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

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
    return remoteRegistrySchema.parse(await response.json());
  } catch (error) {
    throw new RegistryUnavailableError(error);
  }
}
