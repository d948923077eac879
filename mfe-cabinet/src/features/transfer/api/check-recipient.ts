import { useMutation } from '@tanstack/react-query';
import { TRANSFER_API, transferRecipientViewSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

/** Who a transfer to this nickname or address would go to, or the refusal the transfer itself would answer. */
export const checkRecipient = (recipient: string) => apiGet(TRANSFER_API.recipient, transferRecipientViewSchema, { recipient });

/** Asked when the member presses Next (not as they type), so a mutation rather than a cached query. */
export const useCheckRecipient = () => useMutation({ mutationFn: checkRecipient });
