import { useQuery } from '@tanstack/react-query';
import { MARKET_API, type MarketPrices } from 'shared-contract';
import { apiGet, apiQueryKey, firstScreenAnswerTime, takeFirstScreenAnswer, unchecked } from 'shared-session';

export type PriceScope = { keyDesignId: number } | { projectId: number };

export const marketPricesQueryKey = (scope: PriceScope) => apiQueryKey(MARKET_API.prices, scope);

/** A sale or a listing anywhere moves the prices: read again on a visit after this long. */
const PRICES_FRESH_MS = 15_000;

/**
 * Floor, last sale, number listed and the sales (oldest first) of one KEY design or one project; from the page's own
 * answer on a direct visit to /key/details, read again on a later visit.
 */
export const useMarketPrices = (scope: PriceScope) =>
  useQuery({
    queryKey: marketPricesQueryKey(scope),
    queryFn: () => apiGet(MARKET_API.prices, unchecked<MarketPrices>(), scope),
    initialData: () => takeFirstScreenAnswer<MarketPrices>(MARKET_API.prices, scope),
    initialDataUpdatedAt: firstScreenAnswerTime,
    staleTime: PRICES_FRESH_MS,
  });
