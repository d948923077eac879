import { useTranslation } from 'react-i18next';
import { LegalDocumentPage } from '../features/sign-up/components/legal-document-page';
import { NAMESPACE } from '../namespace';

/** `/user/policy`: the terms of service (a popup from the consents, or a normal page). */
export default function PolicyPage() {
  const { t } = useTranslation(NAMESPACE);
  return <LegalDocumentPage title={t('pages.policy')} kind="terms" />;
}
