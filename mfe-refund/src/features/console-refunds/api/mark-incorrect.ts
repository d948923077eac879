import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundRequestDetailSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { refundRequestQueryKey } from './get-refund-request';
import { useRefreshRefundQueries } from './refresh-refund-queries';

/** `POST /api/admin/refund/requests/:id/incorrect { reason }`: UNDER_REVIEW → INCORRECT with the reason the member sees (the member edits and resubmits). Answers the updated request. */
export const markIncorrect = (id: number, reason: string) => apiSend('post', REFUND_ADMIN_API.incorrect(id), refundRequestDetailSchema, { reason });

export function useMarkIncorrect(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRefundQueries();
  return useMutation({
    mutationFn: (reason: string) => markIncorrect(id, reason),
    // The answer is the request as it is now; the queue, summary and batches are asked again in the background.
    onSuccess: (detail) => {
      queryClient.setQueryData(refundRequestQueryKey(id), detail);
      void refresh();
    },
  });
}
