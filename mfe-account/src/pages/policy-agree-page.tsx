import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SignUpConsents } from 'shared-contract';
import { PageContainer } from 'shared-ui';
import { ConsentForm } from '../features/sign-up/components/consent-form';
import { SignUpGate } from '../features/sign-up/components/sign-up-gate';
import { stepUrl } from '../features/sign-up/utils/next-url';
import { loadConsents, saveConsents } from '../features/sign-up/utils/sign-up-storage';
import { NAMESPACE } from '../namespace';

/** `/user/policyAgree`: sign-up step 1, the consents (kept in this tab's session storage for the next step). */
export default function PolicyAgreePage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const onSubmit = (consents: SignUpConsents) => {
    saveConsents(consents);
    void navigate(stepUrl('/user/cabinetPassword', params.get('callbackUrl')));
  };

  return (
    <PageContainer title={t('pages.policyAgree')} width="narrow">
      <SignUpGate>
        <ConsentForm defaultValues={loadConsents() ?? undefined} onSubmit={onSubmit} />
      </SignUpGate>
    </PageContainer>
  );
}
