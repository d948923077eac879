import { useTranslation } from 'react-i18next';
import { PageContainer } from 'shared-ui';
import { MonthlyEvent } from '../features/monthly/components/monthly-event';
import { NAMESPACE } from '../namespace';

/** `/event/monthly`: the monthly missions and the KEY of the Month (issue 13 A). */
export default function MonthlyPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('monthly.title')}>
      <MonthlyEvent />
    </PageContainer>
  );
}
