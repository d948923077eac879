import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from 'shared-session';
import { sessionRequiredUrl } from '../../../utils/sign-in-url';

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * Members-only pages: nothing shows while the session is still being read; a visitor is sent
 * (replace) to sign-in with SessionRequired and the page as callbackUrl.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const status = useSessionStore((state) => state.status);
  const { pathname, search } = useLocation();

  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" data-testid="session-checking" css={{ minHeight: '50vh' }}>
        <span css={hidden}>{t('session.checking')}</span>
      </div>
    );
  }
  if (status === 'unauthenticated') return <Navigate to={sessionRequiredUrl(`${pathname}${search}`)} replace />;
  return children;
}
