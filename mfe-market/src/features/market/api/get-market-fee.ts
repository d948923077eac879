import { useQuery } from '@tanstack/react-query';
import { MARKET_API, type MarketFee } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

/** The creator and service-fee percents (the form computes the breakdown live with the same shared function). */
export const MARKET_FEE_QUERY_KEY = ['market', 'fee'] as const;
export const useMarketFee = () =>
  useQuery({ queryKey: MARKET_FEE_QUERY_KEY, queryFn: () => apiGet(MARKET_API.fee, unchecked<MarketFee>()), staleTime: 5 * 60_000 });
