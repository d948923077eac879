import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundQueuePageSchema, type RefundCurrency, type RefundStatus } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const REFUND_QUEUE_PAGE_SIZE = 20;

export type RefundQueueParams = {
  page: number;
  size: number;
  round?: number;
  status?: RefundStatus;
  currency?: RefundCurrency;
  q?: string;
};

export const refundQueueQueryKey = (query: RefundQueueParams) => apiQueryKey(REFUND_ADMIN_API.requests, query);

export const getRefundQueue = (query: RefundQueueParams) => apiGet(REFUND_ADMIN_API.requests, refundQueuePageSchema, query);

/** `GET /api/admin/refund/requests`: the queue, filtered and paged (the previous page stays while the next loads). */
export const useRefundQueue = (query: RefundQueueParams) =>
  useQuery({
    queryKey: refundQueueQueryKey(query),
    queryFn: () => getRefundQueue(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
