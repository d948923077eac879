import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { isConsoleRole, type Me } from 'shared-contract';
import { useMe, useSessionStore } from 'shared-session';
import { ErrorState } from 'shared-ui';
import { NAMESPACE } from '../../namespace';
import { ConsoleLoading } from './console-loading';

/** Where a signed-in member who is not staff is sent (replacing the console in the history). */
export const NOT_STAFF_REDIRECT = '/main';

/**
 * The console is for the roles support, admin and editor only. A visitor never gets here (the shell's SessionRequired
 * guard sends them to sign in); a member is sent to /main before anything of the console is asked or drawn (every
 * console API refuses members with 403 as well).
 */
export function StaffGuard({ children }: { children: (staff: Me) => ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const { me, isLoading, refetch } = useMe();
  const sessionStatus = useSessionStore((state) => state.status);

  if (me) return isConsoleRole(me.role) ? <>{children(me)}</> : <Navigate to={NOT_STAFF_REDIRECT} replace />;
  if (!isLoading && sessionStatus === 'authenticated') return <ErrorState error={null} title={t('console.loadFailed')} onRetry={() => void refetch()} />;
  return <ConsoleLoading label={t('console.loading')} testId="console-loading" skeletons={[44, 240]} />;
}
