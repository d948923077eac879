import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, MEMBER_STATUS } from 'shared-contract';
import { signOut, useSession } from 'shared-session';
import { Button, PageContainer, Skeleton, useLanguage } from 'shared-ui';
import { safeCallbackUrl } from '../utils/callback-url';
import { Notice } from '../features/sign-up/components/notice';
import { stepUrl } from '../features/sign-up/utils/next-url';
import { setSignUpCookie } from '../features/sign-up/utils/sign-up-storage';
import { NAMESPACE } from '../namespace';

/**
 * `/callback/login-success`: where the sign-in returns. An active member goes straight on to where they were going
 * (nothing to say: the header shows who is signed in); a first sign-in goes on to sign-up (flag cookie for an hour,
 * ending with its welcome); a suspended member is told and may go to /main.
 */
export default function LoginSuccessPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const { status, user } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);
  const next = safeCallbackUrl(params.get('callbackUrl'));
  const navigate = useNavigate();
  const language = useLanguage();
  const signUpRequired = status === 'authenticated' && user?.signUpRequired === true;
  const suspended = user?.status === MEMBER_STATUS.suspended;
  const goOn = status === 'authenticated' && !!user && !signUpRequired && !suspended;

  useEffect(() => {
    if (!signUpRequired) return;
    setSignUpCookie();
    void navigate(stepUrl('/user/policyAgree', next), { replace: true });
  }, [signUpRequired, navigate, next]);

  useEffect(() => {
    if (goOn) void navigate(next, { replace: true });
  }, [goOn, navigate, next]);

  const onSignOut = async () => {
    setSigningOut(true);
    setSignOutFailed(false);
    try {
      await signOut({ callbackUrl: '/callback/logout-success' });
    } catch {
      setSigningOut(false);
      setSignOutFailed(true);
    }
  };

  if (status === 'loading' || signUpRequired || goOn) {
    return (
      <PageContainer title={t('pages.loginSuccess')} width="narrow">
        <div aria-busy="true" aria-label={t('loginSuccess.checking')}>
          <Skeleton height={20} width="60%" />
        </div>
      </PageContainer>
    );
  }

  if (status === 'unauthenticated' || !user) {
    return (
      <PageContainer title={t('loginSuccess.notSignedInTitle')} width="narrow">
        <p>{t('loginSuccess.notSignedIn')}</p>
        <Button to={`/user/login?${new URLSearchParams({ callbackUrl: next })}`} fullWidth size="lg">
          {t('pages.login')}
        </Button>
      </PageContainer>
    );
  }

  return (
    <PageContainer title={t('pages.loginSuccess')} width="narrow">
      <p
        data-testid="welcome"
        css={css`
          font-size: 18px;
          font-weight: 600;
          margin: 0 0 4px;
        `}
      >
        {t('loginSuccess.welcome', { name: user.name ?? user.email })}
      </p>
      <p
        data-testid="signed-in-email"
        css={css`
          margin: 0 0 24px;
          overflow-wrap: anywhere;
        `}
      >
        {t('loginSuccess.signedInAs', { email: user.email })}
      </p>
      <div
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        {/* Only a suspended member stays here (an active one has gone on). */}
        <Notice role="alert" tone="error" title={t('signUp.suspended.title')} message={errorMessage('ACCOUNT_SUSPENDED', language)} data-testid="suspended">
          <Button to="/main" fullWidth size="lg" data-testid="continue">
            {t('signUp.suspended.goHome')}
          </Button>
        </Notice>
        <Button variant="secondary" fullWidth size="lg" disabled={signingOut} onClick={() => void onSignOut()} data-testid="sign-out">
          {signingOut ? t('loginSuccess.signingOut') : t('loginSuccess.signOut')}
        </Button>
        {signOutFailed ? <p role="alert">{t('loginSuccess.signOutFailed')}</p> : null}
      </div>
    </PageContainer>
  );
}
