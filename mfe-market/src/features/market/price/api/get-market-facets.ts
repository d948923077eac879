import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MARKET_API, type MarketFacets, type MarketFilters } from 'shared-contract';
import { apiGet, apiQueryKey, unchecked } from 'shared-session';

/** How many ACTIVE listings match the filters, and per project, KEY design and rarity. */
export const useMarketFacets = (filters: MarketFilters) =>
  useQuery({
    queryKey: apiQueryKey(MARKET_API.facets, filters),
    queryFn: () => apiGet(MARKET_API.facets, unchecked<MarketFacets>(), filters),
    // The choices stay on screen while the counts of the next filters load.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
