import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, PageContainer, Skeleton } from 'shared-ui';
import { useTransferKey } from '../features/transfer/api/get-transfer-key';
import { TransferForm } from '../features/transfer/components/transfer-form';
import { positiveIdParam } from '../features/transfer/id-param';
import { NAMESPACE } from '../namespace';

/** `/cabinet/transfer?keyItemId=N`: the KEY and its recipient (members only; the shell guards the session). */
export default function TransferPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const keyItemId = positiveIdParam(params.get('keyItemId'));
  const query = useTransferKey(keyItemId);
  return (
    <PageContainer title={t('transfer.title')} subtitle={t('transfer.subtitle')} width="narrow">
      {keyItemId === null ? (
        <EmptyState title={t('transfer.noKey')} action={<Button to="/cabinet">{t('transfer.toCabinet')}</Button>} />
      ) : query.isPending ? (
        <Skeleton height={300} />
      ) : query.isError ? (
        <ErrorState error={query.error} title={t('transfer.keyFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <TransferForm view={query.data} onUnlocked={() => void query.refetch()} />
      )}
    </PageContainer>
  );
}
