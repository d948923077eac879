import { useTranslation } from 'react-i18next';
import { PageContainer } from 'shared-ui';
import { DeactivationForm } from '../features/deactivation/components/deactivation-form';
import { NAMESPACE } from '../namespace';

/** `/deactivateaccount` (members only; spec section 5): reason, agreement, confirm, then signed out. */
export default function DeactivatePage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('pages.deactivate')} width="narrow">
      <DeactivationForm />
    </PageContainer>
  );
}
