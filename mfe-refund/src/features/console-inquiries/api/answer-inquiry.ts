import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INQUIRY_API, inquiryDetailSchema, type InquiryAnswerInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { inquiriesQueryKey } from './get-inquiries';
import { inquiryQueryKey } from './get-inquiry';

export type AnswerInquiryInput = InquiryAnswerInput & { id: number };

/** `POST /api/admin/support/inquiries/:id/answer`: mailed to the reply e-mail; answers the inquiry, now ANSWERED. */
export const answerInquiry = ({ id, body }: AnswerInquiryInput) => apiSend('post', INQUIRY_API.adminAnswer(id), inquiryDetailSchema, { body });

export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInquiry,
    onSuccess: async (detail) => {
      queryClient.setQueryData(inquiryQueryKey(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: inquiriesQueryKey });
    },
  });
}
