import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, PageContainer, theme } from 'shared-ui';
import { DEFAULT_CALLBACK, safeCallbackUrl } from '../utils/callback-url';
import { NAMESPACE } from '../namespace';

/** `/user/signupSuccess`: the welcome after sign-up, with the way home and to My info. */
export default function SignupSuccessPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const next = safeCallbackUrl(params.get('callbackUrl'));

  return (
    <PageContainer title={t('pages.signupSuccess')} width="narrow">
      <p
        data-testid="sign-up-welcome"
        css={css`
          margin: 0 0 8px;
          font-size: 20px;
          font-weight: 700;
          color: ${theme.colors.gray900};
        `}
      >
        {t('signUp.success.welcome')}
      </p>
      <p
        css={css`
          margin: 0 0 24px;
          font-size: 15px;
          line-height: 1.5;
          color: ${theme.colors.gray700};
        `}
      >
        {t('signUp.success.message')}
      </p>
      <div
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        {next !== DEFAULT_CALLBACK ? (
          <Button to={next} fullWidth size="lg">
            {t('signUp.success.continue')}
          </Button>
        ) : null}
        <Button to="/main" fullWidth size="lg" variant={next !== DEFAULT_CALLBACK ? 'secondary' : 'primary'}>
          {t('signUp.success.goHome')}
        </Button>
        <Button to="/my" fullWidth size="lg" variant="secondary">
          {t('signUp.success.goMy')}
        </Button>
      </div>
    </PageContainer>
  );
}
