import { REMOTE_OVERRIDES_KEY, REMOTE_OVERRIDE_PARAM_PREFIX as PARAM_PREFIX, type RemoteRegistry } from './remote-registry';

type Overrides = Record<string, string>;

const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

function storedOverrides(storage: Storage): Overrides {
  try {
    const value: unknown = JSON.parse(storage.getItem(REMOTE_OVERRIDES_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && isHttpUrl(entry[1])));
  } catch {
    return {};
  }
}

/**
 * Outside production (the server says so): `?remote.market=http://localhost:3001/mf-manifest.json` points that remote
 * at a developer's server for this tab (kept in sessionStorage; an empty value forgets it). In production nothing is
 * read and whatever a tab kept is dropped.
 */
export function applyRemoteOverrides(registry: RemoteRegistry, allowed: boolean, search: string, storage: Storage): RemoteRegistry {
  if (!allowed) {
    storage.removeItem(REMOTE_OVERRIDES_KEY);
    return registry;
  }
  const overrides = storedOverrides(storage);
  for (const [param, value] of new URLSearchParams(search)) {
    if (!param.startsWith(PARAM_PREFIX)) continue;
    const name = param.slice(PARAM_PREFIX.length);
    if (value === '') delete overrides[name];
    else if (isHttpUrl(value)) overrides[name] = value;
  }
  if (Object.keys(overrides).length === 0) storage.removeItem(REMOTE_OVERRIDES_KEY);
  else storage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify(overrides));
  const result = { ...registry };
  for (const [name, entry] of Object.entries(overrides)) {
    if (result[name]) result[name] = { entry, version: 'dev-override' };
  }
  return result;
}
