import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundRequestDetailSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { refundRequestQueryKey } from './get-refund-request';
import { useRefreshRefundQueries } from './refresh-refund-queries';

/** `POST /api/admin/refund/requests/:id/fail { reason }`: UNDER_REVIEW or APPROVED → FAILED with the reason the member sees (the member resubmits). Answers the updated request. */
export const markFailed = (id: number, reason: string) => apiSend('post', REFUND_ADMIN_API.fail(id), refundRequestDetailSchema, { reason });

export function useMarkFailed(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRefundQueries();
  return useMutation({
    mutationFn: (reason: string) => markFailed(id, reason),
    // The answer is the request as it is now; the queue, summary and batches are asked again in the background.
    onSuccess: (detail) => {
      queryClient.setQueryData(refundRequestQueryKey(id), detail);
      void refresh();
    },
  });
}
