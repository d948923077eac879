import { useQuery } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundRequestDetailSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const refundRequestQueryKey = (id: number) => apiQueryKey(REFUND_ADMIN_API.request(id));

export const getRefundRequest = (id: number) => apiGet(REFUND_ADMIN_API.request(id), refundRequestDetailSchema);

/** `GET /api/admin/refund/requests/:id`: member, amounts with the calculation, masked bank, history. */
export const useRefundRequest = (id: number) =>
  useQuery({ queryKey: refundRequestQueryKey(id), queryFn: () => getRefundRequest(id), staleTime: 10_000, refetchOnWindowFocus: true });
