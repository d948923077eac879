import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { startupErrorMessage } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { Dialog, useLanguage } from 'shared-ui';
import { useSuspendedAlert } from '../suspended-alert-store';
import { sessionText } from '../text';
import { MAIN_PATH, sessionRedirect } from '../utils/session-rules';

/** Off a page a suspended member may not open: the alert (once per 2 s), then /main in its place. */
function SuspendedRedirect() {
  const show = useSuspendedAlert((state) => state.show);
  useEffect(() => show(), [show]);
  return <Navigate to={MAIN_PATH} replace />;
}

/**
 * Around every page: a member who still has to sign up goes (replace) to /user/policyAgree; a
 * suspended member goes to /main with the alert. The page itself never renders for them.
 */
export function SessionRules({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const { pathname } = useLocation();
  const redirect = status === 'authenticated' ? sessionRedirect(pathname, user) : null;

  if (redirect?.reason === 'suspended') return <SuspendedRedirect />;
  if (redirect) return <Navigate to={redirect.to} replace />;
  return children;
}

/** The suspended-account alert (ACCOUNT_SUSPENDED), rendered once outside the routes. */
export function SuspendedAlert() {
  const language = useLanguage();
  const open = useSuspendedAlert((state) => state.open);
  const close = useSuspendedAlert((state) => state.close);
  const text = sessionText[language];
  return (
    <Dialog open={open} title={text.suspendedTitle} confirmLabel={text.confirm} onClose={close} data-testid="suspended-alert">
      {startupErrorMessage('ACCOUNT_SUSPENDED', language)}
    </Dialog>
  );
}
