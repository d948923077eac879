import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SHOP_API, type Rarity, type ShopList, type ShopSort } from 'shared-contract';
import { apiGet, firstScreenAnswerTime, takeFirstScreenAnswer, unchecked } from 'shared-session';

export type ShopFilters = { sort: ShopSort; webtoonId?: number; themeId?: number; rarity?: Rarity; limit?: number };

export const shopQueryKey = (filters: ShopFilters) => ['shop', filters] as const;

// On /main's first screen: typed, not validated (see `unchecked`).
export const getShop = (filters: ShopFilters) => apiGet(SHOP_API.shop, unchecked<ShopList>(), filters);

/** Starts from the answer a server-drawn first screen came with (/main's "On sale now"), if any. */
export const shopQueryOptions = (filters: ShopFilters) =>
  queryOptions({
    queryKey: shopQueryKey(filters),
    queryFn: () => getShop(filters),
    initialData: () => takeFirstScreenAnswer<ShopList>(SHOP_API.shop, filters),
    initialDataUpdatedAt: firstScreenAnswerTime,
  });

/** The shop list; while a new filter loads, the previous list stays on screen. */
export const useShop = (filters: ShopFilters) => useQuery({ ...shopQueryOptions(filters), placeholderData: keepPreviousData });
