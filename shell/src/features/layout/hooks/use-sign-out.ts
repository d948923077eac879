import { useState } from 'react';
import { signOut } from 'shared-session';

export const SIGNED_OUT_PAGE = '/callback/logout-success';

/** Signs out and goes to the signed-out page; on failure the control is usable again and says so. */
export function useSignOut() {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setPending(true);
    setFailed(false);
    try {
      await signOut({ callbackUrl: SIGNED_OUT_PAGE });
    } catch {
      setPending(false);
      setFailed(true);
    }
  };
  return { signOut: () => void run(), pending, failed };
}
