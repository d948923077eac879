import { useInfiniteQuery } from '@tanstack/react-query';
import { PURCHASE_API, paymentHistorySchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const PAYMENT_HISTORY_PAGE_SIZE = 20;

/** The member's KEY purchases (Gold, card, free reveal), newest first, page by page. */
export function usePaymentHistory() {
  return useInfiniteQuery({
    queryKey: apiQueryKey(PURCHASE_API.paymentHistory, { size: PAYMENT_HISTORY_PAGE_SIZE }),
    queryFn: ({ pageParam }) => apiGet(PURCHASE_API.paymentHistory, paymentHistorySchema, { page: pageParam, size: PAYMENT_HISTORY_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}
