import { useQuery } from '@tanstack/react-query';
import { MARKET_API, type MarketPrices } from 'shared-contract';
import { apiGet, apiQueryKey, unchecked } from 'shared-session';

export type PriceScope = { keyDesignId: number } | { projectId: number };

export const marketPricesQueryKey = (scope: PriceScope) => apiQueryKey(MARKET_API.prices, scope);

/** Floor, last sale, number listed and the sales (oldest first) of one KEY design or one project; read again on every visit (a sale or a listing anywhere moves them). */
export const useMarketPrices = (scope: PriceScope) =>
  useQuery({ queryKey: marketPricesQueryKey(scope), queryFn: () => apiGet(MARKET_API.prices, unchecked<MarketPrices>(), scope), staleTime: 0 });
