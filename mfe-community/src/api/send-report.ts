import { useMutation } from '@tanstack/react-query';
import { COMMUNITY_API, reportReceiptSchema, type ReportInput } from 'shared-contract';
import { apiSend } from 'shared-session';

/** `POST /api/board/report`: one report per member per post or comment. */
export const sendReport = (input: ReportInput) => apiSend('post', COMMUNITY_API.report, reportReceiptSchema, input);

export const useSendReport = () => useMutation({ mutationFn: sendReport });
