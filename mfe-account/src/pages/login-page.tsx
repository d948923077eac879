import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AUTH_ERRORS_WITH_MESSAGE, type AuthErrorWithMessage } from 'shared-contract';
import { PageContainer, Skeleton, theme } from 'shared-ui';
import { useProviders } from '../features/sign-in/api/get-providers';
import { ProviderButtons } from '../features/sign-in/components/provider-buttons';
import { safeCallbackUrl } from '../utils/callback-url';
import { NAMESPACE } from '../namespace';

const hasMessage = (error: string): error is AuthErrorWithMessage => (AUTH_ERRORS_WITH_MESSAGE as readonly string[]).includes(error);

/** `/user/login`: a button per provider; the `error` of a returned sign-in shown as a message. */
export default function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const providers = useProviders();
  const error = params.get('error');
  const callbackUrl = safeCallbackUrl(params.get('callbackUrl'));

  useEffect(() => {
    if (providers.isError) console.warn('sign-in providers could not be fetched', providers.error);
  }, [providers.isError, providers.error]);

  if (providers.isError) return <Navigate to="/error" replace />;

  return (
    <PageContainer title={t('pages.login')} subtitle={t('login.subtitle')} width="narrow">
      {error ? (
        <p
          role="alert"
          data-testid="sign-in-error"
          css={css`
            margin: 0 0 16px;
            padding: 12px 14px;
            border-radius: ${theme.radius.md}px;
            background: ${theme.colors.pinkSoft};
            color: ${theme.colors.gray900};
            font-size: 14px;
          `}
        >
          {hasMessage(error) ? t(`login.errors.${error}`) : t('login.errors.generic')}
        </p>
      ) : null}
      {providers.isPending ? (
        <div
          aria-busy="true"
          aria-label={t('login.loadingProviders')}
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <Skeleton height={52} radius={theme.radius.md} />
          <Skeleton height={52} radius={theme.radius.md} />
        </div>
      ) : (
        <ProviderButtons providers={providers.data} callbackUrl={callbackUrl} />
      )}
    </PageContainer>
  );
}
