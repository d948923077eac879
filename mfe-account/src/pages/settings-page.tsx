import { useTranslation } from 'react-i18next';
import { Button, PageContainer } from 'shared-ui';
import { CabinetPasswordSection } from '../features/cabinet-reset/components/cabinet-password-section';
import { NotificationSettingsSection } from '../features/notification-settings/components/notification-settings-section';
import { IdentitySection } from '../features/verification/components/identity-section';
import { NAMESPACE } from '../namespace';

/** `/my/settings`: account settings: identity verification, cabinet password reset, notifications, deactivation. */
export default function SettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('pages.settings')} width="narrow">
      <div css={{ display: 'grid', gap: 24 }}>
        <IdentitySection />
        <CabinetPasswordSection />
        <NotificationSettingsSection />
        <Button to="/deactivateaccount" variant="ghost" data-testid="go-deactivate">
          {t('pages.deactivate')}
        </Button>
      </div>
    </PageContainer>
  );
}
