import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  COIN_API,
  COIN_HISTORY_PAGE_SIZE,
  coinHistorySchema,
  coinInfoSchema,
  coinPaymentCreatedSchema,
  coinPriceSchema,
  paymentProvidersSchema,
  type CoinHistory,
} from 'shared-contract';
import { apiGet, apiSend } from 'shared-session';
import { goToCheckout } from './go-to-checkout';

export const COINS_QUERY_KEY = ['coins'] as const;

/** A fresh key per purchase attempt: a retried request with the same key is answered once. */
export const newIdempotencyKey = () => globalThis.crypto.randomUUID();

export const useCoinPrice = () => useQuery({ queryKey: [...COINS_QUERY_KEY, 'price'], queryFn: () => apiGet(COIN_API.coinPrice, coinPriceSchema) });
export const useCoinInfo = () => useQuery({ queryKey: [...COINS_QUERY_KEY, 'info'], queryFn: () => apiGet(COIN_API.coinInfo, coinInfoSchema), staleTime: 0 });
export const usePaymentProviders = () =>
  useQuery({ queryKey: ['payment', 'providers'], queryFn: () => apiGet(COIN_API.paymentProviders, paymentProvidersSchema) });

export function useCoinHistory() {
  return useInfiniteQuery({
    queryKey: [...COINS_QUERY_KEY, 'history'],
    queryFn: ({ pageParam }) => apiGet(COIN_API.coinHistory, coinHistorySchema, { page: pageParam, size: COIN_HISTORY_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: CoinHistory) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** Starts a card payment for `gold` and sends the browser to the provider's checkout. */
export function useBuyGold() {
  return useMutation({
    mutationFn: async ({ gold, providerId }: { gold: number; providerId: string }) => {
      const created = await apiSend(
        'post',
        COIN_API.coinPayment,
        coinPaymentCreatedSchema,
        { gold, providerId },
        {
          headers: { 'Idempotency-Key': newIdempotencyKey() },
        },
      );
      goToCheckout(created.checkoutUrl);
      return created;
    },
  });
}
