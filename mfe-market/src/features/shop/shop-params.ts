import { RARITIES, SHOP_SORTS, type Rarity, type ShopSort } from 'shared-contract';
import { idFromParams } from '../../hooks/use-id-param';
import type { ShopFilters } from './api/get-shop';

const isSort = (value: string | null): value is ShopSort => SHOP_SORTS.some((sort) => sort === value);
const isRarity = (value: string | null): value is Rarity => RARITIES.some((rarity) => rarity === value);
const idOf = (value: string | null) => idFromParams(new URLSearchParams(value === null ? '' : { id: value })) ?? undefined;

/** The shop's filters from the URL (`?sort=&webtoon=&theme=&rarity=`); anything invalid falls back to "all"/newest. */
export function shopFiltersFrom(params: URLSearchParams): ShopFilters {
  const sort = params.get('sort');
  const rarity = params.get('rarity');
  const filters: ShopFilters = { sort: isSort(sort) ? sort : 'newest' };
  const webtoonId = idOf(params.get('webtoon'));
  const themeId = idOf(params.get('theme'));
  if (webtoonId !== undefined) filters.webtoonId = webtoonId;
  if (themeId !== undefined) filters.themeId = themeId;
  if (isRarity(rarity)) filters.rarity = rarity;
  return filters;
}

/** The URL params after one change; empty values and the default sort are left out so links stay short. */
export function nextShopParams(params: URLSearchParams, change: Partial<Record<string, string>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (!value || (name === 'sort' && value === 'newest')) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
