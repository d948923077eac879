import { useServiceInfo, useSession } from 'shared-session';

/**
 * Mounted once at the app root: fills the one session store on every page and keeps it in step
 * (tab focus, other tabs, and the poll interval the server configures).
 */
export function SessionSync() {
  const { data } = useServiceInfo();
  useSession({ pollIntervalSeconds: data?.sessionPollSeconds ?? 0 });
  return null;
}
