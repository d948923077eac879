import { useTranslation } from 'react-i18next';
import { LegalDocumentPage } from '../features/sign-up/components/legal-document-page';
import { NAMESPACE } from '../namespace';

/** `/user/privacy`: the privacy policy (a popup from the consents, or a normal page). */
export default function PrivacyPage() {
  const { t } = useTranslation(NAMESPACE);
  return <LegalDocumentPage title={t('pages.privacy')} kind="privacy" />;
}
