import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_API, type Cart } from 'shared-contract';
import { apiSend, setMeCartItemCount } from 'shared-session';
import { schema } from '../../../api/lazy-schema';
import { CART_QUERY_KEY } from '../../../api/get-cart';

export const changeCartQuantity = ({ itemId, quantity }: { itemId: number; quantity: number }) =>
  apiSend('patch', CART_API.item(itemId), schema('cartSchema'), { quantity });

/** The cart with one line's quantity changed, totals included (what the api will answer). */
const withQuantity = (cart: Cart, itemId: number, quantity: number): Cart => {
  const items = cart.items.map((item) => (item.itemId === itemId ? { ...item, quantity, lineTotalGold: item.unitPriceGold * quantity } : item));
  return {
    ...cart,
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    totalGold: items.reduce((sum, item) => sum + item.lineTotalGold, 0),
  };
};

/** Shows the new quantity at once (so quick steps build on each other), keeps the api's answer, rolls back on failure. */
export function useChangeCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCartQuantity,
    onMutate: async ({ itemId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
      const previous = queryClient.getQueryData<Cart>(CART_QUERY_KEY);
      if (previous) queryClient.setQueryData<Cart>(CART_QUERY_KEY, withQuantity(previous, itemId, quantity));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(CART_QUERY_KEY, context.previous);
    },
    onSuccess: (cart) => {
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      setMeCartItemCount(queryClient, cart.totalQuantity);
    },
  });
}
