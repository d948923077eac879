import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, PageContainer } from 'shared-ui';
import { ResetCabinetPasswordForm } from '../features/cabinet-reset/components/reset-cabinet-password-form';
import { CabinetPasswordForm } from '../features/sign-up/components/cabinet-password-form';
import { Notice } from '../features/sign-up/components/notice';
import { SignUpGate } from '../features/sign-up/components/sign-up-gate';
import { stepUrl } from '../features/sign-up/utils/next-url';
import { loadConsents } from '../features/sign-up/utils/sign-up-storage';
import { NAMESPACE } from '../namespace';

/** Sign-up step 2: the cabinet password, sent with the consents of step 1. */
function SignUpCabinetPassword() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [consents] = useState(loadConsents);
  const [finishing, setFinishing] = useState(false);
  const callbackUrl = params.get('callbackUrl');

  return (
    <PageContainer title={t('pages.cabinetPassword')} width="narrow">
      <SignUpGate hold={finishing}>
        {consents ? (
          <CabinetPasswordForm
            consents={consents}
            onFinishing={() => setFinishing(true)}
            onDone={() => void navigate(stepUrl('/user/signupSuccess', callbackUrl), { replace: true })}
          />
        ) : (
          <Notice title={t('signUp.password.noConsentsTitle')} message={t('signUp.password.noConsents')} data-testid="no-consents">
            <Button to={stepUrl('/user/policyAgree', callbackUrl)} fullWidth size="lg">
              {t('signUp.password.toConsents')}
            </Button>
          </Notice>
        )}
      </SignUpGate>
    </PageContainer>
  );
}

/**
 * `/user/cabinetPassword`: sets the cabinet password at sign-up; with `userId` and `uuid` (the
 * mailed reset link) it resets it instead (the cabinet-reset feature).
 */
export default function CabinetPasswordPage() {
  const [params] = useSearchParams();
  if (params.get('userId') && params.get('uuid')) return <ResetCabinetPasswordForm />;
  return <SignUpCabinetPassword />;
}
