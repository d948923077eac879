import { useQuery } from '@tanstack/react-query';
import { CART_API, cartSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const CART_QUERY_KEY = apiQueryKey(CART_API.cart);

export const getCart = () => apiGet(CART_API.cart, cartSchema);

/** The member's cart (the api drops lines older than the keeping period before answering). */
export const useCart = (enabled: boolean) => useQuery({ queryKey: CART_QUERY_KEY, queryFn: getCart, enabled, staleTime: 0 });
