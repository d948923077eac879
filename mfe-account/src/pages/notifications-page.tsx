import { useTranslation } from 'react-i18next';
import { PageContainer } from 'shared-ui';
import { NotificationList } from '../features/notifications/components/notification-list';
import { NAMESPACE } from '../namespace';

/** `/my/notifications`: the member's notifications, newest first. */
export default function NotificationsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('pages.notifications')} width="narrow">
      <NotificationList />
    </PageContainer>
  );
}
