import { useQuery } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundBankDetailsSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const bankDetailsQueryKey = (id: number) => apiQueryKey(REFUND_ADMIN_API.bankDetails(id));

export const getBankDetails = (id: number) => apiGet(REFUND_ADMIN_API.bankDetails(id), refundBankDetailsSchema);

/**
 * `GET /api/admin/refund/requests/:id/bank-details`: the decrypted details, asked only when staff press the button
 * (the api audits every view). Never retried nor refetched on its own, and dropped from memory once hidden.
 */
export const useBankDetails = (id: number, shown: boolean) =>
  useQuery({
    queryKey: bankDetailsQueryKey(id),
    queryFn: () => getBankDetails(id),
    enabled: shown,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
