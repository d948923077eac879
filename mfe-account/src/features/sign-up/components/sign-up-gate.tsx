import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { closedActionCode, useServiceInfo, useSessionStore } from 'shared-session';
import { Button, ErrorState, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { Notice } from './notice';

/**
 * The sign-up steps run only while the service is operating, for a member who signed in and has
 * not signed up yet; anyone else sees why (closed, sign in first, already a member) and a way on.
 */
export function SignUpGate({ children, hold = false }: { children: ReactNode; /** Keep showing the step (its sign-up just finished). */ hold?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const status = useSessionStore((state) => state.status);
  const signUpRequired = useSessionStore((state) => state.user?.signUpRequired === true);
  const service = useServiceInfo();

  if (hold) return <>{children}</>;
  if (service.isPending || status === 'loading') {
    return (
      <div
        aria-busy="true"
        aria-label={t('signUp.gate.checking')}
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        <Skeleton height={20} width="70%" />
        <Skeleton height={52} radius={theme.radius.md} />
        <Skeleton height={52} radius={theme.radius.md} />
      </div>
    );
  }
  if (service.isError) return <ErrorState error={service.error} onRetry={() => void service.refetch()} />;

  if (service.data.phase !== 'operating') {
    return (
      <Notice title={t('signUp.gate.closedTitle')} message={errorMessage(closedActionCode('signUp'), language)} data-testid="sign-up-closed">
        <Button to="/main" fullWidth size="lg">
          {t('signUp.gate.goHome')}
        </Button>
      </Notice>
    );
  }
  if (status === 'unauthenticated') {
    return (
      <Notice title={t('signUp.gate.signInFirstTitle')} message={t('signUp.gate.signInFirst')} data-testid="sign-in-first">
        <Button to="/user/login" fullWidth size="lg">
          {t('signUp.gate.signIn')}
        </Button>
      </Notice>
    );
  }
  if (!signUpRequired) {
    return (
      <Notice title={t('signUp.gate.alreadyTitle')} message={t('signUp.gate.already')} data-testid="already-signed-up">
        <Button to="/main" fullWidth size="lg">
          {t('signUp.gate.goHome')}
        </Button>
      </Notice>
    );
  }
  return <>{children}</>;
}
