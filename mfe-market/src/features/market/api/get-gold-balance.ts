import { useQuery } from '@tanstack/react-query';
import { COIN_API, coinInfoSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const GOLD_BALANCE_QUERY_KEY = ['market', 'gold-balance'] as const;

export const useGoldBalance = (enabled: boolean) =>
  useQuery({ queryKey: GOLD_BALANCE_QUERY_KEY, queryFn: () => apiGet(COIN_API.coinInfo, coinInfoSchema), enabled, staleTime: 0 });
