import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_API, cartSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { CART_QUERY_KEY } from './get-cart';

export const changeCartQuantity = ({ itemId, quantity }: { itemId: number; quantity: number }) =>
  apiSend('patch', CART_API.item(itemId), cartSchema, { quantity });

export function useChangeCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeCartQuantity, onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart) });
}
