import { useMutation } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundBatchSchema, type RefundCurrency } from 'shared-contract';
import { apiSend } from 'shared-session';
import { useRefreshRefundQueries } from './refresh-refund-queries';

export type BatchInput = { round: number; currency: RefundCurrency };

/** `POST /api/admin/refund/batches { round, currency }`: a batch of the round's approved requests in that currency. */
export const createBatch = (input: BatchInput) => apiSend('post', REFUND_ADMIN_API.batches, refundBatchSchema, input);

export function useCreateBatch() {
  const refresh = useRefreshRefundQueries();
  return useMutation({ mutationFn: createBatch, onSuccess: () => void refresh() });
}
