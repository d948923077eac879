import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_API } from 'shared-contract';
import { apiSend, setMeCartItemCount } from 'shared-session';
import { schema } from '../../../api/lazy-schema';
import { CART_QUERY_KEY } from '../../../api/get-cart';

export const removeCartItem = (itemId: number) => apiSend('delete', CART_API.item(itemId), schema('cartSchema'));

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => {
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      setMeCartItemCount(queryClient, cart.totalQuantity);
    },
  });
}
