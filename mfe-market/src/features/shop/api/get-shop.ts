import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_API, shopListSchema, type Rarity, type ShopSort } from 'shared-contract';
import { apiGet } from 'shared-session';

export type ShopFilters = { sort: ShopSort; webtoonId?: number; themeId?: number; rarity?: Rarity; limit?: number };

export const shopQueryKey = (filters: ShopFilters) => ['shop', filters] as const;

export const getShop = (filters: ShopFilters) => apiGet(SHOP_API.shop, shopListSchema, filters);

export const shopQueryOptions = (filters: ShopFilters) =>
  queryOptions({ queryKey: shopQueryKey(filters), queryFn: () => getShop(filters) });

/** The shop list; while a new filter loads, the previous list stays on screen. */
export const useShop = (filters: ShopFilters) => useQuery({ ...shopQueryOptions(filters), placeholderData: keepPreviousData });
