import { useSession } from 'shared-session';

/** Mounted once at the app root: fills the one session store on every page and keeps it in step. */
export function SessionSync() {
  useSession();
  return null;
}
