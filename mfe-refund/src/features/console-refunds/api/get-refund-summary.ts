import { useQuery } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundSummarySchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const refundSummaryQueryKey = apiQueryKey(REFUND_ADMIN_API.summary);

export const getRefundSummary = () => apiGet(REFUND_ADMIN_API.summary, refundSummarySchema);

/** `GET /api/admin/refund/summary`: counts and sums per round, status and currency. */
export const useRefundSummary = () => useQuery({ queryKey: refundSummaryQueryKey, queryFn: getRefundSummary, staleTime: 10_000, refetchOnWindowFocus: true });
