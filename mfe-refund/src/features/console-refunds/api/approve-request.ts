import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundRequestDetailSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { refundRequestQueryKey } from './get-refund-request';
import { useRefreshRefundQueries } from './refresh-refund-queries';

/** `POST /api/admin/refund/requests/:id/approve`: UNDER_REVIEW → APPROVED, never by the request's reviewer (REFUND_FOUR_EYES). Answers the updated request. */
export const approveRequest = (id: number) => apiSend('post', REFUND_ADMIN_API.approve(id), refundRequestDetailSchema);

export function useApproveRequest(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRefundQueries();
  return useMutation({
    mutationFn: () => approveRequest(id),
    // The answer is the request as it is now; the queue, summary and batches are asked again in the background.
    onSuccess: (detail) => {
      queryClient.setQueryData(refundRequestQueryKey(id), detail);
      void refresh();
    },
  });
}
