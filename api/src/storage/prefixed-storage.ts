import { assertStorageKey, type FileStorage } from './file-storage';

/** `storage` seen from inside one of its folders: keys are relative to `prefix` (`deploy/`), which list strips again. */
export function withPrefix(storage: FileStorage, prefix: string): FileStorage {
  const inside = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  return {
    kind: storage.kind,
    put: (key, body, options) => storage.put(inside(key), body, options),
    get: (key, options) => storage.get(inside(key), options),
    head: (key) => storage.head(inside(key)),
    delete: (key) => storage.delete(inside(key)),
    async *list(listPrefix) {
      for await (const entry of storage.list(`${prefix}${listPrefix}`)) yield { ...entry, key: entry.key.slice(prefix.length) };
    },
  };
}
