import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_API, type CartAddRequest } from 'shared-contract';
import { apiSend, setMeCartItemCount } from 'shared-session';
import { schema } from './lazy-schema';
import { CART_QUERY_KEY } from './get-cart';

export const addToCart = (request: CartAddRequest) => apiSend('post', CART_API.cart, schema('cartSchema'), request);

/** Adds KEYs of a project (to its line if there is one); the answer is the new cart. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => {
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      setMeCartItemCount(queryClient, cart.totalQuantity);
    },
  });
}
