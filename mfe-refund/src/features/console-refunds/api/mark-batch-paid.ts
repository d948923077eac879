import { useMutation } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundBatchSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useRefreshRefundQueries } from './refresh-refund-queries';

/** `POST /api/admin/refund/batches/:id/paid`: the bank paid the batch; its requests become COMPLETED. */
export const markBatchPaid = (id: number) => apiSend('post', REFUND_ADMIN_API.batchPaid(id), refundBatchSchema);

export function useMarkBatchPaid() {
  const refresh = useRefreshRefundQueries();
  return useMutation({ mutationFn: markBatchPaid, onSuccess: () => void refresh() });
}
