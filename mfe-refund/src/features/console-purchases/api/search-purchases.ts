import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PURCHASE_CANCEL_API, purchaseSearchResultSchema, type PurchaseSearchBy } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const PURCHASE_PAGE_SIZE = 10;

export type PurchaseSearch = { by: PurchaseSearchBy; q: string; page: number; size: number };

export const purchaseSearchQueryKey = (query: PurchaseSearch) => apiQueryKey(PURCHASE_CANCEL_API.purchases, query);

export const searchPurchases = (query: PurchaseSearch) => apiGet(PURCHASE_CANCEL_API.purchases, purchaseSearchResultSchema, query);

/** `GET /api/admin/purchases?by=&q=&page=&size=` (support, admin): a member's purchases (or one), each with why it cannot be cancelled. */
export const usePurchaseSearch = (query: PurchaseSearch | null) =>
  useQuery({
    queryKey: purchaseSearchQueryKey(query ?? { by: 'member', q: '', page: 1, size: PURCHASE_PAGE_SIZE }),
    queryFn: () => searchPurchases(query as PurchaseSearch),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: true,
  });
