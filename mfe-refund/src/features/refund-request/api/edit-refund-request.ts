import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFUND_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { applyRefundAnswer, refundAnswerSchema } from './refund-answer';
import type { RefundSendVariables } from './submit-refund-request';

/** `POST /api/payment/refund/edit`: edit a submitted or incorrect request, or resubmit a failed one (Idempotency-Key too). */
export const editRefundRequest = ({ input, idempotencyKey }: RefundSendVariables) =>
  apiSend('post', REFUND_API.edit, refundAnswerSchema, input, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useEditRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editRefundRequest,
    onSuccess: (answer) => applyRefundAnswer(queryClient, answer),
  });
}
