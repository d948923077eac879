import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from 'shared-contract';
import { Button, PageContainer, useLanguage } from 'shared-ui';
import { Notice } from '../features/sign-up/components/notice';
import { NAMESPACE } from '../namespace';

/**
 * The message for each sign-in error name the page is given: the spec's library names (section 8) and Auth.js's own
 * (`Configuration`, `AccessDenied`, `Verification`, `OAuthAccountNotLinked`…). Any other name gets the generic one.
 */
const MESSAGE_OF = {
  AccessDenied: 'AccessDenied',
  OAuthCallbackError: 'OAuthCallbackError',
  OAuthCallback: 'OAuthCallbackError',
  CallbackRouteError: 'OAuthCallbackError',
  AccountNotLinkedError: 'AccountNotLinkedError',
  OAuthAccountNotLinked: 'AccountNotLinkedError',
  MISSING_NEXTAUTH_API_ROUTE_ERROR: 'serviceSetup',
  NO_SECRET: 'serviceSetup',
  EMAIL_REQUIRES_ADAPTER_ERROR: 'serviceSetup',
  MISSING_ADAPTER_METHODS_ERROR: 'serviceSetup',
  Configuration: 'serviceSetup',
  CALLBACK_CREDENTIALS_HANDLER_ERROR: 'credentials',
  CALLBACK_CREDENTIALS_JWT_ERROR: 'credentials',
  CredentialsSignin: 'credentials',
  INVALID_CALLBACK_URL_ERROR: 'invalidCallbackUrl',
  InvalidCallbackUrl: 'invalidCallbackUrl',
  Verification: 'Verification',
  UnknownError: 'generic',
} as const;
type ErrorName = keyof typeof MESSAGE_OF;
const isKnownError = (error: string): error is ErrorName => Object.hasOwn(MESSAGE_OF, error);

/** `/callback/login-error`: why the sign-in failed (`error` query), and the way back to sign-in. */
export default function LoginErrorPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [params] = useSearchParams();
  const error = params.get('error') ?? '';

  let message: string;
  if (error === 'AccountDeactivated') message = errorMessage('ACCOUNT_DEACTIVATED', language);
  else if (isKnownError(error)) message = t(`signUp.loginError.${MESSAGE_OF[error]}`);
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
