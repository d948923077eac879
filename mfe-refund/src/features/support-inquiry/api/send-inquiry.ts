import { useMutation } from '@tanstack/react-query';
import { INQUIRY_API, inquiryReceiptSchema, type InquiryInput, type Language } from 'shared-contract';
import { apiUpload } from 'shared-session';

export type SendInquiryInput = {
  values: InquiryInput;
  files: readonly File[];
  /** The language of the page: the acknowledgement and the answer come in it. */
  language: Language;
};

/**
 * `POST /api/support/inquiry` as multipart/form-data (30 s upload timeout), text fields first then the files.
 * A signed-in member's bearer token goes along (the shared client adds it) and links the inquiry.
 */
export function sendInquiry({ values, files, language }: SendInquiryInput) {
  const form = new FormData();
  form.append('replyEmail', values.replyEmail);
  form.append('body', values.body);
  form.append('agreePrivacy', values.agreePrivacy ? 'true' : 'false');
  form.append('language', language);
  for (const file of files) form.append('files', file, file.name);
  return apiUpload(INQUIRY_API.inquiry, inquiryReceiptSchema, form);
}

export const useSendInquiry = () => useMutation({ mutationFn: sendInquiry });
