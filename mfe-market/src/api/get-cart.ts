import { useQuery } from '@tanstack/react-query';
import { CART_API, type Cart } from 'shared-contract';
import { apiGet, apiQueryKey, unchecked } from 'shared-session';

export const CART_QUERY_KEY = apiQueryKey(CART_API.cart);

export const getCart = () => apiGet(CART_API.cart, unchecked<Cart>());

/** The member's cart (the api drops lines older than the keeping period before answering). */
export const useCart = (enabled: boolean) => useQuery({ queryKey: CART_QUERY_KEY, queryFn: getCart, enabled, staleTime: 0 });
