import { useInfiniteQuery } from '@tanstack/react-query';
import { MARKET_API, type MarketFilters, type MarketListingPage, type MarketSort } from 'shared-contract';
import { apiGet, apiQueryKey, unchecked } from 'shared-session';

export const MARKET_LISTINGS_PAGE_SIZE = 24;

/** The ACTIVE listings on the market matching the filters, in the chosen order, page by page. */
export function useMarketListings(sort: MarketSort, filters: MarketFilters = {}) {
  const query = { ...filters, sort, size: MARKET_LISTINGS_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: apiQueryKey(MARKET_API.searchList, query),
    queryFn: ({ pageParam }) => apiGet(MARKET_API.searchList, unchecked<MarketListingPage>(), { ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}
