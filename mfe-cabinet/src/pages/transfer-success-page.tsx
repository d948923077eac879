import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, PageContainer, Skeleton } from 'shared-ui';
import { useTransfer } from '../features/transfer/api/get-transfer';
import { TransferStatus } from '../features/transfer/components/transfer-status';
import { positiveIdParam } from '../features/transfer/id-param';
import { NAMESPACE } from '../namespace';

/** `/cabinet/transferSuccess?transferId=N`: In Progress / Completed / Failed, asked again until it is done. */
export default function TransferSuccessPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const transferId = positiveIdParam(params.get('transferId'));
  const query = useTransfer(transferId);
  return (
    <PageContainer title={t('transfer.successTitle')} width="narrow">
      {transferId === null ? (
        <EmptyState title={t('transfer.noTransfer')} action={<Button to="/cabinet">{t('transfer.toCabinet')}</Button>} />
      ) : query.isPending ? (
        <Skeleton height={300} />
      ) : query.isError ? (
        <ErrorState error={query.error} title={t('transfer.transferFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <TransferStatus transfer={query.data} />
      )}
    </PageContainer>
  );
}
