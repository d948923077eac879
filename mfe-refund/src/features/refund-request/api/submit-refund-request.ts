import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFUND_API, type RefundRequestValues } from 'shared-contract';
import { apiSend } from 'shared-session';
import { applyRefundAnswer, refundAnswerSchema } from './refund-answer';

export type RefundSendVariables = { input: RefundRequestValues; idempotencyKey: string };

/** `POST /api/payment/refund/request`: the member's one request; one Idempotency-Key per attempt, so a retry makes one request. */
export const submitRefundRequest = ({ input, idempotencyKey }: RefundSendVariables) =>
  apiSend('post', REFUND_API.request, refundAnswerSchema, input, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useSubmitRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRefundRequest,
    onSuccess: (answer) => applyRefundAnswer(queryClient, answer),
  });
}
