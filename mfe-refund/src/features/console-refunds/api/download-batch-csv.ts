import { useMutation } from '@tanstack/react-query';
import { REFUND_ADMIN_API, type RefundBatch } from 'shared-contract';
import { downloadFile } from '../../../console-kit/utils/download-file';

/** `GET /api/admin/refund/batches/:id/csv`: the batch for the bank, saved as a file (the api audits the export). */
export const downloadBatchCsv = (batch: Pick<RefundBatch, 'id' | 'round' | 'currency'>) =>
  downloadFile(REFUND_ADMIN_API.batchCsv(batch.id), `refund-batch-${batch.id}-round-${batch.round}-${batch.currency}.csv`);

export const useDownloadBatchCsv = () => useMutation({ mutationFn: downloadBatchCsv });
