import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from 'shared-session';
import { Button, PageContainer, Skeleton, theme } from 'shared-ui';
import { Notice } from '../features/sign-up/components/notice';
import { NAMESPACE } from '../namespace';

/** `/user/signUp`: what sign-up takes; a visitor signs in first, a signing-up member goes on to the consents. */
export default function SignUpPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useSessionStore((state) => state.status);
  const signUpRequired = useSessionStore((state) => state.user?.signUpRequired === true);

  let action;
  if (status === 'loading') {
    action = (
      <div aria-busy="true" aria-label={t('signUp.gate.checking')}>
        <Skeleton height={52} radius={theme.radius.md} />
      </div>
    );
  } else if (status === 'unauthenticated') {
    action = (
      <Button to="/user/login" fullWidth size="lg">
        {t('signUp.entry.signInToStart')}
      </Button>
    );
  } else if (signUpRequired) {
    action = (
      <Button to="/user/policyAgree" fullWidth size="lg">
        {t('signUp.entry.start')}
      </Button>
    );
  } else {
    action = (
      <Notice title={t('signUp.gate.alreadyTitle')} message={t('signUp.gate.already')} data-testid="already-signed-up">
        <Button to="/main" fullWidth size="lg">
          {t('signUp.gate.goHome')}
        </Button>
      </Notice>
    );
  }

  return (
    <PageContainer title={t('pages.signUp')} width="narrow">
      <p
        css={css`
          margin: 0 0 20px;
          font-size: 16px;
          line-height: 1.5;
          color: ${theme.colors.gray800};
        `}
      >
        {t('signUp.entry.lead')}
      </p>
      <h2
        css={css`
          margin: 0 0 8px;
          font-size: 16px;
          color: ${theme.colors.gray900};
        `}
      >
        {t('signUp.entry.steps')}
      </h2>
      <ol
        css={css`
          margin: 0 0 24px;
          padding-left: 22px;
          font-size: 15px;
          line-height: 1.6;
          color: ${theme.colors.gray700};
          li {
            margin-bottom: 4px;
          }
        `}
      >
        <li>{t('signUp.entry.step1')}</li>
        <li>{t('signUp.entry.step2')}</li>
        <li>{t('signUp.entry.step3')}</li>
      </ol>
      {action}
    </PageContainer>
  );
}
