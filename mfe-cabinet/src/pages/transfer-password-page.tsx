import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageContainer } from 'shared-ui';
import { TransferPasswordForm } from '../features/transfer/components/transfer-password-form';
import { loadPendingTransfer } from '../features/transfer/pending-transfer';
import { NAMESPACE } from '../namespace';

/** `/cabinet/transferPassword`: the cabinet password for the transfer the form chose (kept in this tab's session storage). */
export default function TransferPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const [pending] = useState(loadPendingTransfer);
  return (
    <PageContainer title={t('transfer.passwordTitle')} width="narrow">
      {pending ? (
        <TransferPasswordForm pending={pending} />
      ) : (
        <EmptyState title={t('transfer.noPending')} action={<Button to="/cabinet">{t('transfer.toCabinet')}</Button>} />
      )}
    </PageContainer>
  );
}
