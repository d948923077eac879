import { useTranslation } from 'react-i18next';
import { PageContainer } from 'shared-ui';
import { EventsHub } from '../features/events/components/events-hub';
import { NAMESPACE } from '../namespace';

/** `/event`: the events hub (issue 13 C): lotteries and event announcements. */
export default function EventsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('events.hub.title')}>
      <EventsHub />
    </PageContainer>
  );
}
