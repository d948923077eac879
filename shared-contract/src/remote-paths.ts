// Zod-free on purpose: the shell reads these before its first render, where zod would cost ~27 KB gz.

/** The remotes the shell composes (federation names); each is the workspace `mfe-<name>`. */
export const REMOTE_NAMES = ['market', 'cabinet', 'community', 'account', 'refund'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** Public: the shell says which version of a remote a page loaded, or failed to load (counted per version). */
export const REMOTES_API = {
  /** `POST RemoteLoadReport`, answered 204 (sent with `navigator.sendBeacon`). */
  loads: '/api/remotes/loads',
} as const;

/** `/remotes.json` and the cookie that keeps a browser on one side of every canary (a number 0-99). */
export const CANARY_BUCKET_COOKIE = 'keys_canary_bucket';
/** Outside production `/remotes.json` says so in this header, and the shell then honours `?remote.<name>=<url>`. */
export const REMOTE_OVERRIDES_HEADER = 'x-keys-remote-overrides';
/** `/remotes.json` names the versions it served in this header: `market=1.2.0+abc (canary), cabinet=…`. */
export const REMOTE_VERSIONS_HEADER = 'x-keys-remote-versions';
