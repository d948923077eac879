import { useQuery } from '@tanstack/react-query';
import { SHOP_API, shopListSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

/** Projects on sale now (the shop's list), for choosing where a free reveal draws. */
export function useProjectsOnSale(enabled: boolean) {
  return useQuery({
    queryKey: apiQueryKey(SHOP_API.shop),
    queryFn: () => apiGet(SHOP_API.shop, shopListSchema),
    select: (list) => list.items,
    enabled,
  });
}
