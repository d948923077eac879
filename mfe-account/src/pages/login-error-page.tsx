import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from 'shared-contract';
import { Button, PageContainer, useLanguage } from 'shared-ui';
import { Notice } from '../features/sign-up/components/notice';
import { NAMESPACE } from '../namespace';

/** Auth.js error names with a message of their own; every other name gets the generic one. */
const OWN_MESSAGES = ['AccessDenied', 'OAuthCallbackError', 'AccountNotLinkedError'] as const;
type OwnMessage = (typeof OWN_MESSAGES)[number];
const hasOwnMessage = (error: string): error is OwnMessage => (OWN_MESSAGES as readonly string[]).includes(error);

/** `/callback/login-error`: why the sign-in failed (`error` query), and the way back to sign-in. */
export default function LoginErrorPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [params] = useSearchParams();
  const error = params.get('error') ?? '';

  let message: string;
  if (error === 'AccountDeactivated') message = errorMessage('ACCOUNT_DEACTIVATED', language);
  else if (hasOwnMessage(error)) message = t(`signUp.loginError.${error}`);
  else message = t('signUp.loginError.generic');

  return (
    <PageContainer title={t('pages.loginError')} width="narrow">
      <Notice role="alert" tone="error" message={message} data-testid="login-error-message">
        <Button to="/user/login" fullWidth size="lg">
          {t('signUp.loginError.backToSignIn')}
        </Button>
        <Button to="/main" fullWidth size="lg" variant="secondary">
          {t('signUp.loginError.goHome')}
        </Button>
      </Notice>
    </PageContainer>
  );
}
