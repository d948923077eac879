import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, PageContainer } from 'shared-ui';
import { NAMESPACE } from '../namespace';

/** `/callback/logout-success`: confirms the sign-out. */
export default function LogoutSuccessPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('pages.logoutSuccess')} width="narrow">
      <p
        data-testid="signed-out"
        css={css`
          margin: 0 0 24px;
        `}
      >
        {t('logoutSuccess.message')}
      </p>
      <div
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        <Button to="/main" fullWidth size="lg">
          {t('loginSuccess.goHome')}
        </Button>
        <Button to="/user/login" variant="secondary" fullWidth size="lg">
          {t('logoutSuccess.signInAgain')}
        </Button>
      </div>
    </PageContainer>
  );
}
