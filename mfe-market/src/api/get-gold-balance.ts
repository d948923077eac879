import { useQuery } from '@tanstack/react-query';
import { COIN_API, type CoinInfo } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const GOLD_BALANCE_QUERY_KEY = ['market', 'gold-balance'] as const;

export const useGoldBalance = (enabled: boolean) =>
  useQuery({ queryKey: GOLD_BALANCE_QUERY_KEY, queryFn: () => apiGet(COIN_API.coinInfo, unchecked<CoinInfo>()), enabled, staleTime: 0 });
