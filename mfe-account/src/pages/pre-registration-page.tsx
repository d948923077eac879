import { useTranslation } from 'react-i18next';
import { PageContainer } from 'shared-ui';
import { PreRegistrationEvent } from '../features/pre-registration/components/pre-registration-event';
import { NAMESPACE } from '../namespace';

/** `/event/pre-reservation?p=0..4`: the pre-registration event (issue 13 B). */
export default function PreRegistrationPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('pages.preReservation')} width="narrow">
      <PreRegistrationEvent />
    </PageContainer>
  );
}
