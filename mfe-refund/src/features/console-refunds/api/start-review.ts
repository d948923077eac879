import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundRequestDetailSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { refundRequestQueryKey } from './get-refund-request';
import { useRefreshRefundQueries } from './refresh-refund-queries';

/** `POST /api/admin/refund/requests/:id/review`: SUBMITTED → UNDER_REVIEW; the caller becomes the reviewer. Answers the updated request. */
export const startReview = (id: number) => apiSend('post', REFUND_ADMIN_API.review(id), refundRequestDetailSchema);

export function useStartReview(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRefundQueries();
  return useMutation({
    mutationFn: () => startReview(id),
    // The answer is the request as it is now; the queue, summary and batches are asked again in the background.
    onSuccess: (detail) => {
      queryClient.setQueryData(refundRequestQueryKey(id), detail);
      void refresh();
    },
  });
}
